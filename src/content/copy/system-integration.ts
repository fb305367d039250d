import {
  ActivityIcon,
  BellIcon,
  CogIcon,
  FileTextIcon,
  GitMergeIcon,
  MapIcon,
  PlugIcon,
  RefreshCwIcon,
  ServerIcon,
  WorkflowIcon,
} from "lucide-react";
import { caseStudyResult } from "~/collections/case-studies/results";
import { claims, priceLabels, pricing } from "~/collections/facts";
import { fullStoryLink, getTestimonial } from "~/collections/testimonials";
import type { ServicePageContent } from "~/components/templates/sections";
import type {
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  CaseStudyResultsContent,
  HeroContent,
  PriceContent,
  ProseContent,
  StepsContent,
  TagListContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";
import { priceHeading } from "~/content/service-offer";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "System Integration",
  lead: "Your CRM, accounting, e-commerce and scheduling tools should talk to each other. We connect them so an order, a client or an invoice is entered once and shows up everywhere it should.",
  actions: [
    {
      kind: "contact",
      label: "Connect Your Systems",
      source: "service",
    },
  ],
  priceLabel: priceLabels.systemIntegration,
} satisfies HeroContent;

export const whyIntegrate = {
  heading: {
    eyebrow: "Why integrate",
    title: "Good software, badly connected, still means manual work",
  },
  paragraphs: [
    "Many small businesses run on half a dozen apps: one for sales, one for the books, one for the online store, one for scheduling, plus email and a shared drive. Each one does its job well. The trouble is the space between them, where someone exports a file, re-types an order or checks two screens to answer a customer's question.",
    "Integration closes that gap. When a deal is marked won in your CRM, the customer appears in QuickBooks. When an order comes in on Shopify, stock drops in every channel and the packing slip prints. When a job is finished, the invoice goes out. Nobody has to remember, and nothing is typed twice.",
  ],
} satisfies ProseContent;

export const integrationTypes = {
  heading: {
    eyebrow: "Integration types",
    title: "How we connect your systems",
    intro:
      "We use each platform's official connection first and build custom code only where it is needed.",
  },
  items: [
    {
      title: "API integrations",
      description:
        "Direct, reliable connections through each platform's official API, with error handling and retries so a brief outage never loses a record.",
      icon: PlugIcon,
    },
    {
      title: "Two-way data sync",
      description:
        "Customers, products, prices and stock kept identical across systems, with clear rules for which system wins when the same record changes in two places.",
      icon: RefreshCwIcon,
    },
    {
      title: "Cross-app workflows",
      description:
        "Multi-step automations that span tools: a won deal creates the project, the client folder, the welcome email and the first invoice.",
      icon: WorkflowIcon,
    },
    {
      title: "Legacy and desktop systems",
      description:
        "Older on-premises or desktop software connected through exports, database links or scheduled file transfers, so you can modernize at your own pace.",
      icon: ServerIcon,
    },
    {
      title: "File and spreadsheet imports",
      description:
        "Supplier price lists, bank files and partner spreadsheets picked up, checked and loaded automatically instead of pasted by hand.",
      icon: FileTextIcon,
    },
    {
      title: "Alerts and notifications",
      description:
        "The right person told in Slack, Teams, email or text when a large order lands, a payment fails or a sync needs attention.",
      icon: BellIcon,
    },
  ],
} satisfies CardGridContent;

export const commonIntegrations = {
  heading: {
    eyebrow: "Common integrations",
    title: "The platforms Seattle businesses already use",
    intro:
      "A sample of the systems we connect most often. If your software has an API or an export, we can very likely connect it.",
  },
  groups: [
    {
      name: "Accounting",
      tags: ["QuickBooks Online", "QuickBooks Desktop", "Xero", "FreshBooks", "Sage"],
    },
    {
      name: "CRM and marketing",
      tags: ["Salesforce", "HubSpot", "Zoho CRM", "Pipedrive", "Mailchimp"],
    },
    {
      name: "E-commerce and payments",
      tags: ["Shopify", "Square", "WooCommerce", "Stripe", "Amazon Seller Central"],
    },
    {
      name: "Productivity and operations",
      tags: ["Google Workspace", "Microsoft 365", "Slack", "Microsoft Teams", "Calendly", "Jobber"],
    },
  ],
} satisfies TagListContent;

