import { CarFrontIcon, FilePenLineIcon, LayoutDashboardIcon, ZapIcon } from "lucide-react";
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
  label: "Get Your Dealership Assessment",
  source: "case-study",
} satisfies Action;

export const hero = {
  eyebrow: "Case Study: Automotive",
  title: "Dealership Automation",
  lead: "A dealership group with 12 locations selling 500+ vehicles per month automated lead routing, inventory syncing and deal paperwork in 4 months.",
  priceLabel: priceLabels.contactForPricing,
  actions: [assessment],
  stats: [
    {
      value: "12",
      label: "Locations",
    },
    {
      value: "500+",
      label: "Vehicles per month",
    },
    {
      value: "4 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;

export const situation = {
  heading: {
    eyebrow: "The client",
    title: "Twelve rooftops, one group, too many inboxes",
  },
  paragraphs: [
    "The client is a family-owned dealership group with 12 locations across western Washington: seven new-car franchises and five used-vehicle stores that together sell 500+ vehicles per month, alongside a busy service and parts business.",
    "Internet leads arrived from the group's websites, third-party listing sites and manufacturer programs, each in a different inbox. Trade-ins waited days for photos and an online listing, and deal paperwork moved between sales, finance and the business office in folders that could not be found when a lender asked for them.",
    "The group's dealer management system (DMS) and CRM were staying. The owners wanted the handoffs between them automated, and one clear view of every lead, vehicle and deal across all twelve stores.",
  ],
} satisfies ProseContent;

export const challenges = {
  heading: {
    eyebrow: "The challenges",
    title: "Where leads, cars and cash were waiting",
    intro:
      "We spent time in the showrooms, reconditioning bays and finance offices of four stores. The same four delays came up at each.",
  },
  items: [
    {
      title: "Slow replies to internet leads",
      description:
        "Leads landed in shared inboxes and the first reply took more than two hours on average. Many shoppers had booked a test drive elsewhere by then.",
    },
    {
      title: "Trade-ins slow to list",
      description:
        "A traded-in vehicle took four days on average to get photos, a price and an online listing, and it cost the group money every day it sat.",
    },
    {
      title: "Incomplete deal packages",
      description:
        "Missing signatures and documents surfaced only when a lender sent a package back, so contracts sat in transit and cash arrived late.",
    },
    {
      title: "No group-wide view",
      description:
        "Each store tracked leads, inventory and deals in its own spreadsheet, so comparing stores or moving cars between them took phone calls.",
    },
  ],
} satisfies BenefitListContent;

export const solution = {
  heading: {
    eyebrow: "What we built",
    title: "Leads, listings and paperwork connected across twelve stores",
    intro:
      "We connected the DMS and CRM through their supported integrations and automated the handoffs between sales, reconditioning and finance.",
  },
  items: [
    {
      title: "Instant lead routing",
      description:
        "Every lead, from any source, is created in the CRM, matched to existing customers and assigned to an available salesperson at the right store within a minute. Unanswered leads go to the sales manager after ten minutes.",
      icon: ZapIcon,
    },
    {
      title: "From trade-in to listing",
      description:
        "A trade-in entered in the DMS starts a reconditioning checklist, a photo request and a pricing review. The listing goes to the group's websites and listing partners as soon as the photos are approved.",
      icon: CarFrontIcon,
    },
    {
      title: "A digital deal checklist",
      description:
        "Each deal gets a checklist for its lender, with e-signature for the documents that allow it. Finance cannot submit a package until every required item is attached.",
      icon: FilePenLineIcon,
    },
    {
      title: "A dashboard for the whole group",
      description:
        "Owners and general managers see leads, response times, days to list, deals in funding and aged inventory for every store, updated hourly.",
      icon: LayoutDashboardIcon,
    },
  ],
} satisfies CardGridContent;

export const timeline = {
  heading: {
    eyebrow: "The project",
    title: "Four months, store by store",
    intro:
      "Each workflow went live at two stores first, was tuned with the managers who use it, then rolled out to the rest of the group.",
  },
  steps: [
    {
      title: "Month 1: Audit and integration plan",
      description:
        "We mapped how leads, vehicles and deals move, and planned the DMS and CRM connections with the group's IT lead.",
    },
    {
      title: "Month 2: Lead routing",
      description:
        "Routing went live at two stores, was tuned with their sales managers, then switched on at the other ten.",
    },
    {
      title: "Month 3: Trade-ins and listings",
      description:
        "The trade-in-to-listing workflow launched with the used-car managers and reconditioning teams.",
    },
    {
      title: "Month 4: Deals and dashboard",
      description:
        "The deal checklist went live in every finance office, followed by the group dashboard and a handover to IT.",
    },
  ],
} satisfies StepsContent;

export const results = {
  heading: {
    eyebrow: "The results",
    title: "The first full quarter after launch",
    intro: "Compared with the same quarter a year earlier, across all twelve stores.",
  },
  results: [
    {
      metric: "4 min",
      description: "Average first reply to an internet lead, down from more than two hours.",
    },
    {
      metric: "1 day",
      description: "From trade-in to online listing for most used vehicles, down from four.",
    },
    {
      metric: "40%",
      description:
        "Faster contract funding, as deal packages reach lenders complete the first time.",
    },
    {
      metric: "16%",
      description: "More sales appointments set from internet leads across the group.",
    },
  ],
} satisfies ResultsContent;

/** How leads, trade-ins and deals moved through the stores, before the project and after. */
export const workflow = {
  title: "From an internet lead to a funded deal",
  before: [
    {
      task: "Leads land in a different inbox for each source",
      actor: "system",
      who: "Shared inboxes",
      error: "Leads missed or answered twice",
    },
    {
      task: "Notice the lead and reply",
      actor: "person",
      who: "Salespeople",
      delay: { amount: 2, unit: "hours", moreThan: true },
      result: 0,
    },
    {
      task: "Photograph, price and list each trade-in",
      actor: "person",
      who: "Used-car managers",
      delay: { amount: 4, unit: "days" },
      result: 1,
    },
    {
      task: "Gather the deal documents in a paper folder",
      actor: "person",
      who: "Finance office",
      error: "Missing signatures found by the lender",
    },
    {
      task: "Compare stores by phone and spreadsheet",
      actor: "person",
      who: "General managers",
      error: "Each store counts its own way",
    },
  ],
  after: [
    {
      task: "Every lead is created in the CRM and assigned within a minute",
      actor: "system",
      who: "Lead routing",
      result: 3,
    },
    {
      task: "Reply to the lead",
      actor: "person",
      who: "Salespeople",
      delay: { amount: 4, unit: "minutes" },
      result: 0,
    },
    {
      task: "A trade-in starts the checklist, photo request and pricing review",
      actor: "system",
      who: "Trade-in workflow",
    },
    {
      task: "Approve the photos; the listing goes out",
      actor: "person",
      who: "Used-car managers",
      delay: { amount: 1, unit: "days" },
      result: 1,
    },
    {
      task: "The checklist holds a deal package until it is complete",
      actor: "system",
      who: "Digital deal checklist",
      result: 2,
    },
    {
      task: "Leads, listings and deals for every store, updated hourly",
      actor: "system",
      who: "Group dashboard",
    },
  ],
} satisfies Workflow;

/** The picture of the lead board. */
export const tool = {
  caption: "The group's lead board, with each lead's store and response timer.",
  description:
    "A lead board with columns for new, contacted and appointment-set leads, each card showing a store and a response timer, beside a used-vehicle card marked as listed.",
} satisfies ToolIllustration;

export const related = {
  heading: {
    eyebrow: "Behind this project",
    title: "Services we used",
  },
  links: [
    {
      title: "System Integration",
      description:
        "The connections between the DMS, the CRM, the group's websites and its listing partners.",
      to: "/system-integration",
    },
    {
      title: "Strategic Process Automation",
      description:
        "Lead routing, escalation and the trade-in checklist that now run without a dispatcher.",
      to: "/process-automation",
    },
    {
      title: "Automation ROI Analysis",
      description:
        "Put a dollar figure on faster replies and quicker funding before you commit to a project.",
      to: "/roi-analysis",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "Are leads and deals slipping between your systems?",
  description:
    "Tell us how leads, vehicles and deals move through your stores today. We'll show you where the handoffs can run themselves and what that is worth, before you commit to anything.",
  actions: [assessment, bookFreeCall("case-study")],
} satisfies CallToActionContent;
