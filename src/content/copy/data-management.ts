import {
  BarChart3Icon,
  ClipboardListIcon,
  DatabaseIcon,
  FilterIcon,
  GitMergeIcon,
  LockIcon,
  MailIcon,
  PieChartIcon,
  SearchIcon,
  ShieldIcon,
  TrendingUpIcon,
  UsersIcon,
} from "lucide-react";
import { caseStudyResult } from "~/collections/case-studies/results";
import { priceLabels, pricing } from "~/collections/facts";
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
  title: "Data Management",
  lead: "Decisions are only as good as the data behind them. We clean up, connect and protect your business data, then turn it into dashboards your team checks every morning.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Data Organized",
      source: "service",
    },
  ],
  priceLabel: priceLabels.contactForPricing,
} satisfies HeroContent;

export const whyItMatters = {
  heading: {
    eyebrow: "Why it matters",
    title: "Your numbers are scattered across a dozen places",
  },
  paragraphs: [
    "Customer lists in the CRM and in a spreadsheet, sales in the point of sale and in the online store, costs in QuickBooks and in a folder of receipts. Every answer to a simple question, like which customers are buying less this year, starts with an afternoon of exporting and matching.",
    "Good data management makes those answers instant and trustworthy. We bring your data together, fix the duplicates and gaps, keep it up to date automatically, and protect it properly, so you can plan inventory, staffing and cash with numbers you believe.",
  ],
} satisfies ProseContent;

export const services = {
  heading: {
    eyebrow: "Services",
    title: "Data management services",
    intro:
      "Start with the piece that hurts most today; each service stands on its own and fits with the others.",
  },
  items: [
    {
      title: "Data cleanup and migration",
      description:
        "Duplicate customers merged, addresses standardized and old records moved safely from legacy systems or spreadsheets into the tools you use now.",
      icon: FilterIcon,
    },
    {
      title: "Automated data pipelines",
      description:
        "Scheduled jobs that collect data from your sales, accounting and operations systems and load it into one place, checked for errors on the way.",
      icon: GitMergeIcon,
    },
    {
      title: "Reporting dashboards",
      description:
        "Live dashboards for sales, margins, cash and job profitability that replace the weekly report someone builds by hand.",
      icon: PieChartIcon,
    },
    {
      title: "Central business database",
      description:
        "A single, well-structured database or warehouse that holds your history, so reports and forecasts no longer depend on one app's limits.",
      icon: DatabaseIcon,
    },
    {
      title: "Backup and recovery",
      description:
        "Automatic, off-site backups of your critical data, with restores tested on a schedule so you know they work before you need them.",
      icon: ShieldIcon,
    },
    {
      title: "Data governance",
      description:
        "Clear ownership of each data set, naming rules and retention policies written down, so data stays clean after the project ends.",
      icon: ClipboardListIcon,
    },
  ],
} satisfies CardGridContent;

export const solutions = {
  heading: {
    eyebrow: "Solutions",
    title: "What better data looks like day to day",
  },
  items: [
    {
      title: "One customer list",
      description:
        "Every customer exists once, with purchase history, open invoices and contact details that match in every system.",
      icon: UsersIcon,
    },
    {
      title: "Reports that arrive on their own",
      description:
        "The Monday sales summary, the month-end close package and the owner's cash report generated overnight and delivered by email.",
      icon: MailIcon,
    },
    {
      title: "Forecasts you can plan with",
      description:
        "Demand, staffing and cash-flow forecasts built from your own history rather than gut feel, updated as new data comes in.",
      icon: TrendingUpIcon,
    },
    {
      title: "Self-serve answers",
      description:
        "Managers filter and drill into the numbers themselves instead of waiting for someone to pull a custom export.",
      icon: SearchIcon,
    },
  ],
} satisfies CardGridContent;

