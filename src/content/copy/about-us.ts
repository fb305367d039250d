import {
  CompassIcon,
  HandshakeIcon,
  LifeBuoyIcon,
  LightbulbIcon,
  MapPinIcon,
  ReceiptTextIcon,
  TrendingUpIcon,
  WrenchIcon,
} from "lucide-react";
import { site } from "~/collections/facts";
import type {
  CallToActionContent,
  CardGridContent,
  FounderContent,
  HeroContent,
  ProseContent,
  TagListContent,
  TimelineContent,
} from "~/components/types";

/** The communities we serve in person, in the spec's three groups. */
export const whySeattle = {
  heading: {
    eyebrow: "Where we work",
    title: "Why Seattle?",
    intro:
      "We live and work here. Seattle's small businesses compete for staff with some of the largest employers in the country, so every hour spent re-typing orders or chasing invoices costs more here than almost anywhere else. We meet clients on site, in their shops, clinics and warehouses, across three parts of King County.",
  },
  groups: [
    {
      name: "Downtown & Central",
      tags: ["Downtown Seattle", "Capitol Hill", "South Lake Union", "Belltown"],
    },
    {
      name: "Eastside",
      tags: ["Bellevue", "Redmond", "Kirkland", "Issaquah"],
    },
    {
      name: "South King County",
      tags: ["Kent", "Tukwila", "Renton", "Federal Way"],
    },
  ],
} satisfies TagListContent;

const communityCount = whySeattle.groups.reduce((count, group) => count + group.tags.length, 0);

export const hero = {
  eyebrow: "About Us",
  title: "Seattle's Partner for Practical Automation",
  lead: `Founded in ${site.foundingYear}, we help Seattle-area small and mid-size businesses replace repetitive work with reliable systems, one process at a time. ${site.clientCount} clients later, that is still all we do.`,
  actions: [{ kind: "link", label: "See Pricing & Packages", to: "/pricing" }],
  stats: [
    { value: String(site.foundingYear), label: "Founded in Seattle" },
    { value: site.clientCount, label: "Local businesses served" },
    { value: String(communityCount), label: "Communities we visit on site" },
  ],
} satisfies HeroContent;

export const mission = {
  heading: {
    eyebrow: "Our mission",
    title: "Give small teams the systems big companies take for granted",
  },
  paragraphs: [
    "Most of the businesses we meet do not need a digital transformation. They need the quote to turn into an invoice without anyone re-typing it, the schedule to update itself when a job moves, and a report on Monday morning that nobody had to build by hand on Sunday night.",
    "Our mission is to give owners of small and mid-size businesses those systems: automations that connect the tools they already pay for, a little custom software where off-the-shelf tools fall short, and AI only where it earns its place. We measure our work in hours returned to your team and errors that stop happening.",
  ],
} satisfies ProseContent;

export const values = {
  heading: {
    eyebrow: "Our values",
    title: "How we work",
    intro:
      "Four commitments that shape every engagement, from the first call to the last check-in.",
  },
  items: [
    {
      title: "Strategic Approach",
      description:
        "We start with your goals and your numbers, not with a tool. Every automation we propose is tied to a cost, a delay or an error it removes.",
      icon: CompassIcon,
    },
    {
      title: "Client-First Focus",
      description:
        "You talk to the people who build your systems. We explain choices in plain English, work around your busy season and never lock you into our tools.",
      icon: HandshakeIcon,
    },
    {
      title: "Proven Results",
      description:
        "We agree on how success is measured before work begins, then report hours saved, errors avoided and payback against that baseline.",
      icon: TrendingUpIcon,
    },
    {
      title: "Continuous Innovation",
      description:
        "We test new automation and AI tools on our own operations first, and bring them to clients only once they are dependable.",
      icon: LightbulbIcon,
    },
  ],
} satisfies CardGridContent;

const founderFirstName = site.founder.name.split(" ")[0] ?? site.founder.name;

