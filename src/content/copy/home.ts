import { ClockIcon, DollarSignIcon, ShieldCheckIcon, TrendingUpIcon } from "lucide-react";
import { headlineResults } from "~/collections/case-studies/results";
import { claims, priceLabels, site } from "~/collections/facts";
import type { PagePath } from "~/collections/page-list";
import { testimonials as clientTestimonials } from "~/collections/testimonials";
import type {
  CallToActionContent,
  CallToActionPerson,
  CardGridContent,
  CaseStudyResultsContent,
  FaqContent,
  HeroContent,
  LinkCard,
  LinkCardsContent,
  StatsContent,
  StepsContent,
  TestimonialsContent,
} from "~/components/types";
import { founder } from "~/content/copy/about-us";
import { getPage } from "~/lib/page";

export const hero = {
  eyebrow: `Seattle business automation since ${site.foundingYear}`,
  title: "Automate the busywork. Grow the business.",
  lead: `We help Seattle small and mid-size businesses replace manual invoicing, scheduling, data entry and reporting with reliable automation and practical AI, so your team gets back ${claims.hoursSavedWeekly} hours every week.`,
  actions: [
    { kind: "booking", label: "Book Discovery Call", source: "hero" },
    { kind: "contact", label: "Get Free Guide", source: "hero", intent: "guide" },
  ],
} satisfies HeroContent;

export const process = {
  heading: {
    eyebrow: "How it works",
    title: "From first call to running automation in five steps",
    intro: `Every project follows the same path, so you always know what happens next. Simple automations are usually live in ${claims.simpleAutomationWeeks}; projects that connect several systems take ${claims.integrationWeeks}.`,
  },
  steps: [
    {
      title: "Discovery call",
      description:
        "A free 30-minute conversation about where your week goes. Tell us what eats your time, from chasing invoices to re-keying orders, and we will tell you honestly whether automation can help.",
    },
    {
      title: "Process audit",
      description:
        "We sit with the people who do the work and map every step, tool and hand-off, so we automate how your business really runs, not how the org chart says it does.",
    },
    {
      title: "Automation plan",
      description:
        "You get a prioritized plan: which tasks to automate first, what each one costs and the hours it should return. Nothing is built until you approve it.",
    },
    {
      title: "Build and connect",
      description:
        "We connect the software you already use, such as QuickBooks, Square, Shopify or Google Workspace, build what is missing and test each workflow on real data.",
    },
    {
      title: "Launch and support",
      description:
        "We train your team, hand over plain-English instructions and watch the first weeks closely, adjusting the workflows as your business changes.",
    },
  ],
} satisfies StepsContent;

export const benefits = {
  heading: {
    eyebrow: "Why automate",
    title: "What changes when the busywork runs itself",
    intro:
      "Automation is not about replacing people. It takes the repetitive, error-prone work off their plates so they can serve customers and grow the business.",
  },
  items: [
    {
      icon: DollarSignIcon,
      title: "Lower operating costs",
      description: `Clients typically cut the cost of the processes we automate by ${claims.costReduction}: fewer hours of data entry, fewer late payments and fewer missed invoices.`,
    },
    {
      icon: ClockIcon,
      title: "Hours back every week",
      description: `Owners and staff save ${claims.hoursSavedWeekly} hours a week once reminders, schedules and reports run on their own. That is time for customers, hiring or a Saturday off.`,
    },
    {
      icon: ShieldCheckIcon,
      title: "Fewer costly mistakes",
      description:
        "Data typed once flows everywhere it needs to go: no mismatched invoices, double-booked appointments or stock counts that drift away from what is on the shelf.",
    },
    {
      icon: TrendingUpIcon,
      title: "Room to grow",
      description:
        "Automated workflows do not need overtime when orders double. Take on more customers, locations or sales channels with the team you already have.",
    },
  ],
} satisfies CardGridContent;

export const stats = {
  heading: {
    eyebrow: "By the numbers",
    title: "Results Seattle owners can measure",
    intro: `Since ${site.foundingYear} we have automated invoicing, scheduling, inventory and reporting for businesses across Seattle, the Eastside and South King County. Here is what a typical project delivers.`,
  },
  stats: [
    { value: String(site.foundingYear), label: "Founded in Seattle" },
    { value: site.clientCount, label: "Local businesses served" },
    { value: claims.costReduction, label: "Typical cost reduction" },
    { value: claims.hoursSavedWeekly, label: "Hours saved every week" },
    { value: claims.paybackMonths, label: "Typical payback period" },
  ],
} satisfies StatsContent;

/** A card for a service page: its name and address come from the page list. */
const serviceLink = (path: PagePath, description: string): LinkCard => ({
  title: getPage(path).name,
  description,
  to: path,
});