export const security = {
  heading: {
    eyebrow: "Security and compliance",
    title: "Protected by design",
    intro: "Security is built into every data project from the first day, not added at the end.",
  },
  items: [
    {
      title: "Access controls",
      description:
        "Role-based permissions so each person sees only the data their job requires, with multi-factor sign-in on every admin account.",
    },
    {
      title: "Encryption",
      description:
        "Data encrypted in transit and at rest, and passwords and API keys kept in a secrets manager rather than in spreadsheets or emails.",
    },
    {
      title: "Backups you can restore",
      description:
        "Automatic, versioned backups stored separately from your live systems, with regular test restores and a written recovery plan.",
    },
    {
      title: "Audit trails",
      description:
        "A record of who viewed, changed or exported sensitive data and when, so questions from clients or auditors are easy to answer.",
    },
    {
      title: "HIPAA and PCI awareness",
      description:
        "For patient or card data we design around HIPAA and PCI DSS requirements, such as minimum necessary access and never storing card numbers, and we work alongside your compliance advisor. We do not certify compliance ourselves.",
    },
    {
      title: "Retention and deletion",
      description:
        "Data kept only as long as you need it, with clear rules for archiving and deleting records when a customer asks or the law requires.",
    },
  ],
} satisfies BenefitListContent;

export const techStack = {
  heading: {
    eyebrow: "Technology stack",
    title: "Tools we trust with your data",
    intro:
      "We match the stack to your size and budget. Many small businesses need nothing more than a cloud database and a good dashboard.",
  },
  groups: [
    {
      name: "Databases",
      tags: ["PostgreSQL", "SQL Server", "MySQL", "Azure SQL", "Amazon RDS"],
    },
    {
      name: "Warehousing",
      tags: ["BigQuery", "Snowflake", "Amazon Redshift", "Microsoft Fabric"],
    },
    {
      name: "Pipelines and automation",
      tags: ["Python", "Power Automate", "Azure Data Factory", "Fivetran", "Zapier"],
    },
    {
      name: "Reporting",
      tags: ["Power BI", "Looker Studio", "Tableau", "Excel", "Google Sheets"],
    },
  ],
} satisfies TagListContent;

export const process = {
  heading: {
    eyebrow: "Our process",
    title: "How a data project runs",
  },
  steps: [
    {
      title: "Take inventory",
      description:
        "We list where your data lives, who uses it and which questions you cannot answer today, and flag any sensitive data that needs extra care.",
      icon: ClipboardListIcon,
    },
    {
      title: "Clean and consolidate",
      description:
        "We fix duplicates and gaps, agree on definitions such as what counts as an active customer, and bring the data together in one place.",
      icon: FilterIcon,
    },
    {
      title: "Automate and secure",
      description:
        "We set up the pipelines, access controls and backups so the data stays current and protected without anyone running exports by hand.",
      icon: LockIcon,
    },
    {
      title: "Report and maintain",
      description:
        "We build the dashboards, train your team to use them, and keep an eye on data quality so the numbers stay trustworthy.",
      icon: BarChart3Icon,
    },
  ],
} satisfies StepsContent;

export const callToAction = {
  title: "Ready to trust your numbers?",
  description:
    "Tell us where your data lives and which questions you struggle to answer. We review every request within 2 business hours and follow up with a free 30-minute strategy consultation and a clear quote for your project.",
  actions: [
    { kind: "contact", label: "Request a Data Consultation", source: "service" },
    bookFreeCall("service"),
  ],
} satisfies CallToActionContent;

/** Client results: a testimonial and case-study results, read from their own modules. */
export const clientResults = {
  heading: {
    eyebrow: "Client results",
    title: "Data that does the reporting for you",
    intro:
      "A Belltown property manager now builds month-end owner statements from its accounting data in half a day. A retail chain and a healthcare group got hours back once their reports and records kept themselves up to date.",
  },
  testimonial: getTestimonial("belltown-property-management"),
  testimonialLink: fullStoryLink,
  results: [caseStudyResult("/retail-operations", 3), caseStudyResult("/healthcare-operations", 1)],
} satisfies CaseStudyResultsContent;

/** The price: the hero's label, and what sets it for this service. */
export const price = {
  heading: priceHeading,
  label: hero.priceLabel,
  note: `Data projects vary with the systems, records and reports involved, so we quote in writing after a free ${pricing.discoveryCallMinutes}-minute call and a look at your data.`,
} satisfies PriceContent;

/** The page as ServicePage.astro lays it out: the sections this service adds come between proof and price. */
export const service = {
  hero,
  offer: services,
  process,
  clientResults,
  sections: [
    { kind: "cards", ...solutions, columns: 2 },
    { kind: "benefits", ...security },
    { kind: "tags", ...techStack },
    { kind: "prose", ...whyItMatters },
  ],
  price,
  callToAction,
} satisfies ServicePageContent;
