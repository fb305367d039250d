import { BoxesIcon, ChartLineIcon, PackageCheckIcon, StoreIcon } from "lucide-react";
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
  label: "Get Your E-commerce Assessment",
  source: "case-study",
} satisfies Action;

export const hero = {
  eyebrow: "Case Study: E-commerce",
  title: "E-commerce Automation",
  lead: "An online seller with $1.8M in revenue synced orders, stock and fulfillment across 5 sales channels in 3 months.",
  priceLabel: priceLabels.contactForPricing,
  actions: [assessment],
  stats: [
    {
      value: "5",
      label: "Sales channels",
    },
    {
      value: "$1.8M",
      label: "Annual revenue",
    },
    {
      value: "3 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;

export const situation = {
  heading: {
    eyebrow: "The client",
    title: "A growing brand, five storefronts and one stockroom",
  },
  paragraphs: [
    "The client designs and sells waxed-canvas bags, dog gear and outdoor accessories from a workshop and stockroom in Ballard. Twelve people do everything from sewing samples to packing boxes, and the brand had grown to $1.8M a year by selling wherever its customers already shop.",
    "That meant five channels: its own online store, two large online marketplaces, a wholesale marketplace for independent boutiques, and direct wholesale orders from about sixty outdoor shops. Each channel had its own stock count, its own order screen and its own way of printing a shipping label.",
    "Two people spent their mornings copying orders between systems and adjusting stock numbers by hand. Every holiday season ended with oversold items, refunds and apologetic emails, and the owners had no clear picture of which channel actually made them money.",
  ],
} satisfies ProseContent;

export const challenges = {
  heading: {
    eyebrow: "The challenges",
    title: "Where the channels were costing them",
    intro:
      "A week at the order desk and in the stockroom turned up four problems, all with the same root: five systems that did not talk to each other.",
  },
  items: [
    {
      title: "Overselling",
      description:
        "Stock was updated on each channel by hand once or twice a day, so an item could sell out on one channel and keep selling on four others.",
    },
    {
      title: "Copy-and-paste order entry",
      description:
        "Every order was retyped into the shipping software. It took two people most of the morning and produced a steady trickle of wrong addresses.",
    },
    {
      title: "Wholesale by email and PDF",
      description:
        "Shops ordered by email. Each order was turned into an invoice by hand and chased for payment weeks later.",
    },
    {
      title: "No view of profit by channel",
      description:
        "Marketplace fees, shipping and returns sat in five different reports, so nobody could say which channel was worth growing.",
    },
  ],
} satisfies BenefitListContent;

export const solution = {
  heading: {
    eyebrow: "What we built",
    title: "One stock count, one order queue",
    intro:
      "We connected all five channels to a single inventory and order hub, using off-the-shelf tools where they fit and a little custom code where they did not.",
  },
  items: [
    {
      title: "A single source of stock",
      description:
        "Stock levels live in one place and reach every channel within minutes of a sale, a return or a delivery from the workshop. Items close to zero are held back on the slower channels automatically.",
      icon: BoxesIcon,
    },
    {
      title: "One fulfillment queue",
      description:
        "Orders from every channel land in one queue with the label, packing slip and carrier already chosen by weight and destination. The packer scans, packs and ships.",
      icon: PackageCheckIcon,
    },
    {
      title: "Wholesale orders that invoice themselves",
      description:
        "Shops order from a private wholesale page. Each order reserves stock, creates the invoice in the accounting system and sends payment reminders on schedule.",
      icon: StoreIcon,
    },
    {
      title: "A weekly profit report by channel",
      description:
        "Every Monday the owners see revenue, fees, shipping and returns for each channel side by side, with the best and worst performers flagged.",
      icon: ChartLineIcon,
    },
  ],
} satisfies CardGridContent;

export const timeline = {
  heading: {
    eyebrow: "The project",
    title: "Three months without a missed shipping day",
    intro:
      "Orders kept shipping throughout: each piece went live on a Monday and ran beside the old way for a week before we switched the old way off.",
  },
  steps: [
    {
      title: "Month 1: Audit and catalog",
      description:
        "We mapped how orders flow on each channel and cleaned up the catalog so every product and variant had one SKU everywhere.",
    },
    {
      title: "Month 2: Stock sync and order queue",
      description:
        "Stock sync went live on the online store and marketplaces first, then the fulfillment queue replaced manual order entry.",
    },
    {
      title: "Month 3: Wholesale and reporting",
      description:
        "The wholesale page launched to existing shops, followed by the channel profit report and a handover session for the team.",
    },
  ],
} satisfies StepsContent;

export const results = {
  heading: {
    eyebrow: "The results",
    title: "The first quarter after launch",
    intro: "Measured against the same quarter of the previous year, holiday rush included.",
  },
  results: [
    {
      metric: "90%",
      description: "Fewer oversold orders and cancellations, even through the holiday rush.",
    },
    {
      metric: "70%",
      description:
        "Less time spent processing orders. The two people who used to retype them now look after customers and wholesale accounts.",
    },
    {
      metric: "100%",
      description:
        "Of orders placed by 1 p.m. shipped the same day, where an order used to take two days on average to leave the building.",
    },
    {
      metric: "12%",
      description:
        "Revenue growth in the quarter after launch with no added staff, led by repeat wholesale orders.",
    },
  ],
} satisfies ResultsContent;

/** How an order got from any of the five channels to a shipped box, before the project and after. */
export const workflow = {
  title: "From an order on any channel to a shipped box",
  before: [
    {
      task: "Update stock on each of the five channels by hand",
      actor: "person",
      who: "Order team",
      hoursPerWeek: 8,
      error: "Items oversold on the other channels",
    },
    {
      task: "Retype every order into the shipping software",
      actor: "person",
      who: "Order team",
      hoursPerWeek: 20,
      error: "Wrong addresses",
    },
    {
      task: "Print labels and packing slips channel by channel",
      actor: "person",
      who: "Order team",
      hoursPerWeek: 6,
    },
    {
      task: "Pack and ship",
      actor: "person",
      who: "Packers",
      delay: { amount: 2, unit: "days" },
    },
    {
      task: "Turn emailed wholesale orders into invoices",
      actor: "person",
      who: "Order team",
      hoursPerWeek: 6,
    },
  ],
  after: [
    {
      task: "Stock reaches every channel within minutes of a sale",
      actor: "system",
      who: "Inventory and order hub",
      result: 0,
    },
    {
      task: "Orders land in one queue, label and carrier chosen",
      actor: "system",
      who: "Fulfillment queue",
    },
    {
      task: "Check the queue and handle the exceptions",
      actor: "person",
      who: "Order team",
      hoursPerWeek: 12,
      result: 1,
    },
    {
      task: "Scan, pack and ship",
      actor: "person",
      who: "Packers",
      delay: { amount: 0, unit: "days" },
      result: 2,
    },
    {
      task: "Wholesale orders reserve stock and invoice themselves",
      actor: "system",
      who: "Wholesale ordering page",
      result: 3,
    },
  ],
  hoursResult: 1,
} satisfies Workflow;

/** The picture of the order hub. */
export const tool = {
  caption: "The order hub routing five channels into one fulfillment queue.",
  description:
    "Five sales channels feeding one order hub, which passes orders into a single fulfillment queue where each order already has its shipping label, ending in a packed box.",
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
        "One stock count shared by every channel, with low-stock alerts before a sellout.",
      to: "/inventory-management",
    },
    {
      title: "System Integration",
      description:
        "The connections between five sales channels, the shipping software and the accounting system.",
      to: "/system-integration",
    },
    {
      title: "Custom Software Development",
      description: "The private wholesale ordering page, built to fit how boutique buyers order.",
      to: "/custom-development",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "Selling on more channels than your team can keep in sync?",
  description:
    "Tell us where you sell and how orders reach your packing table today. We'll show you what can run on its own and what it would cost, before you commit to anything.",
  actions: [assessment, bookFreeCall("case-study")],
} satisfies CallToActionContent;
