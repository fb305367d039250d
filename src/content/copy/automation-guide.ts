import {
  BookOpenIcon,
  CalculatorIcon,
  ClipboardCheckIcon,
  CpuIcon,
  LibraryIcon,
  ListChecksIcon,
  RocketIcon,
  SparklesIcon,
  WrenchIcon,
} from "lucide-react";
import { completeGuide } from "~/collections/downloads";
import { claims, site } from "~/collections/facts";
import type {
  Action,
  CallToActionContent,
  HeroContent,
  ResourceCardsContent,
  TopicGroupsContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";

const downloadGuide = {
  kind: "contact",
  label: "Download Complete Guide",
  source: "resource",
  intent: "guide",
} satisfies Action;

export const hero = {
  eyebrow: "Free Resource",
  title: completeGuide.title,
  lead: `Everything we have learned from automating ${site.clientCount} small businesses, in one practical guide: how to pick the first process, choose tools, roll out change and bring in AI safely.`,
  actions: [downloadGuide],
  stats: [
    {
      value: "50+",
      label: "Pages",
    },
    {
      value: "20+",
      label: "Tools reviewed",
    },
    {
      value: "100%",
      label: "Free",
    },
  ],
} satisfies HeroContent;

export const guideSections = {
  heading: {
    eyebrow: "Inside the guide",
    title: "Five sections, twenty practical topics",
    intro:
      "Each section stands on its own, so you can start with the question in front of you today. Here is what every topic covers.",
  },
  groups: [
    {
      title: "Understanding Automation",
      description:
        "What automation is, what it is not, and where it pays off for a business your size.",
      icon: BookOpenIcon,
      topics: [
        {
          title: "What business automation really means",
          summary:
            "Software takes over the repetitive, rule-based steps your team does by hand: copying data between systems, chasing approvals, sending routine updates. People keep the judgment calls.",
        },
        {
          title: "Rule-based automation vs. AI",
          summary:
            "Rule-based automation follows fixed if-then steps and suits predictable work like invoicing. AI copes with messy inputs such as emails and scanned documents, and needs human review built in.",
        },
        {
          title: "Where small businesses see returns",
          summary: `The fastest paybacks come from order entry, invoicing, scheduling, reporting and customer follow-up. Our clients typically get back ${claims.hoursSavedWeekly} hours a week and recover their investment in ${claims.paybackMonths}.`,
        },
        {
          title: "Common myths, debunked",
          summary:
            "You do not need an IT department, a six-figure budget or new core software. Most projects connect the tools you already pay for.",
        },
      ],
    },
    {
      title: "Getting Started",
      description:
        "How to choose your first process and set a baseline, so you can prove the result.",
      icon: RocketIcon,
      topics: [
        {
          title: "Map your current processes",
          summary:
            "Write down each step, who does it, which system it touches and how long it takes. A one-page map of a single process is enough to begin.",
        },
        {
          title: "Pick your first automation candidate",
          summary:
            "Look for work that is frequent, rule-based and error-prone. A task three people repeat fifty times a week beats a complex one done once a month.",
        },
        {
          title: "Set a baseline and goals",
          summary:
            "Measure hours spent, error rates and turnaround time before anything changes. Without a baseline you cannot show what improved.",
        },
        {
          title: "Plan the budget and timeline",
          summary: `Allow ${claims.simpleAutomationWeeks} for a simple workflow and ${claims.integrationWeeks} for projects that connect several systems, plus time for training and a month of tuning after launch.`,
        },
      ],
    },
    {
      title: "Implementation Best Practices",
      description: "Rolling out automation without disrupting the work that pays the bills.",
      icon: WrenchIcon,
      topics: [
        {
          title: "Pilot before you scale",
          summary:
            "Run the new workflow beside the old one for a week or two with a small group. Fix what breaks while the stakes are low, then expand.",
        },
        {
          title: "Bring your team along",
          summary:
            "Involve the people who do the work from day one. They know the exceptions, and they champion a tool they helped shape.",
        },
        {
          title: "Document every workflow",
          summary:
            "Keep a plain-language record of what each automation does, what triggers it and who owns it. It saves hours when something changes or someone leaves.",
        },
        {
          title: "Test the edge cases",
          summary:
            "Happy-path tests are not enough. Try refunds, partial shipments, duplicate records and missing fields before your customers find them.",
        },
      ],
    },
    {
      title: "Technology Selection",
      description:
        "Choosing tools that fit your size, your budget and the systems you already run.",
      icon: CpuIcon,
      topics: [
        {
          title: "No-code, low-code or custom",
          summary:
            "No-code tools suit simple, low-volume workflows; low-code platforms handle more logic; custom development fits unique processes and high volumes. Many businesses end up with a mix.",
        },
        {
          title: "Integration compatibility",
          summary:
            "Check for reliable connectors or an open API for your accounting, CRM and inventory systems. A tool that cannot talk to your point of sale creates new manual work.",
        },
        {
          title: "Total cost of ownership",
          summary:
            "Price subscriptions at your real task volume, then add setup, maintenance and training. Per-task pricing that looks cheap in month one can triple as you grow.",
        },
        {
          title: "Security and vendor due diligence",
          summary:
            "Ask where data is stored, how access is controlled, and whether the vendor offers single sign-on, audit logs and a data processing agreement.",
        },
      ],
    },
    {
      title: "Strategic AI Integration",
      description:
        "Using AI where it helps, with guardrails, and without betting the business on it.",
      icon: SparklesIcon,
      topics: [
        {
          title: "Where AI adds value today",
          summary:
            "Drafting customer replies, extracting data from invoices and forms, summarizing calls and sorting support requests are proven, low-risk places to start.",
        },
        {
          title: "Prepare your data for AI",
          summary:
            "AI is only as good as the information it reads. Remove duplicates, standardize fields and gather your key documents in one place first.",
        },
        {
          title: "Keep a human in the loop",
          summary:
            "Have a person approve AI output wherever a mistake would reach a customer or your books, and relax the review only as accuracy is proven.",
        },
        {
          title: "Use AI responsibly",
          summary:
            "Set clear rules on which data may go into AI tools, tell customers when they are talking to AI, and read vendor terms on data retention.",
        },
      ],
    },
  ],
} satisfies TopicGroupsContent;

export const additionalResources = {
  heading: {
    eyebrow: "Put the guide to work",
    title: "Additional resources",
    intro: "Free companion tools for planning, sizing and launching your first automation.",
  },
  items: [
    {
      title: "Readiness Assessment Tool",
      description:
        "Score how ready your processes, data, systems and team are for automation, and see the three areas to shore up before you start a project.",
      icon: ClipboardCheckIcon,
      action: {
        kind: "contact",
        label: "Get the Readiness Assessment",
        source: "resource",
        intent: "download",
      },
    },
    {
      title: "ROI Calculator",
      description:
        "Enter your labor, error and wasted-time costs to estimate annual savings, ROI and payback period in about a minute.",
      icon: CalculatorIcon,
      action: { kind: "link", label: "Open the ROI Calculator", to: "/roi-calculator" },
    },
    {
      title: "Implementation Checklist",
      description:
        "Every step from process mapping to go-live and the first 30 days of monitoring, so nothing is missed at launch.",
      icon: ListChecksIcon,
      action: {
        kind: "contact",
        label: "Get the Implementation Checklist",
        source: "resource",
        intent: "download",
      },
    },
    {
      title: "Case Study Library",
      description:
        "How manufacturers, retailers, service companies, online stores, healthcare practices and dealerships automated their operations, and what it changed.",
      icon: LibraryIcon,
      action: { kind: "link", label: "Browse Case Studies", to: "/manufacturing-automation" },
    },
  ],
} satisfies ResourceCardsContent;

export const callToAction = {
  title: "Get the complete guide, free",
  description:
    "All five sections, the tool directory and every worksheet in one PDF, written for owners and operations leads rather than IT departments. Tell us a little about your business and the download link appears at once.",
  actions: [downloadGuide, bookFreeCall("resource")],
} satisfies CallToActionContent;
