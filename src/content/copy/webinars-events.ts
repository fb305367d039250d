import { PresentationIcon, UsersIcon, VideoIcon, WrenchIcon } from "lucide-react";
import type {
  Action,
  CallToActionContent,
  CardGridContent,
  EventListsContent,
  HeroContent,
} from "~/components/types";

const subscribe = {
  kind: "contact",
  label: "Subscribe to Updates",
  source: "event",
  intent: "subscribe",
} satisfies Action;

/** The ids of the event lists, for the hero's in-page links. */
export const eventsId = "upcoming-events";
export const pastEventsId = "past-events";

export const hero = {
  eyebrow: "Resources",
  title: "Webinars & Events",
  lead: "Live sessions on automation and AI for business owners and operations leaders: practical demos, real case studies and time for your questions.",
  // One of the two links shows: the first while an event is upcoming, the second while none is.
  actions: [
    subscribe,
    { kind: "link", label: "See Upcoming Events", to: `#${eventsId}`, upcoming: true },
    { kind: "link", label: "See Past Events", to: `#${pastEventsId}`, upcoming: false },
  ],
} satisfies HeroContent;

/**
 * The event lists. The events themselves are files in src/content/events (one per event); the
 * page splits them into upcoming and past by the date (at build, and again in the browser).
 */
export const eventLists = {
  upcoming: {
    eyebrow: "Live sessions",
    title: "Upcoming Events",
    intro:
      "Every session is free. Register and we will confirm your seat and email you the joining details.",
  },
  past: {
    eyebrow: "On demand",
    title: "Past events",
    intro: "Missed a session? Ask for the recording and we will send it to you.",
  },
  noUpcoming:
    "No events are scheduled right now. Subscribe to Updates and you will hear about the next one first.",
  noUpcomingIntro:
    "Every session is free. Until the next one is announced, the past sessions below are yours as recordings.",
  subscribe,
  register: { label: "Register Now", source: "event", intent: "register" },
  recording: { label: "Request the Recording", source: "event", intent: "recording" },
  addToCalendar: "Add to calendar",
} satisfies EventListsContent;

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