export const process = {
  heading: {
    eyebrow: "Our process",
    title: "From tangled to connected in four steps",
  },
  steps: [
    {
      title: "Map your systems",
      description:
        "We list every tool you use, who relies on it and which data moves between them today, including the exports and copy-and-paste nobody wrote down.",
      icon: MapIcon,
    },
    {
      title: "Design the data flow",
      description:
        "We decide which system owns each piece of data, which events trigger a sync, and what happens when something fails, then confirm it with you.",
      icon: GitMergeIcon,
    },
    {
      title: "Build and test",
      description: `We build the connections and test them against copies of your real records before switching anything on. Integrations that span several systems are typically live in ${claims.integrationWeeks}.`,
      icon: CogIcon,
    },
    {
      title: "Monitor and support",
      description:
        "Every integration is monitored. If an app changes its API or a sync fails, we hear about it first and fix it, usually before you notice.",
      icon: ActivityIcon,
    },
  ],
} satisfies StepsContent;

export const benefits = {
  heading: {
    eyebrow: "Benefits",
    title: "What connected systems change",
  },
  items: [
    {
      title: "Enter data once",
      description:
        "An order, customer or invoice is typed once and appears everywhere it is needed, freeing hours of re-keying every week.",
    },
    {
      title: `${claims.accuracyImprovement} accuracy improvement`,
      description:
        "Without manual re-entry there are no transposed digits on an invoice and no wrong address on a shipment.",
    },
    {
      title: "One version of the truth",
      description:
        "Sales, operations and accounting work from the same numbers, so meetings are about decisions, not about whose spreadsheet is right.",
    },
    {
      title: "Faster order to cash",
      description:
        "Invoices go out the moment work is done and payments are matched automatically, which shortens the time between doing the work and getting paid.",
    },
    {
      title: `${claims.manualWorkReduction} manual-work reduction`,
      description:
        "Exports, imports and double-checking between systems disappear from your team's to-do list.",
    },
    {
      title: "Keep the tools you like",
      description:
        "Integration makes your current software work together, so you avoid an expensive, disruptive switch to an all-in-one system.",
    },
  ],
} satisfies BenefitListContent;

export const callToAction = {
  title: "Tired of being the bridge between your apps?",
  description:
    "List the systems you use and where data gets re-typed. We review every request within 2 business hours and follow up with a free 30-minute strategy consultation to map out what connecting them would take.",
  actions: [
    { kind: "contact", label: "Plan Your Integration", source: "service" },
    bookFreeCall("service"),
  ],
} satisfies CallToActionContent;

/** Client results: a testimonial and case-study results, read from their own modules. */
export const clientResults = {
  heading: {
    eyebrow: "Client results",
    title: "Connected systems, measured results",
    intro:
      "A Kent contractor connected its job forms, scheduling and accounting, and now sends each invoice the day the work is done. Our dealership and healthcare case studies show the same kind of integration across a dozen locations.",
  },
  testimonial: getTestimonial("kent-hvac-contractor"),
  testimonialLink: fullStoryLink,
  results: [
    caseStudyResult("/dealership-automation", 0),
    caseStudyResult("/healthcare-operations", 2),
  ],
} satisfies CaseStudyResultsContent;

/** The price: the hero's label, and what sets it for this service. */
export const price = {
  heading: priceHeading,
  label: hero.priceLabel,
  note: `The price depends on how many systems we connect and whether they have ready-made connectors. A system without one is added as a Custom Integration (${pricing.addOns.customIntegrations}).`,
} satisfies PriceContent;

/** The page as ServicePage.astro lays it out: the sections this service adds come between proof and price. */
export const service = {
  hero,
  offer: integrationTypes,
  process,
  clientResults,
  sections: [
    { kind: "tags", ...commonIntegrations },
    { kind: "benefits", ...benefits },
    { kind: "prose", ...whyIntegrate },
  ],
  price,
  callToAction,
} satisfies ServicePageContent;
