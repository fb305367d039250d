/**
 * The site's facts and the prices and figures in the content editor (singletons, one file each),
 * with the rules of ./schema.ts. Copy refers to these facts by token (`{{site.phone}}`), so a change
 * here shows on every page that states it.
 */
import { fields, singleton } from "@keystatic/core";
import { plainText as text } from "../editor-fields";

const count = (label: string, description?: string) =>
  fields.integer({ label, description, validation: { isRequired: true, min: 1 } });
const year = (label: string) =>
  fields.integer({ label, validation: { isRequired: true, min: 1900, max: 2100 } });
const email = (label: string) =>
  fields.text({
    label,
    validation: {
      isRequired: true,
      pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "Must be an email address" },
    },
  });
const address = (label: string) =>
  fields.text({
    label,
    validation: {
      isRequired: true,
      pattern: {
        regex: /^https?:\/\/[^\s/]+\S*$/,
        message: "Must be a full address (https://...)",
      },
    },
  });
const links = (label: string) =>
  fields.array(
    fields.object({
      name: text("Name"),
      href: address("Address"),
    }),
    {
      label,
      itemLabel: (props) => props.fields.name.value || "(unnamed)",
      validation: { length: { min: 1 } },
    },
  );

export const siteEditor = singleton({
  label: "Company facts",
  path: "src/content/site",
  format: { data: "json" },
  schema: {
    name: text("Company name"),
    shortName: text("Short name", "In the logo and an installed app's label."),
    tagline: text("Tagline"),
    foundingYear: year("Founded in"),
    clientCount: text("Clients served", 'As shown, e.g. "50+".'),
    copyrightYear: year("Copyright year"),
    phone: text("Phone", 'As shown, e.g. "(206) 555-0142".'),
    phoneHref: fields.text({
      label: "Phone to dial",
      description: 'The same number as tel: and its digits, e.g. "tel:+12065550142".',
      validation: {
        isRequired: true,
        pattern: { regex: /^tel:\+\d{7,15}$/, message: "Must be tel:+ and the number's digits" },
      },
    }),
    email: email("Email"),
    privacyEmail: email("Privacy email"),
    address: fields.object(
      { locality: text("City"), region: text("State"), country: text("Country") },
      { label: "Address" },
    ),
    areaServed: text("Area served"),
    bookingUrl: address("Booking page"),
    founder: fields.object(
      {
        name: text("Name"),
        title: text("Title"),
        yearsOfExperience: text("Years of experience", 'As shown, e.g. "8+".'),
      },
      { label: "Founder" },
    ),
    social: links("Social links"),
    externalResources: links("Outside resources"),
    legal: fields.object(
      {
        minimumAge: count("Minimum age"),
        changeNoticeDays: count("Notice of a change (days)"),
        requestResponseDays: count("Answer to a privacy request (days)"),
        leadRetentionMonths: count("Contact requests kept (months)"),
        spamRetentionDays: count("Spam kept (days)"),
        accessLogRetentionMonths: count("Inbox access log kept (months)"),
      },
      { label: "Privacy policy and terms" },
    ),
    icon: fields.text({
      label: "Square icon",
      description: "A PNG under public/, e.g. /icon-512.png.",
      validation: {
        isRequired: true,
        pattern: { regex: /^\/[\w./-]+\.png$/, message: "Must be a path such as /icon-512.png" },
      },
    }),
  },
});

export const claimsEditor = singleton({
  label: "Prices and figures",
  path: "src/content/claims",
  format: { data: "json" },
  schema: {
    priceLabels: fields.object(
      {
        processAutomation: text("Process Automation"),
        customDevelopment: text("Custom Development"),
        systemIntegration: text("System Integration"),
        contactForPricing: text("Without a set price"),
      },
      { label: "Price lines of the services" },
    ),
    claims: fields.object(
      {
        costReduction: text("Cost reduction"),
        hoursSavedWeekly: text("Hours saved every week"),
        paybackMonths: text("Payback"),
        simpleAutomationWeeks: text("A simple automation takes"),
        integrationWeeks: text("An integration takes"),
        accuracyImprovement: text("Accuracy improvement"),
        manualWorkReduction: text("Manual work reduction"),
        carryingCostReduction: text("Inventory carrying costs down"),
        salesIncrease: text("Sales up"),
        inventoryAccuracy: text("Inventory accuracy"),
        auditSavings: text("Savings an audit finds"),
        efficiencySavings: text("Savings an efficiency assessment finds"),
        averageRoi: text("Average ROI"),
        roiAnalysisCostReduction: text("Cost reduction of an ROI analysis"),
        roadmapTimeline: text("A roadmap takes"),
        roadmapSuccessRate: text("Roadmap success rate"),
        roiGuaranteeMonths: count("ROI guarantee (months)"),
      },
      { label: "Figures the pages state" },
    ),
    pricing: fields.object(
      {
        discovery: fields.object(
          { price: text("Price"), duration: text("Duration") },
          { label: "Discovery & Assessment" },
        ),
        implementation: fields.object(
          {
            price: text("Price"),
            duration: text("Duration"),
            supportMonths: count("Support after launch (months)"),
          },
          { label: "Strategic Implementation" },
        ),
        enterprise: fields.object(
          {
            price: text("Price"),
            duration: text("Duration"),
            supportMonths: count("Support after launch (months)"),
          },
          { label: "Enterprise Transformation" },
        ),
        addOns: fields.object(
          {
            training: text("Training"),
            extendedSupport: text("Extended support"),
            customIntegrations: text("Custom integrations"),
            analyticsSetup: text("Analytics setup"),
          },
          { label: "Add-ons" },
        ),
        upfrontShare: text("Share paid upfront"),
        discoveryCallMinutes: count("Discovery call (minutes)"),
      },
      { label: "Packages and terms" },
    ),
  },
});
