import {
  BarChart3Icon,
  BriefcaseIcon,
  CalendarIcon,
  ClipboardCheckIcon,
  CompassIcon,
  FactoryIcon,
  LineChartIcon,
  PackageIcon,
  ReceiptIcon,
  RocketIcon,
  SearchIcon,
  ShoppingCartIcon,
  StoreIcon,
} from "lucide-react";
import { caseStudyResult } from "~/collections/case-studies/results";
import { claims, priceLabels, pricing, site } from "~/collections/facts";
import { fullStoryLink, getTestimonial } from "~/collections/testimonials";
import type { ServicePageContent } from "~/components/templates/sections";
import type {
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  CaseStudyResultsContent,
  HeroContent,
  LinkCardsContent,
  PriceContent,
  ProseContent,
  StepsContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";
import { priceHeading } from "~/content/service-offer";
import { pricingPackage } from "~/lib/pricing-packages";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "Strategic Process Automation",
  lead: "We map how work really moves through your business, then automate the repetitive steps (invoicing, approvals, order entry, reporting) so your people spend their time on customers, not copy-and-paste.",
  actions: [
    {
      kind: "contact",
      label: "Start Your Automation Project",
      source: "service",
    },
  ],
  priceLabel: priceLabels.processAutomation,
} satisfies HeroContent;

export const whyItMatters = {
  heading: {
    eyebrow: "Why it matters",
    title: "Manual work is a cost you never see on an invoice",
  },
  paragraphs: [
    "Nobody decides to run a business on spreadsheets and email threads. It happens one tab at a time: a new client means a new spreadsheet, a new supplier means another login, and before long someone on your team spends every Monday morning copying numbers from one system into another.",
    `That work never shows up as a line on your books, but you pay for it in wages, in mistakes and in slow replies to customers. Businesses that automate the right processes typically cut their cost by ${claims.costReduction} and win back ${claims.hoursSavedWeekly} hours every week.`,
    "Strategic means we start with your business, not with a tool. We measure what each process costs you today, automate the steps that pay back fastest, and build them so your team trusts them. The savings from the first project help fund the next one.",
    `We have worked this way since ${site.foundingYear}, with ${site.clientCount} clients across Seattle, the Eastside and South King County.`,
  ],
} satisfies ProseContent;

export const whatWeAutomate = {
  heading: {
    eyebrow: "What we automate",
    title: "The everyday processes that eat your week",
    intro:
      "If a task follows the same steps every time, it is a candidate. These are the ones we automate most often for Seattle small businesses.",
  },
  items: [
    {
      title: "Invoicing and payments",
      description:
        "Invoices created from finished jobs or shipped orders, sent on time, matched to payments in QuickBooks or Xero, with friendly reminders before anything goes overdue.",
      icon: ReceiptIcon,
    },
    {
      title: "Scheduling and dispatch",
      description:
        "Online booking that checks real availability, confirmations and reminders by text or email, and crew schedules that update themselves when a job moves.",
      icon: CalendarIcon,
    },
    {
      title: "Order entry",
      description:
        "Orders from your website, email or phone captured once and passed to fulfillment, inventory and accounting without anyone re-typing a line item.",
      icon: ShoppingCartIcon,
    },
    {
      title: "Approvals",
      description:
        "Purchase requests, discounts, time off and expense reports routed to the right person, with reminders, a clear audit trail and no lost email threads.",
      icon: ClipboardCheckIcon,
    },
    {
      title: "Inventory reorders",
      description:
        "Stock levels watched across locations and sales channels, with purchase orders drafted for your approval when an item reaches its reorder point.",
      icon: PackageIcon,
    },
    {
      title: "Reporting",
      description:
        "The weekly sales, cash flow and job profitability reports you now build by hand, assembled overnight and waiting in your inbox on Monday morning.",
      icon: BarChart3Icon,
    },
  ],
} satisfies CardGridContent;

export const challenges = {
  heading: {
    eyebrow: "Challenges we solve",
    title: "Does any of this sound familiar?",
  },
  items: [
    {
      title: "The same data, typed two or three times",
      description:
        "One customer or order goes into the CRM, the accounting system and a spreadsheet, with a fresh chance for a typo every time.",
    },
    {
      title: "Work that waits on one person",
      description:
        "Approvals and hand-offs stall whenever the one person who knows the process is out sick, on vacation or buried in other work.",
    },
    {
      title: "Follow-ups that slip through the cracks",
      description:
        "Quotes, overdue invoices and service reminders depend on someone remembering, so some of them never go out.",
    },
    {
      title: "Growth that means hiring for paperwork",
      description:
        "Every new client adds admin work, so growing the business means hiring people to push paper instead of people to serve customers.",
    },
  ],
} satisfies BenefitListContent;

export const industrySolutions = {
  heading: {
    eyebrow: "Industry solutions",
    title: "Automation shaped to your industry",
    intro:
      "The tools differ from one business to the next; the goal is the same: fewer manual steps between a customer's request and your revenue.",
  },
  items: [
    {
      title: "Retail",
      description:
        "Point of sale, online store and inventory kept in sync, so stock counts match across the shop floor and the website, reorders go out on time and the daily sales summary builds itself.",
      icon: StoreIcon,
    },
    {
      title: "Professional services",
      description:
        "From signed proposal to paid invoice: client intake, engagement letters, time capture, billing and payment reminders that run without anyone chasing each step.",
      icon: BriefcaseIcon,
    },
    {
      title: "Manufacturing",
      description:
        "Orders connected to production scheduling, materials and work in progress tracked as they move, so the shop floor and the office share one picture of what ships this week.",
      icon: FactoryIcon,
    },
  ],
} satisfies CardGridContent;

