import {
  BellIcon,
  BoxesIcon,
  ClipboardCheckIcon,
  FactoryIcon,
  GraduationCapIcon,
  LineChartIcon,
  Link2Icon,
  RefreshCwIcon,
  SettingsIcon,
  ShoppingBagIcon,
  ShoppingCartIcon,
  SmartphoneIcon,
  StoreIcon,
  TruckIcon,
} from "lucide-react";
import { caseStudyResult } from "~/collections/case-studies/results";
import { claims, priceLabels, pricing } from "~/collections/facts";
import type { ServicePageContent } from "~/components/templates/sections";
import type {
  CallToActionContent,
  CardGridContent,
  CaseStudyResultsContent,
  HeroContent,
  PriceContent,
  ProseContent,
  ResultsContent,
  StepsContent,
  TagListContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";
import { priceHeading } from "~/content/service-offer";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "Inventory Management Automation",
  lead: "Stop counting by hand and reordering on gut feel. Automated tracking, forecasting and reordering keep the right stock on the shelf in every location and every sales channel.",
  actions: [
    {
      kind: "contact",
      label: "Automate Your Inventory",
      source: "service",
    },
  ],
  priceLabel: priceLabels.contactForPricing,
} satisfies HeroContent;

export const whyItMatters = {
  heading: {
    eyebrow: "Why it matters",
    title: "Inventory is cash sitting on a shelf",
  },
  paragraphs: [
    "Too much stock ties up money you could use to grow, and it takes up space you pay rent on. Too little, and customers walk out or click away to a competitor. Most small businesses try to steer between the two with spreadsheets, weekly counts and the memory of whoever places the orders.",
    "Automation takes the guesswork out. Every sale, receipt and transfer updates stock in real time, reorder points adjust to the season, and purchase orders are drafted before you run out, so your buyer reviews and approves instead of counting and calculating.",
  ],
} satisfies ProseContent;

export const features = {
  heading: {
    eyebrow: "Features",
    title: "Everything you need to keep stock under control",
  },
  items: [
    {
      title: "Real-time stock tracking",
      description:
        "Stock levels updated with every sale, return, receipt and transfer, across every store, warehouse and van.",
      icon: BoxesIcon,
    },
    {
      title: "Automatic reordering",
      description:
        "Purchase orders drafted when an item reaches its reorder point, grouped by supplier and sent after a quick approval.",
      icon: RefreshCwIcon,
    },
    {
      title: "Demand forecasting",
      description:
        "Forecasts built from your sales history, seasonality and promotions, so you stock up before the rush instead of after it.",
      icon: LineChartIcon,
    },
    {
      title: "Barcode and mobile scanning",
      description:
        "Receive deliveries, count shelves and move stock with a phone or handheld scanner instead of a clipboard.",
      icon: SmartphoneIcon,
    },
    {
      title: "Multichannel sync",
      description:
        "One stock count shared by your store, website and marketplaces, so you never sell the same last item twice.",
      icon: ShoppingCartIcon,
    },
    {
      title: "Alerts and reports",
      description:
        "Low-stock, overstock and slow-mover alerts, plus inventory value and turnover reports ready for your accountant.",
      icon: BellIcon,
    },
  ],
} satisfies CardGridContent;

export const industrySolutions = {
  heading: {
    eyebrow: "Solutions by industry",
    title: "Built for the way your business stocks and sells",
  },
  items: [
    {
      title: "Retail stores",
      description:
        "Point-of-sale sales feed stock counts in every location, transfers between stores are tracked, and best sellers are reordered automatically.",
      icon: StoreIcon,
    },
    {
      title: "E-commerce sellers",
      description:
        "Stock synced across your online store and marketplaces, with orders routed to the right warehouse and fulfillment partner.",
      icon: ShoppingBagIcon,
    },
    {
      title: "Manufacturing and distribution",
      description:
        "Raw materials, components and finished goods tracked together, with material needs calculated from open orders and production plans.",
      icon: FactoryIcon,
    },
    {
      title: "Field service and trades",
      description:
        "Parts on every truck tracked and restocked, with materials used on each job added to the invoice automatically.",
      icon: TruckIcon,
    },
  ],
} satisfies CardGridContent;

