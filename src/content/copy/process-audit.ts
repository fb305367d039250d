import {
  ClockIcon,
  DatabaseIcon,
  DollarSignIcon,
  RefreshCwIcon,
  UsersIcon,
  WorkflowIcon,
} from "lucide-react";
import { claims } from "~/collections/facts";
import type { AssessmentPageContent } from "~/components/templates/sections";
import type {
  Action,
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  HeroContent,
  StatsContent,
  StepsContent,
  TagListContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";

const contactAction = {
  kind: "contact",
  label: "Schedule Your Process Audit",
  source: "assessment",
} satisfies Action;

export const hero = {
  eyebrow: "Process Analysis",
  title: "Business Process Audit",
  lead: "Before you automate anything, know where the time goes. Our audit maps your core workflows, measures the bottlenecks and ranks every automation opportunity by return.",
  actions: [contactAction],
} satisfies HeroContent;

export const analysisAreas = {
  heading: {
    eyebrow: "What we analyze",
    title: "Six things we measure in every audit",
    intro:
      "We look at how work actually gets done, not how the org chart says it should. Every area is measured, not guessed.",
  },
  items: [
    {
      title: "Workflows and handoffs",
      description:
        "We trace each process from start to finish: who touches it, which tools it passes through and where it sits waiting for someone to pick it up.",
      icon: WorkflowIcon,
    },
    {
      title: "Time and labor",
      description:
        "How many hours each task takes every week, and who does it. Five minutes a task, sixty times a day, is five hours of someone's day.",
      icon: ClockIcon,
    },
    {
      title: "Systems and data",
      description:
        "Which apps you use, which of them can talk to each other, and where the same customer or order gets typed into two or three places.",
      icon: DatabaseIcon,
    },
    {
      title: "Errors and rework",
      description:
        "Where mistakes creep in (wrong quantities, missed invoices, double-booked crews) and what it costs to find and fix them.",
      icon: RefreshCwIcon,
    },
    {
      title: "Process costs",
      description:
        "The labor, software and error costs of each process, so every recommendation comes with a dollar figure attached.",
      icon: DollarSignIcon,
    },
    {
      title: "Customer impact",
      description:
        "Where slow quotes, late follow-ups or missed messages cost you customers, and which fixes your customers will notice first.",
      icon: UsersIcon,
    },
  ],
} satisfies CardGridContent;

export const auditSteps = {
  heading: {
    eyebrow: "How the audit works",
    title: "Five steps from walkthrough to ranked plan",
    intro:
      "We work around your schedule. Your team's part is a few conversations and access to the tools you already use; the legwork is ours.",
  },
  steps: [
    {
      title: "Kickoff and goals",
      description:
        "We agree on what matters most to you (cash flow, capacity, fewer mistakes or faster service) and which processes are in scope.",
    },
    {
      title: "Walkthroughs and interviews",
      description:
        "We sit with the people who do the work and watch real tasks: entering an order, sending an invoice, building the weekly sales report.",
    },
    {
      title: "Map and measure",
      description:
        "Each process becomes a clear map with time, volume and error rates noted at every step, so the bottlenecks are visible at a glance.",
    },
    {
      title: "Score and rank",
      description:
        "Every opportunity is scored for savings, effort and risk, then ranked so you can see which fixes pay back fastest.",
    },
    {
      title: "Review and recommend",
      description:
        "We walk you through the findings in plain language, answer your questions and hand over a roadmap you can act on with us or on your own.",
    },
  ],
} satisfies StepsContent;

export const businessAreas = {
  heading: {
    eyebrow: "Where we look",
    title: "Business areas we audit",
    intro:
      "Most small businesses lose time in the same few places. You choose the areas that hurt most; we audit those first.",
  },
  groups: [
    {
      name: "Finance & accounting",
      tags: [
        "Invoicing",
        "Accounts payable",
        "Expense approvals",
        "Bank reconciliation",
        "Month-end close",
        "Payroll prep",
      ],
    },
    {
      name: "Sales & CRM",
      tags: [
        "Lead capture",
        "Quotes and proposals",
        "Follow-up reminders",
        "CRM data entry",
        "Pipeline reporting",
      ],
    },
    {
      name: "Operations",
      tags: [
        "Job scheduling",
        "Dispatch",
        "Work orders",
        "Quality checks",
        "Equipment maintenance",
      ],
    },
    {
      name: "Customer service",
      tags: [
        "Inquiry routing",
        "Appointment reminders",
        "Order status updates",
        "Reviews and feedback",
      ],
    },
    {
      name: "HR & onboarding",
      tags: ["New-hire paperwork", "Account setup", "Timesheets", "Time-off requests", "Training"],
    },
    {
      name: "Inventory & purchasing",
      tags: ["Stock counts", "Reorder points", "Purchase orders", "Receiving", "Vendor management"],
    },
    {
      name: "Marketing",
      tags: ["Email campaigns", "Social media posting", "Lead source tracking", "Promotions"],
    },
    {
      name: "Reporting & analytics",
      tags: ["Weekly sales reports", "KPI dashboards", "Job costing", "Cash-flow forecasts"],
    },
  ],
} satisfies TagListContent;

export const deliverables = {
  heading: {
    eyebrow: "What you receive",
    title: "Audit deliverables",
    intro:
      "Everything is written for owners and managers, not engineers. You keep all of it, whether or not you hire us for the next step.",
  },
  items: [
    {
      title: "Current-state process maps",
      description:
        "A clear picture of each audited workflow, with every step, handoff and system labeled.",
    },
    {
      title: "Bottleneck and cost report",
      description:
        "Where time, money and accuracy are lost, measured in hours per week and dollars per year.",
    },
    {
      title: "Ranked opportunity list",
      description:
        "Each automation opportunity scored for savings, effort and risk, in the order we would tackle them.",
    },
    {
      title: "Savings estimate",
      description:
        "Projected savings for the top opportunities, with every assumption written out so you can check our math.",
    },
    {
      title: "Tool recommendations",
      description:
        "Which of your current tools can do more, and where a new tool or integration would earn its keep.",
    },
    {
      title: "Next-step roadmap",
      description:
        "A phased plan that puts quick wins first, so you see results before committing to bigger projects.",
    },
  ],
} satisfies BenefitListContent;

export const auditValue = {
  heading: {
    eyebrow: "Why audit first",
    title: "What an audit is worth",
    intro:
      "An audit pays for itself by pointing your budget at the work that returns the most, before a single automation is built.",
  },
  stats: [
    { value: claims.auditSavings, label: "Typical savings an audit uncovers" },
    { value: claims.hoursSavedWeekly, label: "Hours saved weekly once automated" },
    { value: claims.paybackMonths, label: "Typical payback on the work that follows" },
  ],
} satisfies StatsContent;

export const benefits = {
  heading: {
    eyebrow: "Benefits",
    title: "Why owners start with an audit",
    intro: `Audits typically uncover savings of ${claims.auditSavings} in the processes we review. Just as valuable is knowing what not to spend money on.`,
  },
  items: [
    {
      title: "Spend where it counts",
      description:
        "You invest in the automations with the biggest return instead of whichever tool had the best sales pitch.",
    },
    {
      title: "Fix before you automate",
      description:
        "Automating a broken process only makes mistakes faster. The audit straightens the process out first.",
    },
    {
      title: "One picture for the whole team",
      description:
        "Everyone sees the same map, which ends the “that’s not how we do it” debates and speeds up every decision after.",
    },
    {
      title: "No lock-in",
      description:
        "The findings are yours. Act on them with us, with another partner or with your own staff.",
    },
  ],
} satisfies BenefitListContent;

export const callToAction = {
  title: "Find out where your week is going",
  description:
    "Tell us which processes frustrate you most. We will scope an audit around them and show you, in hours and dollars, what is worth automating first.",
  actions: [contactAction, bookFreeCall("assessment")],
} satisfies CallToActionContent;

/** The page as AssessmentPage.astro lays it out: the sections this assessment adds come before the comparison. */
export const assessment = {
  hero,
  howItWorks: { process: auditSteps, deliverable: deliverables },
  sections: [
    { kind: "cards", ...analysisAreas },
    { kind: "tags", ...businessAreas },
    { kind: "stats", ...auditValue },
    { kind: "benefits", ...benefits },
  ],
  callToAction,
} satisfies AssessmentPageContent;