export const process = {
  heading: {
    eyebrow: "How we work",
    title: "Our four-step automation process",
    intro: "A clear path from the first conversation to automations your team relies on.",
  },
  steps: [
    {
      title: "Discover",
      description:
        "We sit down with the people who do the work, map each process step by step, and measure where the hours and the errors really are.",
      icon: SearchIcon,
    },
    {
      title: "Design",
      description:
        "We choose the tools, design the automated workflow and agree on what success means in hours saved and errors avoided, before anything is built.",
      icon: CompassIcon,
    },
    {
      title: "Build and launch",
      description: `We build, test with your real data and train your team. Simple automations go live in ${claims.simpleAutomationWeeks}; integrations across several systems take ${claims.integrationWeeks}.`,
      icon: RocketIcon,
    },
    {
      title: "Monitor and improve",
      description:
        "We watch every automation in production, fix anything that breaks, and report the time and money saved, so you know what is worth automating next.",
      icon: LineChartIcon,
    },
  ],
} satisfies StepsContent;

export const roiBenefits = {
  heading: {
    eyebrow: "ROI benefits",
    title: "What automation gives back",
    intro: "The outcomes we design every project around, and measure after launch.",
  },
  items: [
    {
      title: `${claims.costReduction} cost reduction`,
      description:
        "Less time spent on each invoice, order and report, and fewer mistakes to find and fix afterwards.",
    },
    {
      title: `${claims.hoursSavedWeekly} hours saved weekly`,
      description:
        "Time your team gets back for customers, for sales and for the work only people can do.",
    },
    {
      title: `Payback in ${claims.paybackMonths}`,
      description:
        "Projects are scoped so that the savings cover the investment within months, not years.",
    },
    {
      title: `${claims.accuracyImprovement} accuracy improvement`,
      description:
        "Data entered once and checked automatically stops typos from spreading into invoices, orders and reports.",
    },
    {
      title: `${claims.manualWorkReduction} manual-work reduction`,
      description:
        "Copying, checking, chasing and reconciling are handled by the system, and your people handle the exceptions.",
    },
    {
      title: `Live in ${claims.simpleAutomationWeeks}`,
      description: `Simple automations start saving time within weeks; integrations that connect several systems take ${claims.integrationWeeks}.`,
    },
  ],
} satisfies BenefitListContent;

export const related = {
  heading: {
    eyebrow: "Keep exploring",
    title: "Related services",
  },
  links: [
    {
      title: "Custom Software Development",
      description:
        "When no off-the-shelf tool fits your process, we build one that does, and you own the code.",
      to: "/custom-development",
    },
    {
      title: "System Integration",
      description:
        "Connect the CRM, accounting and e-commerce tools you already pay for, so data is entered once.",
      to: "/system-integration",
    },
    {
      title: "Business Process Audit",
      description:
        "Not sure where to start? An audit maps your workflows and ranks every opportunity by return.",
      // As the spec states: the server answers this path with a redirect to /process-audit.
      to: "/business-process-audit",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "Find the hours hiding in your week",
  description:
    "Tell us which process frustrates your team the most. We review every request within 2 business hours and follow up with a free 30-minute strategy consultation to show you what automating it would take.",
  actions: [
    { kind: "contact", label: "Get Your Automation Plan", source: "service" },
    bookFreeCall("service"),
  ],
} satisfies CallToActionContent;

/** Client results: a testimonial and case-study results, read from their own modules. */
export const clientResults = {
  heading: {
    eyebrow: "Client results",
    title: "What process automation changed for our clients",
    intro:
      "A physical therapy practice on the Eastside automated its reminders, waitlist and intake. Two of our case studies show the same approach in field services and manufacturing.",
  },
  testimonial: getTestimonial("eastside-physical-therapy"),
  testimonialLink: fullStoryLink,
  results: [
    caseStudyResult("/service-industry", 0),
    caseStudyResult("/manufacturing-automation", 1),
  ],
} satisfies CaseStudyResultsContent;

const implementation = pricingPackage("Strategic Implementation");

/** The price: the hero's label, and what sets it for this service. */
export const price = {
  heading: priceHeading,
  label: hero.priceLabel,
  note: `Most projects fit our ${implementation.name} package (${implementation.price}, ${implementation.duration}): your highest-impact workflows designed, built and launched, with ${pricing.implementation.supportMonths} months of support after launch.`,
} satisfies PriceContent;

/** The page as ServicePage.astro lays it out: the sections this service adds come between proof and price. */
export const service = {
  hero,
  offer: whatWeAutomate,
  process,
  clientResults,
  sections: [
    { kind: "benefits", ...roiBenefits },
    { kind: "benefits", ...challenges, marker: "problem" },
    { kind: "cards", ...industrySolutions },
    { kind: "prose", ...whyItMatters },
  ],
  price,
  related,
  callToAction,
} satisfies ServicePageContent;
