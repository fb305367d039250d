import {
  BarChart3Icon,
  ClockIcon,
  GaugeIcon,
  LayersIcon,
  MessageSquareIcon,
  RefreshCwIcon,
} from "lucide-react";
import { claims, site } from "~/collections/facts";
import type { AssessmentPageContent } from "~/components/templates/sections";
import type {
  Action,
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  FaqContent,
  HeroContent,
  ProseContent,
  StepsContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";

const contactAction = {
  kind: "contact",
  label: "Get Your Efficiency Assessment",
  source: "assessment",
} satisfies Action;

export const hero = {
  eyebrow: "Process Analysis",
  title: "Operational Efficiency Assessment",
  lead: `Find the hours and dollars leaking out of your operations. Our efficiency assessment measures how work gets done today and shows where you can save ${claims.efficiencySavings}.`,
  actions: [contactAction],
  stats: [
    { value: claims.efficiencySavings, label: "Typical savings uncovered" },
    { value: claims.hoursSavedWeekly, label: "Hours saved weekly" },
    { value: claims.paybackMonths, label: "Typical payback" },
  ],
} satisfies HeroContent;

export const whyItMatters = {
  heading: {
    eyebrow: "Why it matters",
    title: "Inefficiency hides in ordinary days",
  },
  paragraphs: [
    "Nobody schedules an hour a day for retyping orders, chasing approvals or hunting for the latest version of a spreadsheet. It just happens, a few minutes at a time, until your best people spend their afternoons on work that adds nothing.",
    "An efficiency assessment puts numbers on that drift. We measure how long routine work takes, how often it has to be redone and what it costs, then show you which changes free up the most time. Some fixes are automations. Others are as simple as one fewer approval step or a shared checklist.",
    `Since ${site.foundingYear} we have worked with ${site.clientCount} businesses around Seattle, from retail shops to service companies with crews on the road. Efficiency assessments typically uncover savings of ${claims.efficiencySavings}, and the biggest wins are often in work nobody thought to question.`,
  ],
} satisfies ProseContent;

export const whatWeAssess = {
  heading: {
    eyebrow: "What we assess",
    title: "Where we look for lost time and money",
    intro:
      "We assess the whole operation, not just the software, because the slowest part of a process is often a person waiting on another person.",
  },
  items: [
    {
      title: "Time use",
      description:
        "Where staff hours go each week, task by task, including the work that never made it into a job description.",
      icon: ClockIcon,
    },
    {
      title: "Workflow speed",
      description:
        "How long it takes to turn an order into an invoice, a lead into a quote or a service request into a scheduled job.",
      icon: GaugeIcon,
    },
    {
      title: "Rework and errors",
      description:
        "How often work is corrected, re-entered or redone, and what each mistake costs to catch and fix.",
      icon: RefreshCwIcon,
    },
    {
      title: "Software and tools",
      description:
        "The apps you pay for, the features you actually use, and the places where two tools do the same job or none does.",
      icon: LayersIcon,
    },
    {
      title: "Handoffs and communication",
      description:
        "Where work waits in an inbox, gets lost between shifts or depends on one person remembering to pass it on.",
      icon: MessageSquareIcon,
    },
    {
      title: "Reporting",
      description:
        "How long it takes to answer simple questions like “what did we sell last week?”, and how much you trust the answer.",
      icon: BarChart3Icon,
    },
  ],
} satisfies CardGridContent;

export const howItWorks = {
  heading: {
    eyebrow: "How it works",
    title: "From first conversation to ranked plan",
    intro:
      "A structured assessment that fits around your business hours, with short sessions for your team and most of the analysis done on our side.",
  },
  steps: [
    {
      title: "Scope",
      description:
        "We pick the processes that cost you the most time or cause the most frustration, often billing, scheduling and purchasing.",
    },
    {
      title: "Observe and measure",
      description:
        "We watch the work and pull data from your systems to set a baseline: time per task, volume, error rates and cost.",
    },
    {
      title: "Analyze",
      description:
        "We separate the work that creates value from waiting, rework and duplicate entry, and put a dollar figure on each.",
    },
    {
      title: "Design improvements",
      description:
        "For each problem we propose the simplest fix that works: an automation, a process change or better use of a tool you already own.",
    },
    {
      title: "Present and prioritize",
      description:
        "You get a ranked plan with expected savings, effort and timing, and we walk through it with you and your managers.",
    },
  ],
} satisfies StepsContent;

export const whatYouReceive = {
  heading: {
    eyebrow: "What you receive",
    title: "A clear picture and a plan to act on",
    intro: "Plain-language deliverables you can use straight away, with us or without us.",
  },
  items: [
    {
      title: "Efficiency scorecard",
      description: "A one-page summary of where your operation stands today, process by process.",
    },
    {
      title: "Baseline measurements",
      description:
        "Time, volume, error and cost figures for every process we assessed, so you can measure improvement later.",
    },
    {
      title: "Savings breakdown",
      description:
        "Where the savings are, how we calculated them and which ones you can capture fastest.",
    },
    {
      title: "Prioritized action plan",
      description:
        "Quick wins you can start this month, plus larger improvements ranked by return.",
    },
    {
      title: "Automation shortlist",
      description: `Tasks worth automating, flagged as simple builds (typically ${claims.simpleAutomationWeeks}) or integration projects (typically ${claims.integrationWeeks}).`,
    },
    {
      title: "Walkthrough session",
      description:
        "A working session with you and your managers to review the findings and agree on next steps.",
    },
  ],
} satisfies BenefitListContent;

export const faq = {
  heading: {
    eyebrow: "Questions",
    title: "Efficiency assessment FAQ",
  },
  items: [
    {
      question: "How is this different from a process audit?",
      answer:
        "A process audit maps specific workflows in depth and ranks automation opportunities. An efficiency assessment looks wider, at how your whole operation uses time, tools and people, and recommends process changes as well as automation. Not sure which fits? We will tell you on a free 30-minute call.",
    },
    {
      question: "Will it disrupt my team?",
      answer:
        "Very little. We schedule short observation sessions and interviews around your busy periods and pull as much as we can from the systems you already use.",
    },
    {
      question: "What do you need from us?",
      answer:
        "One point person, access to reports or exports from your key tools, and a few hours of your team's time spread across the assessment.",
    },
    {
      question: "Do we have to automate anything afterwards?",
      answer:
        "No. The plan is yours to keep. Many improvements need no new software at all, and your team can put them in place on its own.",
    },
  ],
} satisfies FaqContent;

export const callToAction = {
  title: "Put a number on your inefficiency",
  description: `Tell us which processes slow you down. We will scope an assessment that measures them and shows where savings of ${claims.efficiencySavings} could come from.`,
  actions: [contactAction, bookFreeCall("assessment")],
} satisfies CallToActionContent;

/** The page as AssessmentPage.astro lays it out: the sections this assessment adds come before the comparison. */
export const assessment = {
  hero,
  howItWorks: { process: howItWorks, deliverable: whatYouReceive },
  sections: [
    { kind: "cards", ...whatWeAssess },
    { kind: "prose", ...whyItMatters },
    { kind: "faq", ...faq },
  ],
  callToAction,
} satisfies AssessmentPageContent;
