import { BotIcon, PresentationIcon, UsersIcon, VideoIcon, WrenchIcon, ZapIcon } from "lucide-react";
import { site } from "~/content/site";
import type {
  Action,
  CallToActionContent,
  CardGridContent,
  EventListContent,
  HeroContent,
} from "~/content/types";

const subscribe = {
  kind: "contact",
  label: "Subscribe to Updates",
  source: "event",
} satisfies Action;

/** The id of the event list, for the hero's in-page link. */
export const eventsId = "upcoming-events";

export const hero = {
  eyebrow: "Resources",
  title: "Webinars & Events",
  lead: "Live sessions on automation and AI for business owners and operations leaders: practical demos, real case studies and time for your questions.",
  actions: [subscribe, { kind: "link", label: "See Upcoming Events", to: `#${eventsId}` }],
} satisfies HeroContent;

const founder = `${site.founder.name}, ${site.founder.title}`;

/** The spec's four events: three in March 2024 and a three-day conference in April 2024. */
export const upcomingEvents = {
  heading: {
    eyebrow: "Spring 2024 program",
    title: "Upcoming Events",
    intro:
      "Every session is free. Register and we will confirm your seat and email you the joining details.",
  },
  events: [
    {
      title: "Automation 101: Where Small Businesses Save the Most Time",
      date: "March 14, 2024",
      dateTime: "2024-03-14",
      time: "11:00 AM PT",
      duration: "60 minutes",
      description:
        "A practical tour of the processes Seattle small businesses automate first: invoicing, scheduling, order entry and reporting. Live demos, plus a simple method to estimate the hours your own team would get back.",
      speaker: founder,
      type: "Webinar",
      icon: ZapIcon,
    },
    {
      title: "From Spreadsheets to Automated Production Scheduling",
      date: "March 21, 2024",
      dateTime: "2024-03-21",
      time: "12:00 PM PT",
      duration: "45 minutes",
      description:
        "A manufacturing project walked through step by step: where the company started, the tools it chose, how the rollout was staged and what changed in the first six months. Open Q&A to close.",
      speaker: founder,
      type: "Case Study Session",
      icon: PresentationIcon,
    },
    {
      title: "AI for Small Business: Practical Uses Without the Hype",
      date: "March 28, 2024",
      dateTime: "2024-03-28",
      time: "10:00 AM PT",
      duration: "75 minutes",
      description:
        "Where AI helps a small business today, from reading invoices to drafting customer replies, and where it still needs a person. You leave with a checklist for choosing AI tools safely.",
      speaker: founder,
      type: "Webinar",
      icon: BotIcon,
    },
    {
      title: "Pacific Northwest Business Automation Summit",
      date: "April 16-18, 2024",
      dateTime: "2024-04-16",
      time: "9:00 AM - 4:30 PM PT daily",
      duration: "3 days",
      description:
        "Three days in Seattle of talks, hands-on workshops and peer roundtables for owners and operations leaders, covering process automation, system integration and AI adoption.",
      speaker: `${site.founder.name} and guest speakers`,
      type: "Conference",
      icon: UsersIcon,
    },
  ],
  register: { label: "Register Now", source: "event" },
} satisfies EventListContent;

export const eventTypes = {
  heading: {
    eyebrow: "Formats",
    title: "Event types",
    intro: "Pick the format that fits your schedule and the way you like to learn.",
  },
  items: [
    {
      title: "Webinars",
      description:
        "Free online sessions of about an hour with live demos and Q&A. Join from your desk and ask your questions as we go.",
      icon: VideoIcon,
    },
    {
      title: "Case Study Sessions",
      description:
        "Real projects from local businesses, taken apart step by step: the problem, the solution, the rollout and the measured results.",
      icon: PresentationIcon,
    },
    {
      title: "Conferences",
      description:
        "Multi-day events with talks, workshops and time to compare notes with other owners and operations leaders.",
      icon: UsersIcon,
    },
    {
      title: "Workshops",
      description:
        "Small-group working sessions where you map one of your own processes and leave with a plan to automate it.",
      icon: WrenchIcon,
    },
  ],
} satisfies CardGridContent;

export const callToAction = {
  title: "Hear about the next session first",
  description:
    "Get an email when we announce new webinars, case study sessions and events. Only announcements, never a sales sequence.",
  actions: [subscribe],
} satisfies CallToActionContent;
