import { ArrowLeftRightIcon, BoxesIcon, LayoutDashboardIcon, RefreshCwIcon } from "lucide-react";
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
  label: "Get Your Retail Assessment",
  source: "case-study",
} satisfies Action;

export const hero = {
  eyebrow: "Case Study: Retail",
  title: "Retail Operations Automation",
  lead: "A 15-store retailer with $8M in revenue connected point of sale, inventory and reporting across every location in 4 months.",
  priceLabel: priceLabels.contactForPricing,
  actions: [assessment],
  stats: [
    {
      value: "15",
      label: "Stores",
    },
    {
      value: "$8M",
      label: "Annual revenue",
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
    title: "Fifteen stores, fifteen versions of the truth",
  },
  paragraphs: [
    "The client is a locally owned chain of 15 home, kitchen and gift stores stretching from Everett to Tacoma, with a small head office and warehouse in Seattle's Georgetown neighborhood. Most of the stores sit in walkable neighborhood districts, and about a third of the year's sales land between Thanksgiving and New Year's.",
    "Every store ran the same point-of-sale system, but inventory was counted and corrected store by store. Buyers reordered from weekly spreadsheet exports, store managers traded stock with each other by phone and text, and the Monday sales report took the finance lead most of a day to put together.",
    "With a holiday season and two lease renewals ahead, the owners wanted to know what was actually on every shelf, and to stop paying for stock that sat in one store while another sold out of it.",
  ],
} satisfies ProseContent;

export const challenges = {
  heading: {
    eyebrow: "The challenges",
    title: "What was holding the stores back",
    intro:
      "We spent a week in the stores, the warehouse and the buying office. The same four problems came up everywhere.",
  },
  items: [
    {
      title: "Counts nobody trusted",
      description:
        "Transfers, damages and returns were adjusted by hand, if at all, so staff walked customers to empty shelves the system said were full.",
    },
    {
      title: "Reordering by gut feel",
      description:
        "Buyers placed orders from week-old exports and memory, so best sellers ran out while slow items kept arriving by the case.",
    },
    {
      title: "Transfers by text message",
      description:
        "Moving stock between stores took a call, a handwritten slip and a correction in the system that was often forgotten.",
    },
    {
      title: "Reports stitched together",
      description:
        "The weekly sales and margin report was built from fifteen exports, so decisions waited for Monday afternoon and errors were hard to spot.",
    },
  ],
} satisfies BenefitListContent;

export const solution = {
  heading: {
    eyebrow: "What we built",
    title: "One inventory picture for every store",
    intro:
      "The chain kept its point-of-sale system. We connected it to a central inventory service and automated the routines around it.",
  },
  items: [
    {
      title: "Live inventory across all stores",
      description:
        "Sales, receipts, returns and damages from every register update one central inventory record within minutes, so any employee can see what is on hand at every store and in the warehouse.",
      icon: BoxesIcon,
    },
    {
      title: "Automatic reorder suggestions",
      description:
        "Each morning buyers get a reorder list based on eight weeks of sales, supplier lead times and minimum order quantities. They approve or edit it, and purchase orders go out by email.",
      icon: RefreshCwIcon,
    },
    {
      title: "Store-to-store transfers in two taps",
      description:
        "A manager requests stock from another store on a tablet. The sending store confirms, the driver's route sheet updates, and both counts adjust when the box is scanned on arrival.",
      icon: ArrowLeftRightIcon,
    },
    {
      title: "A morning sales dashboard",
      description:
        "By 7 a.m. the owners, buyers and every store manager see yesterday's sales, margin and top sellers by store and category, without anyone building a spreadsheet.",
      icon: LayoutDashboardIcon,
    },
  ],
} satisfies CardGridContent;

export const timeline = {
  heading: {
    eyebrow: "The project",
    title: "Four months, live before the holidays",
    intro:
      "We planned the schedule backward from the holiday season, so no store had to change its routine in November.",
  },
  steps: [
    {
      title: "Month 1: Audit and data cleanup",
      description:
        "We mapped how stock moves between suppliers, the warehouse and the stores, and cleaned up more than 9,000 product records with duplicate or missing barcodes.",
    },
    {
      title: "Month 2: Central inventory and pilot",
      description:
        "The central inventory service went live behind the registers, and two stores piloted transfers after a full recount.",
    },
    {
      title: "Month 3: Every store and reordering",
      description:
        "The other thirteen stores recounted and moved over, and the buyers switched from spreadsheets to the daily reorder list.",
    },
    {
      title: "Month 4: Dashboard and training",
      description:
        "The morning dashboard replaced the Monday report, and every store manager was trained in a one-hour session in their own store.",
    },
  ],
} satisfies StepsContent;

export const results = {
  heading: {
    eyebrow: "The results",
    title: "Results after the first holiday season",
    intro: "Compared with the previous holiday season, across the same 15 stores.",
  },
  results: [
    {
      metric: "22%",
      description:
        "Less cash tied up in inventory, as slow movers stopped being reordered out of habit and stock moved to the stores that sell it.",
    },
    {
      metric: "31%",
      description:
        "Fewer stockouts of the chain's 200 best-selling items during the holiday weeks.",
    },
    {
      metric: "8%",
      description:
        "Higher same-store sales, with most of the gain in the categories that used to sell out first.",
    },
    {
      metric: "12 hrs",
      description:
        "Saved every week at head office, where the Monday report and the reorder spreadsheets used to be built by hand.",
    },
  ],
} satisfies ResultsContent;

/** Head office's week, from the registers to the reorder, before the project and after it. */
export const workflow = {
  title: "From the registers to the reorder, at head office",
  before: [
    {
      task: "Registers record sales at each of the 15 stores",
      actor: "system",
      who: "Point of sale",
      error: "Transfers and damages left out, so counts drift",
    },
    {
      task: "Export every store's sales each week",
      actor: "person",
      who: "Finance lead",
      hoursPerWeek: 3,
    },
    {
      task: "Stitch fifteen exports into the Monday report",
      actor: "person",
      who: "Finance lead",
      hoursPerWeek: 6,
      error: "Mistakes hard to spot, decisions wait",
    },
    {
      task: "Build reorder spreadsheets from week-old exports",
      actor: "person",
      who: "Buyers",
      hoursPerWeek: 5,
      error: "Best sellers run out, slow items arrive",
    },
    {
      task: "Email purchase orders to suppliers",
      actor: "person",
      who: "Buyers",
      hoursPerWeek: 1,
    },
  ],
  after: [
    {
      task: "Every register updates one central inventory record",
      actor: "system",
      who: "Central inventory",
      result: 1,
    },
    {
      task: "Transfers adjust both stores' counts when the box is scanned",
      actor: "system",
      who: "Store-to-store transfers",
      result: 0,
    },
    {
      task: "Yesterday's sales and margin on the dashboard by 7 a.m.",
      actor: "system",
      who: "Morning dashboard",
      result: 3,
    },
    {
      task: "Suggest reorders from eight weeks of sales",
      actor: "system",
      who: "Reorder suggestions",
    },
    {
      task: "Approve or edit the reorder list",
      actor: "person",
      who: "Buyers",
      hoursPerWeek: 3,
      result: 2,
    },
    {
      task: "Send the purchase orders by email",
      actor: "system",
      who: "Reorder suggestions",
    },
  ],
  hoursResult: 3,
} satisfies Workflow;

/** The picture of the inventory alert. */
export const tool = {
  caption: "A low-stock alert in the central inventory, with stock at every store.",
  description:
    "A low-stock alert for one product, listing its stock at several stores and the warehouse as bars, with a Transfer button beside a store that has stock to spare.",
} satisfies ToolIllustration;

export const related = {
  heading: {
    eyebrow: "Behind this project",
    title: "Services we used",
  },
  links: [
    {
      title: "Inventory Management Automation",
      description:
        "Live counts, reorder suggestions and transfers across every location and the warehouse.",
      to: "/inventory-management",
    },
    {
      title: "System Integration",
      description:
        "The connection between fifteen stores' registers, the central inventory and the buyers' suppliers.",
      to: "/system-integration",
    },
    {
      title: "Data Management",
      description:
        "The product catalog cleanup and the morning dashboard that replaced the Monday report.",
      to: "/data-management",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "Running more than one store on spreadsheets?",
  description:
    "Tell us how stock and sales move between your locations today. We'll show you where the counts drift and what it would take to fix it, before you commit to anything.",
  actions: [assessment, bookFreeCall("case-study")],
} satisfies CallToActionContent;
