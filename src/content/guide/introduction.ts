import { claims, pricing, site } from "~/collections/facts";
import type { GuideBlock } from "~/features/guide/types";

/** "How to use this guide": the page after the contents. */
export const guideIntroduction = [
  {
    kind: "paragraph",
    text: `This guide is for the people who run small and mid-size businesses: owners, general managers and operations leads who know their work inside out but do not have an IT department to hand a project to. It collects what ${site.name} has learned from automating the operations of ${site.clientCount} businesses: contractors, clinics, shops, distributors, dealerships and small manufacturers.`,
  },
  {
    kind: "paragraph",
    text: "Automation is not a technology project first. It is a decision about which work your people should stop doing by hand, and a plan for doing that without disrupting the work that pays the bills. So the guide starts with the business questions and only then turns to tools.",
  },
  { kind: "subheading", text: "How the guide is organized" },
  {
    kind: "bullets",
    items: [
      "Understanding Automation explains what automation and AI can and cannot do, and where small businesses see returns.",
      "Getting Started walks you through mapping a process, choosing your first candidate, measuring a baseline and planning the budget.",
      "Implementation Best Practices covers pilots, bringing your team along, documentation and testing.",
      "Technology Selection helps you choose between no-code, low-code and custom tools and check vendors before you sign.",
      "Strategic AI Integration shows where AI helps today and how to use it with the right guardrails.",
      "At the back you will find a directory of the tools we see most often, a readiness assessment to score yourself, and an implementation checklist for your first project.",
    ],
  },
  { kind: "subheading", text: "How to use it" },
  {
    kind: "paragraph",
    text: "Each section stands on its own. If you are still deciding whether automation is worth it, read the first two sections. If you have a project in mind, start with the readiness assessment at the back, then read the sections where you scored lowest. The worksheets are meant to be printed and filled in with a pen, ideally with the people who do the work.",
  },
  {
    kind: "paragraph",
    text: "The examples describe composite businesses drawn from the kinds of projects we do; names and details are changed. Figures in the examples are worked arithmetic, not promises. Tools are named because you will meet them, not because anyone paid to be listed: we have no affiliate relationships with the vendors in this guide.",
  },
  {
    kind: "tip",
    text: "Start small. One well-chosen process, automated and measured, teaches you more than a plan for ten.",
  },
] as const satisfies readonly GuideBlock[];

/** The last pages: what to do next, and how the firm can help. */
export const guideNextSteps = [
  {
    kind: "paragraph",
    text: `If you have worked through the readiness assessment and a process map, you already know more about your operations than most businesses that start an automation project. The next step is to turn one candidate into a plan with a cost, a timeline and a measure of success.`,
  },
  {
    kind: "steps",
    items: [
      "Pick the one process you scored highest on the candidate worksheet in Getting Started.",
      "Measure its baseline for two weeks: hours, errors and turnaround time.",
      `Estimate the return with the ROI calculator on our website, using your baseline figures.`,
      "Run a small pilot, following the implementation checklist at the back of this guide.",
      "Review the results against the baseline after 30 days, then choose the next process.",
    ],
  },
  { kind: "subheading", text: `How ${site.name} can help` },
  {
    kind: "paragraph",
    text: `We are a Seattle consultancy that helps small and mid-size businesses automate their operations and bring in AI safely. Our clients typically cut operating costs by ${claims.costReduction}, get back ${claims.hoursSavedWeekly} hours a week and recover their investment in ${claims.paybackMonths}. A simple workflow usually goes live in ${claims.simpleAutomationWeeks}; projects that connect several systems take ${claims.integrationWeeks}.`,
  },
  {
    kind: "paragraph",
    text: `The first conversation is a free ${pricing.discoveryCallMinutes}-minute call. We talk through the processes that slow you down, and you leave with an honest view of whether automation is worth it for you. If it is, our Discovery & Assessment package (${pricing.discovery.price}, ${pricing.discovery.duration}) ends in a prioritized plan with costs, savings and payback for each opportunity.`,
  },
] as const satisfies readonly GuideBlock[];