export const services = {
  heading: {
    eyebrow: "Services",
    title: "Start with the work that costs you most",
    intro:
      "Each service stands on its own or fits into a larger roadmap. Not sure which you need? The discovery call will tell you.",
  },
  links: [
    serviceLink(
      "/process-automation",
      "Map and automate repetitive workflows such as invoicing, approvals, order entry and month-end reporting.",
    ),
    serviceLink(
      "/custom-development",
      "Internal tools, customer portals and dashboards built around the way your team works, where off-the-shelf software falls short.",
    ),
    serviceLink(
      "/system-integration",
      "Connect your CRM, accounting, online store and scheduling tools so every order and customer is entered once and stays in sync.",
    ),
    serviceLink(
      "/data-management",
      "Clean, backed-up and well-organized business data, with dashboards that answer questions without a spreadsheet marathon.",
    ),
    serviceLink(
      "/inventory-management",
      "Live stock levels, demand forecasts and automatic reorders, so you stop running out of best-sellers or overbuying slow movers.",
    ),
  ],
} satisfies LinkCardsContent;

export const faq = {
  heading: {
    eyebrow: "FAQ",
    title: "Questions owners ask before they automate",
    intro: "Straight answers to what we hear most. Have another question? Ask it on a free call.",
  },
  items: [
    {
      question: "What kinds of tasks can you automate?",
      answer:
        "Anything repetitive and rule-based. Common examples: sending invoices and payment reminders, booking appointments and confirmations, reordering inventory when stock runs low, syncing orders between your store and your accounting software, and building the weekly sales report. If someone on your team copies data from one screen to another, it is a candidate.",
    },
    {
      question: "How long does a project take?",
      answer: `Simple automations, like invoice reminders or appointment confirmations, are usually live in ${claims.simpleAutomationWeeks}. Projects that connect several systems, such as your point of sale, inventory and accounting, take ${claims.integrationWeeks}. You get a timeline with your plan before any work starts.`,
    },
    {
      question: "What does it cost, and when does it pay for itself?",
      answer: `Every project is quoted up front, after we have seen how you work. System integrations are ${priceLabels.systemIntegration.toLowerCase()} and full process automation projects are ${priceLabels.processAutomation.toLowerCase()}. Most clients see payback in ${claims.paybackMonths}, and we guarantee a positive return within ${claims.roiGuaranteeMonths} months.`,
    },
    {
      question: "Do we have to replace the software we already use?",
      answer:
        "Usually not. We work with the tools you already pay for, such as QuickBooks, Square, Shopify, Google Workspace and Microsoft 365, and connect them so they share data. We only recommend new software when it clearly saves more than it costs, and we explain why.",
    },
    {
      question: "We do not have an IT person. Is that a problem?",
      answer:
        "Not at all; most of our clients do not. We handle the setup, train your staff in plain language and leave written instructions for every workflow. After launch we keep an eye on your automations and are a phone call away when something needs to change.",
    },
    {
      question: "Do you only work with Seattle businesses?",
      answer:
        "We are based in Seattle, and most of our clients are in the city, on the Eastside and in South King County, where we are glad to meet on site. Much of the work happens remotely, so we also help businesses elsewhere in Washington.",
    },
  ],
} satisfies FaqContent;

export const callToAction = {
  title: "Ready to get your hours back?",
  description:
    "Book a free 30-minute discovery call, or tell us which task slows your team down the most. We reply to every request within 2 business hours.",
  actions: [
    { kind: "booking", label: "Book Discovery Call", source: "home" },
    { kind: "contact", label: "Request a Consultation", source: "home" },
  ],
} satisfies CallToActionContent;

/** Who answers the closing call to action: the founder runs most discovery calls. */
export const closingPerson = {
  name: site.founder.name,
  role: site.founder.title,
  note: `${site.founder.name.split(" ")[0]} runs most discovery calls personally. Bring the task that slows your team down the most.`,
  image: { ...founder.member.image, widths: [80, 160, 240] },
} satisfies CallToActionPerson;

export const testimonials = {
  heading: {
    eyebrow: "Client stories",
    title: "What Seattle business owners tell us",
    intro:
      "Four local businesses, in their own words, about the process they automated and what changed. They asked us not to name them; the numbers are theirs, measured before and after.",
  },
  testimonials: clientTestimonials,
  more: {
    label: "Read the four stories in full",
    to: "/blog/seattle-automation-success-stories",
  },
} satisfies TestimonialsContent;

export const caseStudyResults = {
  heading: {
    eyebrow: "Case studies",
    title: "Results from six automation projects",
    intro:
      "The headline number from each case study, measured against the same period before the project. Each card opens the full story: the situation, what we built and the timeline.",
  },
  results: headlineResults,
} satisfies CaseStudyResultsContent;
