import { ChartColumnIcon, ClipboardCheckIcon, TabletIcon, WorkflowIcon } from "lucide-react";
import { bookFreeCall } from "~/content/actions";
import type { ToolIllustration, Workflow } from "~/content/case-study";
import { priceLabels } from "~/content/claims";
import type {
  Action,
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  HeroContent,
  LinkCardsContent,
  ProseContent,
  ResultsContent,
  StepsContent,
} from "~/content/types";

const assessment = {
  kind: "contact",
  label: "Get Your Manufacturing Assessment",
  source: "case-study",
} satisfies Action;

export const hero = {
  eyebrow: "Case Study: Manufacturing",
  title: "Manufacturing Automation",
  lead: "A 200-employee manufacturer with $2.5M in revenue replaced paper travelers and spreadsheet schedules with connected production tracking in 6 months.",
  priceLabel: priceLabels.contactForPricing,
  actions: [assessment],
  stats: [
    {
      value: "200",
      label: "Employees",
    },
    {
      value: "$2.5M",
      label: "Annual revenue",
    },
    {
      value: "6 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;

export const situation = {
  heading: {
    eyebrow: "The client",
    title: "A Kent contract packager running on paper",
  },
  paragraphs: [
    "The client is a family-owned contract packager and light-assembly shop in the Kent valley. It kits, packs and labels products for about forty regional food and consumer brands on two shifts, with a headcount that reaches 200 at the fall peak, many of them part-time and seasonal.",
    "Every job ran on a paper traveler that followed the pallet across the floor. The production schedule lived in one spreadsheet that only the plant manager could safely edit, and quality checks were initialed on clipboards and filed in binders. When a brand called to ask where its order stood, someone walked the floor to find out.",
    "Margins in contract packaging are thin, and the owners knew the paperwork was eating into them. They did not want a six-figure ERP project. They wanted the tools they already had to work together, and a floor that could answer its own questions.",
  ],
} satisfies ProseContent;

export const challenges = {
  heading: {
    eyebrow: "The challenges",
    title: "Where the time and money were going",
    intro:
      "Our process audit found four problems that cost the plant hours every day and, more than once, a customer's trust.",
  },
  items: [
    {
      title: "Schedules rebuilt by hand",
      description:
        "The plant manager spent most of every Monday rebuilding the weekly schedule from emailed purchase orders, then again whenever a rush order or a late component shipment changed the plan.",
    },
    {
      title: "Paper travelers and lost counts",
      description:
        "Run counts, scrap and labor hours were written on travelers and typed into spreadsheets after each shift, often a day late and with transcription errors.",
    },
    {
      title: "Quality problems found too late",
      description:
        "Label and lot-code checks lived on paper, so a mislabeled run was usually caught at the dock or, worse, by the customer, who charged the plant back for it.",
    },
    {
      title: "Overtime nobody planned",
      description:
        "Without a schedule people trusted, shift leads called crews in on Saturdays to catch up, and overtime ran well past what the jobs had been quoted for.",
    },
  ],
} satisfies BenefitListContent;

export const solution = {
  heading: {
    eyebrow: "What we built",
    title: "Connected production tracking on the tools they already owned",
    intro:
      "We kept the accounting system and the spreadsheets people liked, and connected them with a handful of automations and one small custom app for the floor.",
  },
  items: [
    {
      title: "Order-to-schedule automation",
      description:
        "Purchase orders arriving by email and from two customer portals are read, checked against stock and placed on a shared production schedule with the due date, line and crew size already filled in.",
      icon: WorkflowIcon,
    },
    {
      title: "Tablet travelers on every line",
      description:
        "Paper travelers became a simple tablet app at each line. Operators tap in start, stop, counts and scrap, and the numbers reach the office the moment they are entered.",
      icon: TabletIcon,
    },
    {
      title: "Quality checkpoints built into the run",
      description:
        "Each run starts with a photo of the first label and a lot-code scan that must match the job. A mismatch stops the line and alerts the shift lead before a single case is packed.",
      icon: ClipboardCheckIcon,
    },
    {
      title: "Daily reports nobody has to type",
      description:
        "Every morning the owners, the plant manager and each account lead get a one-page summary of yesterday's output, scrap, labor hours and any job at risk of missing its ship date.",
      icon: ChartColumnIcon,
    },
  ],
} satisfies CardGridContent;

export const timeline = {
  heading: {
    eyebrow: "The project",
    title: "Six months, one line at a time",
    intro:
      "We went live on one line first, fixed what the operators told us to fix, then brought the rest of the floor across while production kept running.",
  },
  steps: [
    {
      title: "Months 1-2: Audit and foundation",
      description:
        "We walked both shifts, mapped how a job moves from purchase order to shipped pallet, and connected the order inboxes and customer portals to a shared schedule.",
    },
    {
      title: "Month 3: Pilot on one line",
      description:
        "Tablet travelers and quality checkpoints went live on the busiest packaging line. Operators shaped the screens: bigger buttons, fewer fields, no typing.",
    },
    {
      title: "Months 4-5: Full floor rollout",
      description:
        "The other lines moved over two at a time, with paper kept as a fallback for two weeks on each. Shift leads trained in twenty-minute sessions at shift change.",
    },
    {
      title: "Month 6: Reporting and handover",
      description:
        "We switched on the daily reports, showed the office how to adjust the automations themselves and handed over documentation for every workflow.",
    },
  ],
} satisfies StepsContent;

export const results = {
  heading: {
    eyebrow: "The results",
    title: "What changed after six months",
    intro:
      "Measured against the same quarter a year earlier, with the same customers and roughly the same crew.",
  },
  results: [
    {
      metric: "40%",
      description:
        "Shorter lead time from a customer's purchase order to a shipped pallet, because jobs are scheduled the day the order arrives.",
    },
    {
      metric: "60%",
      description:
        "Less time spent on manual data entry in the office and on the floor, now that travelers, shift tallies and end-of-day spreadsheets are gone.",
    },
    {
      metric: "35%",
      description:
        "Fewer quality holds and customer chargebacks, with label and lot-code errors caught at the first case instead of at the dock.",
    },
    {
      metric: "25%",
      description:
        "Lower overtime costs, because shifts are planned from a schedule everyone trusts instead of Saturday catch-up calls.",
    },
  ],
} satisfies ResultsContent;

/** How a job moved from purchase order to shipped pallet, before the project and after it. */
export const workflow = {
  title: "From purchase order to shipped pallet",
  before: [
    {
      task: "Retype emailed and portal orders, then rebuild the week's schedule",
      actor: "person",
      who: "Plant manager",
      hoursPerWeek: 16,
      error: "Orders keyed in wrong or missed",
    },
    {
      task: "Write counts, scrap and hours on the paper traveler",
      actor: "person",
      who: "Line operators",
      hoursPerWeek: 24,
    },
    {
      task: "Type the travelers into spreadsheets after each shift",
      actor: "person",
      who: "Office staff",
      hoursPerWeek: 22,
      error: "Transcription errors, a day late",
    },
    {
      task: "Initial label and lot-code checks on a clipboard",
      actor: "person",
      who: "Shift leads",
      hoursPerWeek: 12,
      error: "Mislabeled runs caught at the dock",
    },
    {
      task: "Put together the output report",
      actor: "person",
      who: "Plant manager",
      hoursPerWeek: 6,
    },
  ],
  after: [
    {
      task: "Orders are read, checked against stock and scheduled",
      actor: "system",
      who: "Order-to-schedule automation",
      result: 0,
    },
    {
      task: "Review the schedule and plan the shifts",
      actor: "person",
      who: "Plant manager",
      hoursPerWeek: 4,
      result: 3,
    },
    {
      task: "Tap start, stop, counts and scrap on the line tablet",
      actor: "person",
      who: "Line operators",
      hoursPerWeek: 14,
      result: 1,
    },
    {
      task: "Photograph the first label and scan the lot code",
      actor: "person",
      who: "Line operators",
      hoursPerWeek: 14,
    },
    {
      task: "A mismatch stops the line and alerts the shift lead",
      actor: "system",
      who: "Quality checkpoint",
      result: 2,
    },
    {
      task: "Yesterday's output, scrap and jobs at risk, sent every morning",
      actor: "system",
      who: "Daily report",
    },
  ],
  hoursResult: 1,
} satisfies Workflow;

/** The picture of the tablet traveler. */
export const tool = {
  caption: "The tablet traveler at each packaging line, with its label check.",
  description:
    "A tablet on a packaging line showing the current job, large Start and Stop buttons, the run count and scrap, and a first-label check marked as matching the job.",
} satisfies ToolIllustration;

export const related = {
  heading: {
    eyebrow: "Behind this project",
    title: "Services we used",
  },
  links: [
    {
      title: "Business Process Audit",
      description:
        "The audit that mapped the plant's workflows and ranked what to automate first, by return.",
      to: "/process-audit",
    },
    {
      title: "Custom Software Development",
      description:
        "The tablet traveler app, built for gloves, noise and operators with thirty seconds to spare.",
      to: "/custom-development",
    },
    {
      title: "System Integration",
      description:
        "The connections between email orders, customer portals, the schedule and the accounting system.",
      to: "/system-integration",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "Is paperwork slowing down your production floor?",
  description:
    "Tell us how work moves through your plant today. We'll show you where automation would pay back first, and what it would cost, before you commit to anything.",
  actions: [assessment, bookFreeCall("case-study")],
} satisfies CallToActionContent;
