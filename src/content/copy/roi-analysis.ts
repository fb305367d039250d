import {
  CalendarIcon,
  ClockIcon,
  DollarSignIcon,
  TrendingDownIcon,
  TrendingUpIcon,
  UsersIcon,
} from "lucide-react";
import { claims } from "~/collections/facts";
import type { AssessmentPageContent } from "~/components/templates/sections";
import type {
  Action,
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  HeroContent,
  LinkCardsContent,
  ProseContent,
  StepsContent,
} from "~/components/types";

const contactAction = {
  kind: "contact",
  label: "Get Your ROI Analysis",
  source: "assessment",
} satisfies Action;

const calculatorAction = {
  kind: "link",
  label: "Try the ROI Calculator",
  to: "/roi-calculator",
} satisfies Action;

export const hero = {
  eyebrow: "Process Analysis",
  title: "Automation ROI Analysis",
  lead: "Know the return before you spend a dollar. We model the labor, error and time costs of your current processes and show exactly what automation pays back, and when.",
  actions: [contactAction, calculatorAction],
  stats: [
    { value: claims.paybackMonths, label: "Average payback" },
    { value: claims.averageRoi, label: "Average ROI" },
    { value: claims.roiAnalysisCostReduction, label: "Cost reduction" },
  ],
} satisfies HeroContent;

export const coverage = {
  heading: {
    eyebrow: "What the analysis covers",
    title: "Every cost, and every dollar of return",
    intro:
      "We build the model from your own numbers: the same inputs as our free ROI calculator, measured properly and checked with your team.",
  },
  items: [
    {
      title: "Labor costs",
      description:
        "Hours your staff spend on manual work such as data entry, invoicing and scheduling, at their fully loaded hourly cost.",
      icon: UsersIcon,
    },
    {
      title: "Error costs",
      description:
        "Credits, refunds, write-offs and rework caused by typos, missed steps and out-of-date information.",
      icon: TrendingDownIcon,
    },
    {
      title: "Time-waste costs",
      description:
        "Waiting, searching and chasing: the minutes lost to slow approvals, missing files and entering the same data twice.",
      icon: ClockIcon,
    },
    {
      title: "Automation investment",
      description:
        "Build, software subscriptions, training and your team's time during rollout, added up in one honest figure.",
      icon: DollarSignIcon,
    },
    {
      title: "Payback period",
      description:
        "How long until the savings cover the investment, so you can plan cash flow around it.",
      icon: CalendarIcon,
    },
    {
      title: "ROI and net benefit",
      description:
        "Return on investment and first-year net benefit, shown for a cautious case as well as the expected one.",
      icon: TrendingUpIcon,
    },
  ],
} satisfies CardGridContent;

export const workedExample = {
  heading: {
    eyebrow: "A worked example",
    title: "Small tasks, real money",
  },
  paragraphs: [
    "Say your office manager spends 6 hours a week keying vendor invoices into your accounting software, at a loaded cost of $30 an hour. That is $9,360 a year for one task, before counting the late fees on invoices that slip through.",
    "Now add the sales report that takes every Friday afternoon, and the reorder emails someone sends by hand when a shelf looks low. Each one looks minor on its own. Together they can add up to a part-time salary.",
    `An ROI analysis puts those costs side by side with what it takes to automate them. Our clients typically see payback in ${claims.paybackMonths}; the analysis tells you whether your project will, before you commit.`,
    "Want a rough figure first? Our free ROI calculator gives you an estimate in about a minute. The analysis replaces those estimates with measured numbers from your own business.",
  ],
} satisfies ProseContent;

export const method = {
  heading: {
    eyebrow: "Our method",
    title: "How we build your ROI analysis",
    intro:
      "Conservative assumptions, your real numbers, and every step written down so you can check it.",
  },
  steps: [
    {
      title: "Collect the numbers",
      description:
        "We gather wages, task volumes, error records and software costs from your books, with your bookkeeper's help where needed.",
    },
    {
      title: "Measure the baseline",
      description:
        "We time the key tasks and count how often they happen, so savings rest on how your business runs, not on industry averages.",
    },
    {
      title: "Model the savings",
      description:
        "For each process we estimate the efficiency gain, error reduction and time saved that automation would deliver.",
    },
    {
      title: "Price the investment",
      description:
        "We scope the build and price it, including software and training, so the cost side is as solid as the savings.",
    },
    {
      title: "Calculate and review",
      description:
        "Annual savings, ROI, payback and first-year net benefit, reviewed with you line by line before the report is final.",
    },
  ],
} satisfies StepsContent;

export const deliverables = {
  heading: {
    eyebrow: "Deliverables",
    title: "What you receive",
    intro: "A business case you can act on, share with a partner or take to your accountant.",
  },
  items: [
    {
      title: "ROI report",
      description:
        "Annual savings, ROI percentage, payback period and first-year net benefit for each recommended automation.",
    },
    {
      title: "Cost baseline",
      description:
        "What your current processes cost in labor, errors and wasted time, documented so you can track the improvement.",
    },
    {
      title: "Editable model",
      description:
        "The spreadsheet behind the numbers, so you can change any assumption and see the result yourself.",
    },
    {
      title: "Scenario comparison",
      description:
        "Cautious and expected cases side by side, so you know the downside before you commit.",
    },
    {
      title: "Itemized investment",
      description: "Build, software and training costs listed separately, with nothing buried.",
    },
    {
      title: "Priority recommendation",
      description:
        "Which automation to start with for the fastest payback, and what should follow it.",
    },
  ],
} satisfies BenefitListContent;

export const related = {
  heading: {
    eyebrow: "Run the numbers yourself",
    title: "Start with a quick estimate",
    intro:
      "Not ready to talk yet? Try the free ROI calculator for a first estimate, then bring your numbers to the analysis.",
  },
  links: [
    {
      title: "ROI Calculator",
      description:
        "Enter your labor, error and time-waste costs and see estimated savings, ROI and payback in about a minute.",
      to: calculatorAction.to,
    },
    {
      title: "Implementation Roadmap",
      description:
        "How an approved business case becomes a working automation, in four phases with clear milestones.",
      to: "/implementation-roadmap",
    },
    {
      title: "Pricing",
      description: `Packages and add-ons with clear prices, backed by our guarantee of a positive return within ${claims.roiGuaranteeMonths} months.`,
      to: "/pricing",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "Know your return before you invest",
  description:
    "Share a few numbers about the processes you want to automate and we will build an ROI analysis around them, with every assumption written out.",
  actions: [contactAction, calculatorAction],
} satisfies CallToActionContent;

/** The page as AssessmentPage.astro lays it out: the sections this assessment adds come before the comparison. */
export const assessment = {
  hero,
  howItWorks: { process: method, deliverable: deliverables },
  sections: [
    { kind: "cards", ...coverage },
    { kind: "prose", ...workedExample },
    { kind: "links", ...related },
  ],
  callToAction,
} satisfies AssessmentPageContent;
