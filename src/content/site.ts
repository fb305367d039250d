/**
 * Site facts: the one place for the company's name, contact details and links.
 * The spec leaves the real values out; these are clearly fake placeholders
 * (555-01xx numbers, example.com addresses) listed in the README under "Before you deploy".
 */
export const site = {
  name: "Emerald City Automation",
  shortName: "ECA",
  tagline: "Business process automation and AI integration for Seattle small businesses",
  foundingYear: 2020,
  clientCount: "50+",
  copyrightYear: 2024,
  phone: "(206) 555-0142",
  phoneHref: "tel:+12065550142",
  email: "hello@example.com",
  privacyEmail: "privacy@example.com",
  address: {
    locality: "Seattle",
    region: "WA",
    country: "US",
  },
  areaServed: "Seattle, WA",
  bookingUrl: "https://calendly.com/example-consultancy/30min",
  founder: {
    name: "Jordan Ellis",
    title: "Founder & Lead Automation Strategist",
    yearsOfExperience: "8+",
  },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/example-automation" },
    { name: "X (Twitter)", href: "https://x.com/example_automation" },
    { name: "Facebook", href: "https://www.facebook.com/example.automation" },
  ],
  externalResources: [
    { name: "Zapier automation guides", href: "https://zapier.com/learn" },
    { name: "Microsoft Power Automate docs", href: "https://learn.microsoft.com/power-automate/" },
    {
      name: "Seattle small business resources",
      href: "https://www.seattle.gov/office-of-economic-development/small-business",
    },
  ],
  /** Commitments of the privacy policy and terms (spec section 9: under 13, 30 days notice). */
  legal: {
    minimumAge: 13,
    changeNoticeDays: 30,
    requestResponseDays: 30,
    leadRetentionMonths: 24,
    /** Posts held as spam in the inbox's quarantine. */
    spamRetentionDays: 30,
    /** The inbox's record of sign-ins, exports and deletions. */
    accessLogRetentionMonths: 12,
  },
  icon: "/icon-512.png",
} as const;
