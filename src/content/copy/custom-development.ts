import {
  Code2Icon,
  CompassIcon,
  LayersIcon,
  PlugIcon,
  RocketIcon,
  SearchIcon,
  SmartphoneIcon,
  SparklesIcon,
  UsersIcon,
  WorkflowIcon,
} from "lucide-react";
import { caseStudyResult } from "~/collections/case-studies/results";
import { priceLabels } from "~/collections/facts";
import { fullStoryLink, getTestimonial } from "~/collections/testimonials";
import type { ServicePageContent } from "~/components/templates/sections";
import type {
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  CaseStudyResultsContent,
  HeroContent,
  PriceContent,
  ProseContent,
  StepsContent,
  TagListContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";
import { priceHeading } from "~/content/service-offer";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "Custom Software Development",
  lead: "When off-the-shelf software almost fits, you pay for the gap every day. We build the internal tools, customer portals and integrations your business actually needs, and we hand you the code.",
  actions: [
    {
      kind: "contact",
      label: "Discuss Your Custom Project",
      source: "service",
    },
  ],
  priceLabel: priceLabels.customDevelopment,
} satisfies HeroContent;

export const whenCustomFits = {
  heading: {
    eyebrow: "When custom makes sense",
    title: "Software that fits the way you already work",
  },
  paragraphs: [
    "Most businesses should start with off-the-shelf tools, and we will tell you when one is good enough. But sooner or later many growing companies hit the same wall: the software handles most of the job, and the rest lives in spreadsheets, sticky notes and one employee's memory.",
    "That gap is where custom software pays off. A quoting tool that knows your pricing rules, a portal where clients check their own order status, a dashboard that pulls jobs, hours and invoices into one screen: small, focused applications that remove a daily headache without replacing the systems you rely on.",
    "We build in plain, well-known technologies, document what we build, and hand over the source code, so you are never locked in to us or to anyone else.",
  ],
} satisfies ProseContent;

export const whatWeBuild = {
  heading: {
    eyebrow: "What we build",
    title: "Focused software for real business problems",
    intro: "Practical applications your team opens every day, not experiments.",
  },
  items: [
    {
      title: "Internal tools and dashboards",
      description:
        "One screen for jobs, orders, hours and invoices, replacing the patchwork of spreadsheets your managers check each morning.",
      icon: LayersIcon,
    },
    {
      title: "Customer and client portals",
      description:
        "Secure pages where customers place repeat orders, upload documents, approve quotes or check the status of their job without calling your office.",
      icon: UsersIcon,
    },
    {
      title: "Workflow and approval apps",
      description:
        "Quotes, purchase orders and change requests routed to the right person with your business rules built in, and a record of who approved what.",
      icon: WorkflowIcon,
    },
    {
      title: "Integrations and APIs",
      description:
        "Custom connectors for the systems that have no ready-made integration, including older desktop software and industry-specific tools.",
      icon: PlugIcon,
    },
    {
      title: "Mobile-friendly field apps",
      description:
        "Checklists, photos, signatures and time entries captured on a phone at the job site and synced to the office the moment there is signal.",
      icon: SmartphoneIcon,
    },
    {
      title: "AI-assisted features",
      description:
        "Practical AI where it earns its keep: reading invoices and forms, drafting routine replies, sorting requests, always with a person reviewing the result.",
      icon: SparklesIcon,
    },
  ],
} satisfies CardGridContent;

export const process = {
  heading: {
    eyebrow: "How we build",
    title: "Our four-step development process",
    intro: "Short cycles, working software early and no surprises on scope or budget.",
  },
  steps: [
    {
      title: "Discovery and scoping",
      description:
        "We learn the process the software must support, talk with the people who will use it, and agree on a written scope, timeline and price.",
      icon: SearchIcon,
    },
    {
      title: "Design and prototype",
      description:
        "You click through a working prototype of the key screens before we write production code, so changes are cheap and nothing is lost in translation.",
      icon: CompassIcon,
    },
    {
      title: "Build and test",
      description:
        "We build in short iterations and show you progress every other week. Automated tests and a review with your real data come before anything goes live.",
      icon: Code2Icon,
    },
    {
      title: "Launch and support",
      description:
        "We deploy, train your team and stay on hand after launch for fixes and small improvements. You receive the code and the documentation.",
      icon: RocketIcon,
    },
  ],
} satisfies StepsContent;

