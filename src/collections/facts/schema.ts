/** The site's facts and its prices and claims: pages, JSON-LD and the copy's tokens show them. */
import type { z } from "astro/zod";
import { group, list, number, text } from "../model/fields";
import { recordRule } from "../model/rules";
import { RETENTION_PERIODS, type RetentionPeriod } from "./retention";

const count = (label: string) => number({ label, min: 1 });

/** A retention period: at least its floor (./retention.ts). */
const kept = ({ label, floor, unit }: (typeof RETENTION_PERIODS)[RetentionPeriod]) =>
  number({
    label,
    min: floor,
    help: `At least ${floor} ${unit}. Only an account that may see the leads can shorten it.`,
    rangeMessage: `must be at least ${floor} ${unit}`,
  });
const year = (label: string) => number({ label, min: 1900, max: 2100 });
const email = (label: string) =>
  text({ label, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, must: "be an email address" } });
const webAddress = (label: string) =>
  text({
    label,
    pattern: { regex: /^https?:\/\/[^\s/]+\S*$/, must: "be a full address (https://...)" },
  });
const links = (label: string) =>
  list(group({ name: text({ label: "Name" }), href: webAddress("Address") }, { label: "Link" }), {
    label,
    min: 1,
    itemLabel: (link) => link.name,
  });
const priceFields = { price: text({ label: "Price" }), duration: text({ label: "Duration" }) };
const pricePackage = (label: string) =>
  group({ ...priceFields, supportMonths: count("Support after launch (months)") }, { label });

export const siteFields = {
  name: text({ label: "Company name" }),
  shortName: text({ label: "Short name", help: "In the logo and an installed app's label." }),
  tagline: text({ label: "Tagline" }),
  foundingYear: year("Founded in"),
  clientCount: text({ label: "Clients served", help: 'As shown, e.g. "50+".' }),
  copyrightYear: year("Copyright year"),
  /** As shown; the link that dials it is made from it (src/lib/format.ts's dialHref). */
  phone: text({
    label: "Phone",
    help: 'As shown, with its area code, e.g. "(206) 555-0142". The link that calls it follows.',
    pattern: {
      regex: /^[^\d]*(?:\d[^\d]*){10,15}$/,
      must: 'be a phone number with its area code, e.g. "(206) 555-0142"',
    },
  }),
  email: email("Email"),
  privacyEmail: email("Privacy email"),
  address: group(
    {
      locality: text({ label: "City" }),
      region: text({ label: "State" }),
      country: text({ label: "Country" }),
    },
    { label: "Address" },
  ),
  areaServed: text({ label: "Area served" }),
  bookingUrl: webAddress("Booking page"),
  /** The promise every contact form makes. */
  replyHours: count("We answer a request within (business hours)"),
  founder: group(
    {
      name: text({ label: "Name" }),
      title: text({ label: "Title" }),
      yearsOfExperience: text({ label: "Years of experience", help: 'As shown, e.g. "8+".' }),
    },
    { label: "Founder" },
  ),
  social: links("Social links"),
  externalResources: links("Outside resources"),
  legal: group(
    {
      minimumAge: count("Minimum age"),
      changeNoticeDays: count("Notice of a change (days)"),
      requestResponseDays: count("Answer to a privacy request (days)"),
      leadRetentionMonths: kept(RETENTION_PERIODS.leadRetentionMonths),
      /** Posts held as spam in the inbox's quarantine. */
      spamRetentionDays: kept(RETENTION_PERIODS.spamRetentionDays),
      /** The inbox's record of sign-ins, exports and deletions. */
      accessLogRetentionMonths: kept(RETENTION_PERIODS.accessLogRetentionMonths),
    },
    { label: "Privacy policy and terms" },
  ),
  /** JSON-LD shows it too. */
  icon: text({
    label: "Square icon",
    help: "The square picture search engines show for the company, by its address on the site, e.g. /icon-512.png. A new picture is added by the site's developer.",
    pattern: { regex: /^\/[\w./-]+\.png$/, must: "be a path such as /icon-512.png" },
  }),
};

export const claimsFields = {
  /** E.g. "Starting at $4,500". */
  priceLabels: group(
    {
      processAutomation: text({ label: "Process Automation" }),
      customDevelopment: text({ label: "Custom Development" }),
      systemIntegration: text({ label: "System Integration" }),
      contactForPricing: text({ label: "Without a set price" }),
    },
    { label: "Price lines of the services" },
  ),
  /** Each shown as it is written ("30-50%", "20+"). */
  claims: group(
    {
      costReduction: text({ label: "Cost reduction" }),
      hoursSavedWeekly: text({ label: "Hours saved every week" }),
      paybackMonths: text({ label: "Payback" }),
      simpleAutomationWeeks: text({ label: "A simple automation takes" }),
      integrationWeeks: text({ label: "An integration takes" }),
      accuracyImprovement: text({ label: "Accuracy improvement" }),
      manualWorkReduction: text({ label: "Manual work reduction" }),
      carryingCostReduction: text({ label: "Inventory carrying costs down" }),
      salesIncrease: text({ label: "Sales up" }),
      inventoryAccuracy: text({ label: "Inventory accuracy" }),
      auditSavings: text({ label: "Savings an audit finds" }),
      efficiencySavings: text({ label: "Savings an efficiency assessment finds" }),
      averageRoi: text({ label: "Average ROI" }),
      roiAnalysisCostReduction: text({ label: "Cost reduction of an ROI analysis" }),
      roadmapTimeline: text({ label: "A roadmap takes" }),
      roadmapSuccessRate: text({ label: "Roadmap success rate" }),
      roiGuaranteeMonths: count("ROI guarantee (months)"),
    },
    { label: "Figures the pages state" },
  ),
  pricing: group(
    {
      discovery: group(priceFields, { label: "Discovery & Assessment" }),
      implementation: pricePackage("Strategic Implementation"),
      enterprise: pricePackage("Enterprise Transformation"),
      addOns: group(
        {
          training: text({ label: "Training" }),
          extendedSupport: text({ label: "Extended support" }),
          customIntegrations: text({ label: "Custom integrations" }),
          analyticsSetup: text({ label: "Analytics setup" }),
        },
        { label: "Add-ons" },
      ),
      /** Payment plans: typically this much upfront, the rest on completion. */
      upfrontShare: text({ label: "Share paid upfront" }),
      discoveryCallMinutes: count("Discovery call (minutes)"),
    },
    { label: "Packages and terms" },
  ),
};

export const siteSchema = recordRule(siteFields);
export const claimsSchema = recordRule(claimsFields);

export type Site = z.output<typeof siteSchema>;
