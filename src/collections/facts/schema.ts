/**
 * The site's facts (src/content/site.json) and its prices and claims (src/content/claims.json):
 * each written once, shown by pages, JSON-LD and the copy's tokens (`{{site.phone}}`,
 * `{{claims.hoursSavedWeekly}}`, src/lib/tokens.ts). A plain module: the content editor uses it in
 * the browser.
 */
import { z } from "astro/zod";
import { requiredText as text } from "../schema-rules";

const year = z.number().int().min(1900).max(2100);
const count = z.number().int().positive();
/** A full address elsewhere: https:// (or http://) and no spaces. */
export const webAddress = z.string().regex(/^https?:\/\/[^\s/]+\S*$/, "must be a full URL");
const link = z.object({ name: text, href: webAddress }).strict();
const email = z.string().email("must be an email address");

export const siteSchema = z
  .object({
    name: text,
    /** The name in the logo and the installed app's label. */
    shortName: text,
    tagline: text,
    foundingYear: year,
    /** Shown as it is written, e.g. "50+". */
    clientCount: text,
    copyrightYear: year,
    /** As shown, e.g. "(206) 555-0142"; `phoneHref` is the same number to dial. */
    phone: text,
    phoneHref: z.string().regex(/^tel:\+\d{7,15}$/, "must be tel:+ and the number's digits"),
    email,
    privacyEmail: email,
    address: z.object({ locality: text, region: text, country: text }).strict(),
    areaServed: text,
    bookingUrl: webAddress,
    founder: z.object({ name: text, title: text, yearsOfExperience: text }).strict(),
    social: z.array(link).min(1),
    externalResources: z.array(link).min(1),
    /** Commitments of the privacy policy and the terms. */
    legal: z
      .object({
        minimumAge: count,
        changeNoticeDays: count,
        requestResponseDays: count,
        leadRetentionMonths: count,
        /** Posts held as spam in the inbox's quarantine. */
        spamRetentionDays: count,
        /** The inbox's record of sign-ins, exports and deletions. */
        accessLogRetentionMonths: count,
      })
      .strict(),
    /** The square icon search engines and JSON-LD show, a path under public/. */
    icon: z.string().regex(/^\/[\w./-]+\.png$/, "must be a path such as /icon-512.png"),
  })
  .strict();

export const claimsSchema = z
  .object({
    /** Each service's price line, e.g. "Starting at $4,500". */
    priceLabels: z
      .object({
        processAutomation: text,
        customDevelopment: text,
        systemIntegration: text,
        contactForPricing: text,
      })
      .strict(),
    /** The figures the pages state, each shown as it is written ("30-50%", "20+"). */
    claims: z
      .object({
        costReduction: text,
        hoursSavedWeekly: text,
        paybackMonths: text,
        simpleAutomationWeeks: text,
        integrationWeeks: text,
        accuracyImprovement: text,
        manualWorkReduction: text,
        carryingCostReduction: text,
        salesIncrease: text,
        inventoryAccuracy: text,
        auditSavings: text,
        efficiencySavings: text,
        averageRoi: text,
        roiAnalysisCostReduction: text,
        roadmapTimeline: text,
        roadmapSuccessRate: text,
        roiGuaranteeMonths: count,
      })
      .strict(),
    /** The pricing page's packages, add-ons and terms. */
    pricing: z
      .object({
        discovery: z.object({ price: text, duration: text }).strict(),
        implementation: z.object({ price: text, duration: text, supportMonths: count }).strict(),
        enterprise: z.object({ price: text, duration: text, supportMonths: count }).strict(),
        addOns: z
          .object({
            training: text,
            extendedSupport: text,
            customIntegrations: text,
            analyticsSetup: text,
          })
          .strict(),
        /** Payment plans: typically this much upfront, the rest on completion. */
        upfrontShare: text,
        discoveryCallMinutes: count,
      })
      .strict(),
  })
  .strict();

export type Site = z.output<typeof siteSchema>;
export type Claims = z.output<typeof claimsSchema>;
