import {
  CalendarIcon,
  DollarSignIcon,
  LineChartIcon,
  ShieldCheckIcon,
  TargetIcon,
  UsersIcon,
} from "lucide-react";
import { claims } from "~/collections/facts";
import type { AssessmentPageContent } from "~/components/templates/sections";
import type {
  Action,
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  FaqContent,
  HeroContent,
  Phase,
  PhasesContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";

const contactAction = {
  kind: "contact",
  label: "Get Your Roadmap",
  source: "assessment",
} satisfies Action;

/** Foundation + Development + Testing & Training; Launch & Support is ongoing. */
const typicalTimeline = claims.roadmapTimeline;

const foundation = {
  title: "Foundation",
  duration: "2-4 weeks",
  description:
    "We confirm your goals, map the processes in scope and design the solution, so everyone agrees on what “done” looks like before anything is built.",
  tasks: [
    "Kickoff workshop with owners and key staff",
    "Process mapping and baseline measurements",
    "Success measures and sign-off criteria",
    "Solution design and tool selection",
    "Secure access to the systems and data involved",
  ],
} satisfies Phase;

const development = {
  title: "Development",
  duration: "4-8 weeks",
  description:
    "We build the automations and integrations in short cycles and show you working pieces along the way, not one big reveal at the end.",
  tasks: [
    "Build the automations and system integrations",
    "Clean and migrate the data they rely on",
    "Demo working progress at every check-in",
    "Alerts and handling for exceptions and errors",
    "Documentation written as we build",
  ],
} satisfies Phase;

const testingAndTraining = {
  title: "Testing & Training",
  duration: "2-3 weeks",
  description:
    "We test with real scenarios from your business and train the people who will use the system every day, so launch day is uneventful.",
  tasks: [
    "Testing with real orders, invoices and schedules",
    "Acceptance testing with your team",
    "Hands-on training sessions for each role",
    "Quick-reference guides for daily tasks",
    "Go-live checklist and fallback plan",
  ],
} satisfies Phase;

const launchAndSupport = {
  title: "Launch & Support",
  duration: "ongoing",
  description:
    "We switch the new workflows on, watch them closely through the first weeks and keep improving them as your business changes.",
  tasks: [
    "Staged go-live with close monitoring",
    "Fixes and fine-tuning after launch",
    "Results measured against the baseline",
    "Regular check-ins with ideas for the next improvement",
    "Help for new staff and new processes",
  ],
} satisfies Phase;

export const hero = {
  eyebrow: "Process Analysis",
  title: "Implementation Roadmap",
  lead: "A step-by-step plan that takes your automation from idea to daily use in four phases, with clear timelines, owners and milestones at every stage.",
  actions: [contactAction],
  stats: [
    { value: "4", label: "Phases" },
    { value: typicalTimeline, label: "Typical timeline" },
    { value: claims.roadmapSuccessRate, label: "Success rate" },
  ],
} satisfies HeroContent;

export const phases = {
  heading: {
    eyebrow: "The four phases",
    title: "From first workshop to everyday use",
    intro:
      "Each phase ends with a milestone you sign off on before the next one begins, so you always know where the project stands.",
  },
  phases: [foundation, development, testingAndTraining, launchAndSupport],
} satisfies PhasesContent;

export const roadmapContents = {
  heading: {
    eyebrow: "What your roadmap includes",
    title: "A plan you can hold us to",
    intro:
      "Your roadmap is a short, practical document, not a slide deck. It answers the questions owners ask before they commit.",
  },
  items: [
    {
      title: "Scope and priorities",
      description: "Which processes we automate, in what order, and why that order pays off first.",
      icon: TargetIcon,
    },
    {
      title: "Timeline and milestones",
      description: "Dates for each phase and the sign-off point that closes it.",
      icon: CalendarIcon,
    },
    {
      title: "Clear owners",
      description:
        "Who does what on your side and on ours, so nothing stalls on an unclear handoff.",
      icon: UsersIcon,
    },
    {
      title: "Budget by phase",
      description:
        "What each phase costs, so spending tracks progress and there are no surprises at the end.",
      icon: DollarSignIcon,
    },
    {
      title: "Risks and safeguards",
      description:
        "What could slow the project down and how we will handle it, including a fallback for every go-live.",
      icon: ShieldCheckIcon,
    },
    {
      title: "Success measures",
      description:
        "The numbers we track to prove the automation works: hours saved, errors avoided and time to payback.",
      icon: LineChartIcon,
    },
  ],
} satisfies CardGridContent;

export const onTrack = {
  heading: {
    eyebrow: "How we keep projects on track",
    title: "No surprises, no stalled projects",
  },
  items: [
    {
      title: "One shared plan",
      description:
        "Your team and ours work from the same roadmap, updated whenever a decision is made.",
    },
    {
      title: "Regular check-ins",
      description:
        "Short scheduled check-ins show working progress and surface issues while they are still small.",
    },
    {
      title: "Your business keeps running",
      description:
        "We schedule cutovers around month-end and your busy season, and keep the old process available until the new one has proven itself.",
    },
    {
      title: "Changes without chaos",
      description:
        "New requests are weighed against the plan, with their effect on time and cost spelled out before anyone agrees to them.",
    },
  ],
} satisfies BenefitListContent;

export const faq = {
  heading: {
    eyebrow: "Questions",
    title: "Implementation roadmap FAQ",
  },
  items: [
    {
      question: "How long does a typical project take?",
      answer: `The first three phases take ${typicalTimeline} in total: ${foundation.title} ${foundation.duration}, ${development.title} ${development.duration}, ${testingAndTraining.title} ${testingAndTraining.duration}. ${launchAndSupport.title} is ${launchAndSupport.duration}. A single simple automation can be live in ${claims.simpleAutomationWeeks}, while larger system integrations typically take ${claims.integrationWeeks}.`,
    },
    {
      question: "Do we need a roadmap for a small project?",
      answer:
        "A small project gets a short roadmap. Even one automation benefits from agreed goals, a test plan and a go-live checklist; they just take less time to write.",
    },
    {
      question: "What do you need from our team?",
      answer:
        "A decision-maker for sign-offs, the people who do the work today for workshops and testing, and access to the systems involved. We plan around your calendar.",
    },
    {
      question: "What happens after launch?",
      answer: `${launchAndSupport.title} is ${launchAndSupport.duration}: we monitor the automations, fix issues, measure results against the baseline and suggest the next improvements as your business grows. Clients typically see payback in ${claims.paybackMonths}.`,
    },
  ],
} satisfies FaqContent;

export const callToAction = {
  title: "Turn your automation idea into a dated plan",
  description:
    "Tell us what you want to automate. We will map it into four phases with dates, owners and milestones, so you know exactly what happens and when.",
  actions: [contactAction, bookFreeCall("assessment")],
} satisfies CallToActionContent;

/** The page as AssessmentPage.astro lays it out: the sections this assessment adds come before the comparison. */
export const assessment = {
  hero,
  sections: [
    { kind: "phases", ...phases, timeline: true },
    { kind: "cards", ...roadmapContents },
    { kind: "benefits", ...onTrack },
    { kind: "faq", ...faq },
  ],
  callToAction,
} satisfies AssessmentPageContent;