export const founder = {
  heading: {
    eyebrow: "Leadership",
    title: "Meet our founder",
  },
  member: {
    name: site.founder.name,
    title: site.founder.title,
    bio: [
      `${site.founder.name} has spent more than eight years automating the day-to-day operations of growing businesses, first as an operations analyst and then as a software engineer building internal tools, integrations and reporting for companies in logistics, retail and professional services.`,
      `${founderFirstName} started ${site.name} in ${site.foundingYear} after seeing the same pattern again and again: capable teams losing whole days each week to copying data between systems that could talk to each other. Today ${founderFirstName} leads every discovery engagement personally and oversees our custom development work.`,
    ],
    expertise: [
      "Process Automation",
      "AI Integration",
      "Custom Software Development",
      "System Integration",
      "Data Management",
      "Change Management",
    ],
    image: {
      source: "src/assets/images/founder-portrait.svg",
      alt: `Illustrated portrait of ${site.founder.name}, smiling, in glasses and a dark blazer, with Mount Rainier and the Space Needle behind`,
      widths: [224, 448, 672],
    },
  },
  experience: { value: site.founder.yearsOfExperience, label: "years of experience" },
  link: { label: "See how we build custom software", to: "/custom-development" },
} satisfies FounderContent;

export const timeline = {
  heading: {
    eyebrow: "Our story",
    title: "From one consultant to a Seattle team",
    intro: `The milestones since ${site.foundingYear}.`,
  },
  milestones: [
    {
      year: 2020,
      title: "Company Founded",
      description: `${site.founder.name} opens ${site.name} in Seattle to help local businesses that had moved online overnight get their orders, scheduling and billing back under control.`,
    },
    {
      year: 2021,
      title: "First 50 Clients",
      description:
        "Referrals from retailers, clinics and trade contractors bring our fiftieth client. Most projects start with a single workflow, such as invoicing or appointment reminders, and grow from there.",
    },
    {
      year: 2022,
      title: "AI Integration Launch",
      description:
        "We add AI integration to our services: document data extraction, email triage and drafting assistants, always connected to the tools clients already use and always with a person reviewing the output.",
    },
    {
      year: 2023,
      title: "Industry Recognition",
      description:
        "Local business associations and small-business workshops begin inviting us to speak about practical, affordable automation, and more of our new clients arrive through those talks and peer referrals.",
    },
    {
      year: 2024,
      title: "Expansion & Growth",
      description:
        "We grow the team and our on-site coverage across the Eastside and South King County, and add implementation roadmaps and ongoing support plans for clients automating several departments.",
    },
  ],
} satisfies TimelineContent;

export const whyChooseUs = {
  heading: {
    eyebrow: "Why choose us",
    title: "A partner that stays until it works",
  },
  items: [
    {
      title: "Local and On Site",
      description:
        "We are based in Seattle and work at your location when it helps: watching how a process really runs beats any questionnaire.",
      icon: MapPinIcon,
    },
    {
      title: "Clear, Fixed Pricing",
      description:
        "Every package has a written scope and a fixed price before work starts, so the budget you approve is the budget you pay.",
      icon: ReceiptTextIcon,
    },
    {
      title: "Built Around Your Tools",
      description:
        "We connect and extend the software you already use, and write custom code only where it pays for itself.",
      icon: WrenchIcon,
    },
    {
      title: "Support After Launch",
      description:
        "Training, written runbooks and check-ins after go-live keep your automations running as your business changes.",
      icon: LifeBuoyIcon,
    },
  ],
} satisfies CardGridContent;

export const callToAction = {
  title: "Let's find the hours your team is losing",
  description:
    "Book a free 30-minute consultation. We will walk through one process that slows you down and tell you honestly whether automation is worth it.",
  actions: [{ kind: "booking", label: "Schedule Your Consultation", source: "about" }],
} satisfies CallToActionContent;