export const technologies = {
  heading: {
    eyebrow: "Technology",
    title: "Proven technology, chosen for the long run",
    intro:
      "We pick mainstream, well-supported tools so any competent developer can maintain what we build.",
  },
  groups: [
    {
      name: "Frontend",
      tags: ["React", "TypeScript", "Next.js", "React Router", "Tailwind CSS", "React Native"],
    },
    {
      name: "Backend",
      tags: ["Node.js", "Python", ".NET", "REST APIs", "GraphQL", "Background jobs"],
    },
    {
      name: "Database",
      tags: ["PostgreSQL", "SQL Server", "MySQL", "SQLite", "Redis"],
    },
    {
      name: "Cloud",
      tags: ["AWS", "Microsoft Azure", "Google Cloud", "Vercel", "Cloudflare", "Docker"],
    },
  ],
} satisfies TagListContent;

export const benefits = {
  heading: {
    eyebrow: "Benefits",
    title: "Why build instead of bending another tool",
  },
  items: [
    {
      title: "Built around your process",
      description:
        "Your team keeps the way of working that makes you good at what you do, instead of adopting whatever a generic product assumes.",
    },
    {
      title: "You own the code",
      description:
        "The source code and documentation are yours. No lock-in, and no surprise price increase from a vendor you cannot leave.",
    },
    {
      title: "No per-seat fees that grow with you",
      description:
        "Add staff, locations or customers without paying another monthly license for every new user.",
    },
    {
      title: "Connected from day one",
      description:
        "Everything we build talks to your accounting, CRM and e-commerce systems, so data is entered once and stays consistent everywhere.",
    },
    {
      title: "Quick to first results",
      description:
        "We ship the most valuable piece first, so your team is using real software early while larger features follow in stages.",
    },
    {
      title: "A local team you can call",
      description:
        "We are based in Seattle, answer the phone, and can meet your team in person when a whiteboard works better than a video call.",
    },
  ],
} satisfies BenefitListContent;

export const callToAction = {
  title: "Have a process no software quite fits?",
  description:
    "Describe it in a few sentences. We review every request within 2 business hours and follow up with a free 30-minute strategy consultation to talk through whether custom software, an existing tool or a simple integration is the right answer.",
  actions: [
    { kind: "contact", label: "Start Your Custom Build", source: "service" },
    bookFreeCall("service"),
  ],
} satisfies CallToActionContent;

/** Client results: a testimonial and case-study results, read from their own modules. */
export const clientResults = {
  heading: {
    eyebrow: "Client results",
    title: "Custom software our clients use every day",
    intro:
      "A Capitol Hill bakery replaced orders by text and voicemail with an order form built around its wholesale accounts. Two case studies show what tools built to fit did for a manufacturer and an online seller.",
  },
  testimonial: getTestimonial("capitol-hill-bakery"),
  testimonialLink: fullStoryLink,
  results: [
    caseStudyResult("/manufacturing-automation", 0),
    caseStudyResult("/ecommerce-solutions", 2),
  ],
} satisfies CaseStudyResultsContent;

/** The price: the hero's label, and what sets it for this service. */
export const price = {
  heading: priceHeading,
  label: hero.priceLabel,
  note: "The final price depends on the screens, users and systems involved. After a scoping call you get a written quote, and the code is yours.",
} satisfies PriceContent;

/** The page as ServicePage.astro lays it out: the sections this service adds come between proof and price. */
export const service = {
  hero,
  offer: whatWeBuild,
  process,
  clientResults,
  sections: [
    { kind: "prose", ...whenCustomFits },
    { kind: "tags", ...technologies },
    { kind: "benefits", ...benefits },
  ],
  price,
  callToAction,
} satisfies ServicePageContent;
