import { BellRingIcon, RouteIcon, SmartphoneIcon, UmbrellaIcon } from "lucide-react";
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
  label: "Get Your Service Assessment",
  source: "case-study",
} satisfies Action;

export const hero = {
  eyebrow: "Case Study: Field Services",
  title: "Service Industry Automation",
  lead: "A field service company with 50 technicians and $3.2M in revenue automated dispatch, scheduling and invoicing in 5 months.",
  priceLabel: priceLabels.contactForPricing,
  actions: [assessment],
  stats: [
    {
      value: "50",
      label: "Technicians",
    },
    {
      value: "$3.2M",
      label: "Annual revenue",
    },
    {
      value: "5 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;

export const situation = {
  heading: {
    eyebrow: "The client",
    title: "A growing crew, a whiteboard and a lot of rain",
  },
  paragraphs: [
    "The client is an exterior cleaning company (windows, gutters, roofs and pressure washing) serving homes and storefronts from Shoreline to Federal Way. Its 50 technicians work out of two shops in crews of one to three, and more than half of its revenue comes from repeat customers on spring and fall schedules.",
    "Dispatch ran on a whiteboard, a shared calendar and the office manager's memory. Technicians called in for addresses and gate codes, finished jobs were written on paper tickets, and invoices went out in a batch at the end of the week, sometimes the week after.",
    "Then there is the weather. In a Seattle spring, one wet morning could cancel forty exterior jobs, and the office spent the day on the phone rebooking them. The owners wanted to add crews, but every new technician brought more calls than the office could handle.",
  ],
} satisfies ProseContent;

export const challenges = {
  heading: {
    eyebrow: "The challenges",
    title: "Why growth kept stalling in the office",
    intro:
      "We rode along with crews and sat with the dispatchers for two weeks. Four problems kept the business from growing past its office.",
  },
  items: [
    {
      title: "Dispatch from a whiteboard",
      description:
        "Jobs were assigned by hand each morning, so routes zigzagged across the county and one sick call meant rebuilding the whole board.",
    },
    {
      title: "Rain-day rescheduling",
      description:
        "Every wet morning meant hours of phone calls to rebook customers, and some repeat customers quietly fell off the schedule for good.",
    },
    {
      title: "Paper tickets, late invoices",
      description:
        "Finished work was written on tickets, retyped in the office and invoiced days later. Customers paid an average of 23 days after the job.",
    },
    {
      title: "Missed repeat business",
      description:
        "Spring and fall reminders went out from a spreadsheet when someone had time, so repeat customers often booked elsewhere first.",
    },
  ],
} satisfies BenefitListContent;

export const solution = {
  heading: {
    eyebrow: "What we built",
    title: "Dispatch, scheduling and invoicing that run themselves",
    intro:
      "We set up a field service scheduling app, connected it to the company's accounting system and built the automations around it to fit how this business actually works.",
  },
  items: [
    {
      title: "Route-aware scheduling",
      description:
        "Jobs are grouped by neighborhood and assigned to crews by skill, truck and drive time. Dispatchers review and adjust the plan each morning instead of building it from scratch.",
      icon: RouteIcon,
    },
    {
      title: "Automatic rain-day rebooking",
      description:
        "When the forecast crosses a rain threshold, customers with exterior jobs are offered the next open slots by text. One reply confirms the new time, and the schedule updates itself.",
      icon: UmbrellaIcon,
    },
    {
      title: "From finished job to invoice on site",
      description:
        "Technicians close jobs on their phones with photos and notes. The invoice is created in the accounting system and emailed with a payment link before the truck leaves the driveway.",
      icon: SmartphoneIcon,
    },
    {
      title: "Seasonal service reminders",
      description:
        "Six weeks before their usual date, repeat customers get a reminder with last season's price and a booking link, and the office sees who has not replied.",
      icon: BellRingIcon,
    },
  ],
} satisfies CardGridContent;

export const timeline = {
  heading: {
    eyebrow: "The project",
    title: "Five months, timed for the spring rush",
    intro:
      "We planned the rollout so every new tool was in the crews' hands before the busiest weeks of the year.",
  },
  steps: [
    {
      title: "Month 1: Ride-alongs and design",
      description:
        "We mapped every step from a customer's call to a paid invoice and chose a scheduling app that fit the crews.",
    },
    {
      title: "Month 2: Scheduling and routing",
      description:
        "Customer records and recurring jobs moved into the new schedule, and dispatchers planned routes there alongside the whiteboard.",
    },
    {
      title: "Month 3: Mobile job tickets",
      description:
        "Technicians switched from paper tickets to their phones, and invoices began going out the moment a job was closed.",
    },
    {
      title: "Month 4: Customer messages",
      description:
        "Confirmations, on-my-way texts and seasonal reminders went live, written in the company's own friendly voice.",
    },
    {
      title: "Month 5: Rain days and handover",
      description:
        "Weather-based rebooking was tested through a wet April, then handed to the office with a playbook.",
    },
  ],
} satisfies StepsContent;

export const results = {
  heading: {
    eyebrow: "The results",
    title: "The first spring on the new system",
    intro: "Compared with the spring before, with four more crews on the road.",
  },
  results: [
    {
      metric: "45%",
      description:
        "Less office time spent on scheduling and rescheduling, even with more crews to dispatch.",
    },
    {
      metric: "9 days",
      description:
        "Average time from a finished job to payment, down from 23 days, now that invoices go out on site with a payment link.",
    },
    {
      metric: "18%",
      description:
        "More jobs completed per technician each week, thanks to tighter routes and no trips back for missing details.",
    },
    {
      metric: "30%",
      description:
        "More repeat customers rebooked for their usual season, because reminders no longer wait for someone to find the time.",
    },
  ],
} satisfies ResultsContent;

/** The office's scheduling work, from a customer's call to a crew at the door, before and after. */
export const workflow = {
  title: "From a customer's call to a crew at the door",
  before: [
    {
      task: "Take the call and write the job on the calendar",
      actor: "person",
      who: "Office manager",
      hoursPerWeek: 8,
    },
    {
      task: "Assign jobs to crews on the whiteboard every morning",
      actor: "person",
      who: "Dispatcher",
      hoursPerWeek: 10,
      error: "Routes zigzag across the county",
    },
    {
      task: "Rebuild the board after a sick call",
      actor: "person",
      who: "Dispatcher",
      hoursPerWeek: 4,
    },
    {
      task: "Read out addresses and gate codes by phone",
      actor: "person",
      who: "Dispatcher",
      hoursPerWeek: 5,
      error: "Trips back for missing details",
    },
    {
      task: "Phone every customer to rebook a rain day",
      actor: "person",
      who: "Office staff",
      hoursPerWeek: 9,
      error: "Repeat customers fall off the schedule",
    },
    {
      task: "Send seasonal reminders from a spreadsheet",
      actor: "person",
      who: "Office manager",
      hoursPerWeek: 4,
    },
  ],
  after: [
    {
      task: "Take the call; the job goes straight onto the schedule",
      actor: "person",
      who: "Office manager",
      hoursPerWeek: 6,
    },
    {
      task: "Group jobs by neighborhood, skill, truck and drive time",
      actor: "system",
      who: "Route-aware scheduling",
      result: 2,
    },
    {
      task: "Review and adjust the plan each morning",
      actor: "person",
      who: "Dispatcher",
      hoursPerWeek: 8,
      result: 0,
    },
    {
      task: "Job details reach each phone; the invoice goes out on site",
      actor: "system",
      who: "Mobile job tickets",
      result: 1,
    },
    {
      task: "Offer rain-day and seasonal customers open slots by text",
      actor: "system",
      who: "Rebooking and reminders",
      result: 3,
    },
    {
      task: "Answer replies and call customers who have not rebooked",
      actor: "person",
      who: "Office staff",
      hoursPerWeek: 8,
    },
  ],
  hoursResult: 0,
} satisfies Workflow;

/** The picture of the dispatch board. */
export const tool = {
  caption: "The morning dispatch board, with routes grouped by neighborhood.",
  description:
    "A dispatch board with a lane of jobs for each crew across the day, a map of one crew's route between neighborhood stops, and a rain-day job moved to a new slot.",
} satisfies ToolIllustration;

export const related = {
  heading: {
    eyebrow: "Behind this project",
    title: "Services we used",
  },
  links: [
    {
      title: "Strategic Process Automation",
      description:
        "The rebooking, reminder and invoicing workflows that now run without anyone pressing a button.",
      to: "/process-automation",
    },
    {
      title: "System Integration",
      description:
        "The link between the scheduling app, the crews' phones and the accounting system.",
      to: "/system-integration",
    },
    {
      title: "Operational Efficiency Assessment",
      description: "Find out where your own office hours go before you decide what to automate.",
      to: "/efficiency-assessment",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "Is your office the bottleneck in your field business?",
  description:
    "Tell us how a job gets from a phone call to a paid invoice today. We'll show you which steps can run on their own and what that would save, before you commit to anything.",
  actions: [assessment, bookFreeCall("case-study")],
} satisfies CallToActionContent;
