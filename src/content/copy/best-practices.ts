import {
  ActivityIcon,
  DatabaseIcon,
  PlugIcon,
  ShieldCheckIcon,
  SparklesIcon,
  SproutIcon,
  UsersIcon,
} from "lucide-react";
import { claims, site } from "~/collections/facts";
import type {
  Action,
  CallToActionContent,
  CardGridContent,
  HeroContent,
  MistakesContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";

const expertGuidance = {
  kind: "contact",
  label: "Get Expert Guidance",
  source: "resource",
} satisfies Action;

/** The hero's counts are the spec's ("6 practices and 5 mistakes"), kept as given. */
export const hero = {
  eyebrow: "Resources",
  title: "Automation Best Practices",
  lead: "6 proven practices and 5 costly mistakes to avoid, drawn from real automation projects with Seattle businesses.",
  actions: [expertGuidance],
  stats: [
    { value: "6", label: "Proven practices" },
    { value: "5", label: "Costly mistakes to avoid" },
    { value: site.clientCount, label: `Clients since ${site.foundingYear}` },
  ],
} satisfies HeroContent;

export const practices = {
  heading: {
    eyebrow: "What works",
    title: "Best practices for successful automation",
    intro: `The habits we see in every project that pays off, learned alongside ${site.clientCount} Seattle-area businesses.`,
  },
  items: [
    {
      title: "Start small, then scale",
      description: `Automate one high-volume, rule-based process first and prove the result in ${claims.simpleAutomationWeeks}. An early win earns the budget and the team's trust for the next project.`,
      icon: SproutIcon,
    },
    {
      title: "Plan for change management",
      description:
        "Tell your team early what will change, why, and what it means for their jobs. Train people before launch and name a go-to person for questions.",
      icon: UsersIcon,
    },
    {
      title: "Clean your data first",
      description:
        "Automation moves bad data faster. Remove duplicates, standardize formats and agree on one source of truth for customers, products and prices before connecting systems.",
      icon: DatabaseIcon,
    },
    {
      title: "Integrate, don't isolate",
      description:
        "Connect new tools to your accounting, CRM and inventory systems instead of adding another island. Every re-keyed record between systems is a chance for error.",
      icon: PlugIcon,
    },
    {
      title: "Monitor and measure results",
      description:
        "Track hours saved, error rates and turnaround time against your baseline. Alert on failed runs so a broken automation is fixed in hours, not found weeks later.",
      icon: ActivityIcon,
    },
    {
      title: "Adopt AI strategically",
      description:
        "Give AI specific jobs, like reading documents or drafting replies, with a person reviewing the output. Start where mistakes are cheap to catch and expand as accuracy is proven.",
      icon: SparklesIcon,
    },
    {
      title: "Build in security and compliance",
      description:
        "Give each automation only the access it needs, keep credentials in a vault and log every run. Check customer and payment data flows against rules such as PCI DSS or HIPAA.",
      icon: ShieldCheckIcon,
    },
  ],
} satisfies CardGridContent;

export const mistakes = {
  heading: {
    eyebrow: "What to avoid",
    title: "Common automation mistakes",
    intro: "The problems we are most often called in to fix, and how to stay clear of them.",
  },
  items: [
    {
      title: "Automating a broken process",
      description:
        "Automating a messy workflow makes the mess run faster and locks in steps nobody needs.",
      solution:
        "Map and simplify the process first: drop duplicate approvals and unused steps, then automate what is left.",
    },
    {
      title: "Automating everything at once",
      description:
        "Big-bang projects stretch budgets, overwhelm staff and take months to show any return.",
      solution: `Start with one process, deliver it in ${claims.simpleAutomationWeeks}, measure the result and use it to plan the next phase.`,
    },
    {
      title: "Leaving your team out",
      description:
        "When staff meet a new system on launch day, they work around it and adoption stalls.",
      solution:
        "Involve the people who do the work in design and testing, train them before go-live and appoint an internal champion.",
    },
    {
      title: "Ignoring data quality",
      description:
        "Duplicate customers, inconsistent product codes and stale prices make automations fail or send the wrong information.",
      solution:
        "Clean the data each automation depends on, validate it where it is entered and give every data set an owner.",
    },
    {
      title: "Choosing tools before defining needs",
      description:
        "Buying a platform because it is popular leaves you paying for features you do not use and missing the ones you need.",
      solution:
        "List your requirements, volumes and the systems a tool must connect to, then trial two or three options against that list.",
    },
    {
      title: "Setting it and forgetting it",
      description:
        "Software updates, new products and changing rules quietly break automations, and nobody notices until a customer does.",
      solution:
        "Give every automation an owner, alert on failures and review its performance against your baseline each month.",
    },
  ],
} satisfies MistakesContent;

export const callToAction = {
  title: "Put these practices to work",
  description:
    "Talk to a consultant about your first or next automation project and leave with a plan built around your processes, systems and team.",
  actions: [expertGuidance, bookFreeCall("resource")],
} satisfies CallToActionContent;
