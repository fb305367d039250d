import {
  BarChart3Icon,
  CalendarIcon,
  CheckCircle2Icon,
  ClockIcon,
  FileTextIcon,
  GitMergeIcon,
  MailIcon,
  PackageIcon,
  PlugIcon,
  ReceiptIcon,
  RefreshCwIcon,
  RouteIcon,
  TargetIcon,
  TrendingUpIcon,
  ZapIcon,
} from "lucide-react";
import { claims } from "~/collections/facts";
import type { AssessmentPageContent } from "~/components/templates/sections";
import type {
  Action,
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  HeroContent,
  StepsContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";

const contactAction = {
  kind: "contact",
  label: "Request Your Automation Review",
  source: "assessment",
} satisfies Action;

export const hero = {
  eyebrow: "Process Analysis",
  title: "Automation Opportunity Review",
  lead: "A focused review of the repetitive tasks in your business, with a clear answer for each one: automate now, automate later, or leave it alone, and what it is worth.",
  actions: [contactAction],
} satisfies HeroContent;

export const whatWeReview = {
  heading: {
    eyebrow: "What we review",
    title: "The repetitive work worth a second look",
    intro:
      "We focus on tasks that follow rules, happen often and already live in software. Those are the natural candidates for automation.",
  },
  items: [
    {
      title: "Data entry",
      description:
        "Copying orders, timesheets or contact details from emails and web forms into your accounting system or CRM.",
      icon: FileTextIcon,
    },
    {
      title: "Invoicing and payments",
      description:
        "Creating invoices, sending reminders, matching payments to invoices and keeping the books up to date.",
      icon: ReceiptIcon,
    },
    {
      title: "Scheduling and reminders",
      description:
        "Booking appointments and jobs, confirming them and reminding customers before they forget.",
      icon: CalendarIcon,
    },
    {
      title: "Inventory reorders",
      description:
        "Counting stock, spotting low levels and raising purchase orders before a best-seller runs out.",
      icon: PackageIcon,
    },
    {
      title: "Reporting",
      description:
        "The weekly sales, labor or job-costing report someone builds by hand from three different exports.",
      icon: BarChart3Icon,
    },
    {
      title: "Customer messages",
      description:
        "Routine replies, order updates, review requests and follow-ups that go out late, or not at all.",
      icon: MailIcon,
    },
  ],
} satisfies CardGridContent;

export const scoring = {
  heading: {
    eyebrow: "How we score",
    title: "Six factors decide what gets automated first",
    intro:
      "Every task is scored on the same six factors, so the ranking is transparent and you can challenge any part of it.",
  },
  items: [
    {
      title: "Frequency",
      description:
        "How often the task happens. Something done forty times a day scores higher than a monthly chore.",
      icon: RefreshCwIcon,
    },
    {
      title: "Time per task",
      description:
        "Minutes spent each time. Multiplied by frequency, it gives the weekly hours at stake.",
      icon: ClockIcon,
    },
    {
      title: "Error rate",
      description:
        "How often the task goes wrong and what a mistake costs: a wrong price, a missed reorder, a double-booked crew.",
      icon: TargetIcon,
    },
    {
      title: "Complexity",
      description:
        "How many rules, exceptions and judgment calls the task involves. Simpler tasks are cheaper and safer to automate.",
      icon: GitMergeIcon,
    },
    {
      title: "System readiness",
      description:
        "Whether your tools can connect to each other, or the data is trapped in paper, PDFs or an old desktop program.",
      icon: PlugIcon,
    },
    {
      title: "Business impact",
      description:
        "The effects beyond hours saved: faster payment, happier customers and fewer late nights for your team.",
      icon: TrendingUpIcon,
    },
  ],
} satisfies CardGridContent;

export const verdicts = {
  heading: {
    eyebrow: "Clear answers",
    title: "Every task gets one of three verdicts",
    intro:
      "No open-ended lists of ideas. For each task you learn what to do, roughly when, and why.",
  },
  items: [
    {
      title: "Automate now",
      description: `High-value, low-complexity tasks such as reminders, invoice creation and form-to-spreadsheet entry. Simple automations like these typically take ${claims.simpleAutomationWeeks}.`,
      icon: ZapIcon,
    },
    {
      title: "Plan it",
      description: `Valuable work that needs systems connected first, such as syncing your online store, inventory and accounting. Integrations like these typically take ${claims.integrationWeeks}.`,
      icon: RouteIcon,
    },
    {
      title: "Leave it alone",
      description:
        "Tasks that are rare, quick already or full of judgment calls. We tell you plainly when automation would cost more than it saves.",
      icon: CheckCircle2Icon,
    },
  ],
} satisfies CardGridContent;

export const reviewProcess = {
  heading: {
    eyebrow: "The review process",
    title: "How the review runs",
    intro:
      "Short, structured sessions with your team, followed by analysis on our side. You see every number we use.",
  },
  steps: [
    {
      title: "List the tasks",
      description:
        "With your staff, we list the repetitive tasks across the teams in scope, one short session per team.",
    },
    {
      title: "Measure",
      description:
        "For each task we capture frequency, time per task and error rate, from your systems and from the people who do the work.",
    },
    {
      title: "Score",
      description:
        "Every task is scored on the six factors and checked against the tools you already pay for.",
    },
    {
      title: "Estimate",
      description:
        "We estimate the hours and dollars each top opportunity returns, and what it would take to build.",
    },
    {
      title: "Recommend",
      description:
        "You get the ranked list and a walkthrough, with a clearly scoped first project if you want to move ahead.",
    },
  ],
} satisfies StepsContent;

export const whatYouReceive = {
  heading: {
    eyebrow: "What you receive",
    title: "Everything you need to decide",
    intro: `Plain-language findings you can act on, aimed at the results we work toward on every project: costs down ${claims.costReduction} and ${claims.hoursSavedWeekly} hours a week back for your team.`,
  },
  items: [
    {
      title: "Task inventory",
      description:
        "Every repetitive task we found, who does it and how often, in one sortable list.",
    },
    {
      title: "Opportunity scorecard",
      description: "Scores on all six factors for each task, with our reasoning written down.",
    },
    {
      title: "Savings estimates",
      description:
        "Hours per week and dollars per year for the top opportunities, with assumptions you can check.",
    },
    {
      title: "A verdict for every task",
      description: "Automate now, plan it, or leave it alone, so nothing is left hanging.",
    },
    {
      title: "Recommended first project",
      description:
        "A scoped quick win you can start right away, with a timeline and what it needs from your team.",
    },
    {
      title: "Honest advice on tools",
      description:
        "Where an off-the-shelf tool you already own will do the job, and where a custom build is worth it.",
    },
  ],
} satisfies BenefitListContent;

export const callToAction = {
  title: "Find out what is worth automating",
  description:
    "Send us the tasks that eat your week. We will review them and tell you straight which to automate now, which to plan for and which to leave alone.",
  actions: [contactAction, bookFreeCall("assessment")],
} satisfies CallToActionContent;

/** The page as AssessmentPage.astro lays it out: the sections this assessment adds come before the comparison. */
export const assessment = {
  hero,
  howItWorks: { process: reviewProcess, deliverable: whatYouReceive },
  sections: [
    { kind: "cards", ...whatWeReview },
    { kind: "cards", ...scoring },
    { kind: "cards", ...verdicts },
  ],
  callToAction,
} satisfies AssessmentPageContent;