export const benefits = {
  heading: {
    eyebrow: "Benefits",
    title: "The results automated inventory delivers",
    intro:
      "Less money tied up in stock, fewer missed sales and counts you can trust: what businesses typically see once inventory runs on automation.",
  },
  results: [
    {
      metric: claims.carryingCostReduction,
      description:
        "Lower inventory carrying costs, because reorder points follow real demand and slow movers stop piling up in the back room.",
    },
    {
      metric: claims.salesIncrease,
      description:
        "Higher sales, because popular items stay in stock in every location and channel instead of showing sold out.",
    },
    {
      metric: claims.inventoryAccuracy,
      description:
        "Inventory accuracy, because every sale, receipt and transfer is recorded by scan or sync rather than by hand.",
    },
  ],
} satisfies ResultsContent;

export const integrations = {
  heading: {
    eyebrow: "Integrations",
    title: "Connects with the systems you already run",
    intro:
      "Your inventory stays in step with sales, accounting and shipping, with no double entry.",
  },
  groups: [
    {
      name: "Point of sale",
      tags: ["Square", "Shopify POS", "Clover", "Lightspeed", "Toast"],
    },
    {
      name: "E-commerce and marketplaces",
      tags: ["Shopify", "WooCommerce", "BigCommerce", "Amazon Seller Central", "eBay"],
    },
    {
      name: "Accounting and ERP",
      tags: ["QuickBooks Online", "Xero", "NetSuite", "Microsoft Dynamics 365"],
    },
    {
      name: "Shipping and warehouse",
      tags: ["ShipStation", "UPS", "FedEx", "USPS", "Barcode scanners"],
    },
  ],
} satisfies TagListContent;

export const process = {
  heading: {
    eyebrow: "Our process",
    title: "How we automate your inventory",
  },
  steps: [
    {
      title: "Count and clean up",
      description:
        "We review your item list, units and locations, fix duplicates and missing barcodes, and establish an accurate starting count.",
      icon: ClipboardCheckIcon,
    },
    {
      title: "Connect your channels",
      description:
        "We link your point of sale, online store, accounting and shipping tools so every movement of stock is recorded automatically.",
      icon: Link2Icon,
    },
    {
      title: "Set the rules",
      description:
        "Together we set reorder points, safety stock and supplier lead times, then let the forecasts refine them as sales data builds up.",
      icon: SettingsIcon,
    },
    {
      title: "Train and tune",
      description:
        "Your team learns the scanning and approval routines, and we review the first weeks of results with you to fine-tune the rules.",
      icon: GraduationCapIcon,
    },
  ],
} satisfies StepsContent;

export const callToAction = {
  title: "Know exactly what's on your shelves",
  description:
    "Tell us how you track stock today and where it goes wrong. We review every request within 2 business hours and follow up with a free 30-minute strategy consultation and a clear quote for your business.",
  actions: [
    { kind: "contact", label: "Get Your Inventory Assessment", source: "service" },
    bookFreeCall("service"),
  ],
} satisfies CallToActionContent;

/** Client results: a testimonial and case-study results, read from their own modules. */
export const clientResults = {
  heading: {
    eyebrow: "Client results",
    title: "Inventory results from our case studies",
    intro:
      "A 15-store retail chain and an online seller on five sales channels, measured after their first busy season with connected inventory.",
  },
  results: [
    caseStudyResult("/retail-operations", 1),
    caseStudyResult("/retail-operations", 0),
    caseStudyResult("/ecommerce-solutions", 0),
  ],
} satisfies CaseStudyResultsContent;

/** The price: the hero's label, and what sets it for this service. */
export const price = {
  heading: priceHeading,
  label: hero.priceLabel,
  note: `The price depends on your locations, your sales channels and the systems your stock must stay in sync with. We quote in writing after a free ${pricing.discoveryCallMinutes}-minute call.`,
} satisfies PriceContent;

/** The page as ServicePage.astro lays it out: the sections this service adds come between proof and price. */
export const service = {
  hero,
  offer: features,
  process,
  clientResults,
  sections: [
    { kind: "results", ...benefits },
    { kind: "cards", ...industrySolutions, columns: 4 },
    { kind: "tags", ...integrations },
    { kind: "prose", ...whyItMatters },
  ],
  price,
  callToAction,
} satisfies ServicePageContent;
