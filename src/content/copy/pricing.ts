import { BadgeCheckIcon, CalendarCheckIcon, ReceiptTextIcon } from "lucide-react";
import { claims, pricing } from "~/collections/facts";
import type {
  AddOnsContent,
  CallToActionContent,
  CardGridContent,
  FaqContent,
  HeroContent,
  PackagesContent,
} from "~/components/types";

export const hero = {
  eyebrow: "Pricing",
  title: "Simple, Transparent Pricing",
  lead: `Fixed-scope packages with clear deliverables, backed by our ROI guarantee: a positive return within ${claims.roiGuaranteeMonths} months.`,
  actions: [{ kind: "link", label: "Compare Packages", to: "#packages" }],
  stats: [
    { value: `${claims.roiGuaranteeMonths} months`, label: "To a positive return, guaranteed" },
    { value: pricing.discovery.price, label: "To start with a Discovery & Assessment" },
    { value: `${pricing.discoveryCallMinutes} min`, label: "Free discovery call" },
  ],
} satisfies HeroContent;

export const packages = {
  heading: {
    eyebrow: "Packages",
    title: "Choose the package that fits where you are",
    intro:
      "Start with an assessment, go straight to implementation, or plan a company-wide program. Every package has a written scope and a fixed price before any work begins.",
  },
  source: "pricing-package",
  packages: [
    {
      name: "Discovery & Assessment",
      price: pricing.discovery.price,
      duration: pricing.discovery.duration,
      description:
        "A focused look at how work moves through your business, ending in a prioritized automation plan with costs and expected savings.",
      features: [
        "Interviews and walkthroughs with the people who do the work",
        "A map of your current workflows, tools and hand-offs",
        "Automation opportunities ranked by return on investment",
        "Cost, savings and payback estimate for each opportunity",
        "Written report and a review session with your team",
      ],
      popular: false,
      cta: "Start Your Assessment",
    },
    {
      name: "Strategic Implementation",
      price: pricing.implementation.price,
      duration: pricing.implementation.duration,
      description:
        "We design, build and launch the automations with the biggest payoff, then stay with you while your team settles in.",
      features: [
        "Everything in Discovery & Assessment",
        "Design, build and testing of your highest-impact workflows",
        "Integration with the software you already use",
        "Staff training and step-by-step runbooks",
        `${pricing.implementation.supportMonths} months of support after launch`,
        "Bi-weekly check-ins to review results",
      ],
      popular: true,
      cta: "Get Started with Implementation",
    },
    {
      name: "Enterprise Transformation",
      price: pricing.enterprise.price,
      duration: pricing.enterprise.duration,
      description:
        "A multi-department program for businesses ready to automate across operations, with AI integration and custom development where off-the-shelf tools fall short.",
      features: [
        "Everything in Strategic Implementation",
        "A phased automation roadmap across departments",
        "AI integration and custom software development",
        "Data migration and system integration",
        "Change management and team-by-team training",
        `${pricing.enterprise.supportMonths} months of dedicated support`,
      ],
      popular: false,
      cta: "Request a Custom Quote",
    },
  ],
} satisfies PackagesContent;

export const addOns = {
  heading: {
    eyebrow: "Add-ons",
    title: "Extras when you need them",
    intro: "Add any of these to a package, at the start of a project or later.",
  },
  addOns: [
    {
      name: "Additional Training Sessions",
      price: pricing.addOns.training,
      description:
        "A live session, on site or by video, for new hires or another team: hands-on practice with your own automations, and updated notes to keep.",
    },
    {
      name: "Extended Support",
      price: pricing.addOns.extendedSupport,
      description:
        "Monitoring, fixes and small adjustments after your included support ends, with a response within one business day. Cancel any month.",
    },
    {
      name: "Custom Integrations",
      price: pricing.addOns.customIntegrations,
      description:
        "A connection to a system with no ready-made connector, such as an industry-specific platform or an in-house database. Priced by complexity after a short review.",
    },
    {
      name: "Advanced Analytics Setup",
      price: pricing.addOns.analyticsSetup,
      description:
        "A dashboard that tracks the results of your automations: hours saved, error rates and the numbers that matter to your business, updated automatically.",
    },
  ],
} satisfies AddOnsContent;

export const guarantee = {
  heading: {
    eyebrow: "Our ROI guarantee",
    title: `A positive return within ${claims.roiGuaranteeMonths} months`,
    intro:
      "We only recommend automation we expect to pay for itself, and we put that in writing for every Strategic Implementation and Enterprise Transformation project.",
  },
  items: [
    {
      title: "We agree on the baseline first",
      description:
        "Before work starts, we record what the process costs you today in hours, errors and delays, and how we will measure the change.",
      icon: ReceiptTextIcon,
    },
    {
      title: "We measure after launch",
      description: `At the check-ins and at the ${claims.roiGuaranteeMonths}-month mark we compare the results with that baseline, using your own numbers.`,
      icon: CalendarCheckIcon,
    },
    {
      title: "We keep working if it falls short",
      description: `If the return is not positive within ${claims.roiGuaranteeMonths} months of launch, we keep refining the automation at no extra charge until it is.`,
      icon: BadgeCheckIcon,
    },
  ],
} satisfies CardGridContent;

export const faq = {
  heading: {
    eyebrow: "FAQ",
    title: "Pricing questions",
    intro: "What business owners ask us before they sign.",
  },
  items: [
    {
      question: "Is the first consultation really free?",
      answer: `Yes. The ${pricing.discoveryCallMinutes}-minute discovery call is free and carries no obligation. We talk through the processes that slow you down, and you leave with an honest view of whether automation is worth it and which package fits.`,
    },
    {
      question: "Do you offer payment plans?",
      answer: `Yes. Projects are typically billed ${pricing.upfrontShare} upfront and the rest on completion. For Enterprise Transformation programs we can spread payments across the project's milestones.`,
    },
    {
      question: "Are changes included after launch?",
      answer:
        "Minor changes are included: adjusting a rule, a field, a message template or a report during your support period costs nothing extra. Larger changes, such as a new workflow, are quoted in writing before any work starts.",
    },
    {
      question: "Which package should we start with?",
      answer:
        "If you know you want automation but not where to begin, start with Discovery & Assessment. If you already know which process to fix, Strategic Implementation includes the assessment work. Enterprise Transformation suits businesses automating several departments at once.",
    },
    {
      question: "Do your prices include software subscriptions?",
      answer:
        "No. Our fees cover our work. Tools such as your automation platform or CRM are billed to you directly by their vendors, and we include the expected subscription costs in every estimate so there are no surprises.",
    },
    {
      question: "How does the ROI guarantee work?",
      answer: `Before work begins we agree on a baseline and how the results will be measured. If the measured return is not positive within ${claims.roiGuaranteeMonths} months of launch, we keep refining the automation at no extra charge until it is.`,
    },
    {
      question: "How long until we see results?",
      answer: `Discovery & Assessment takes ${pricing.discovery.duration} and Strategic Implementation ${pricing.implementation.duration}, so a project that starts with an assessment usually has its first automations running within two months. Simple automations often go live in ${claims.simpleAutomationWeeks}.`,
    },
  ],
} satisfies FaqContent;

export const callToAction = {
  title: "Not sure which package fits?",
  description: `Book a free ${pricing.discoveryCallMinutes}-minute consultation. We will look at your processes together and recommend the smallest package that gets results.`,
  actions: [{ kind: "booking", label: "Schedule Free Consultation", source: "pricing" }],
} satisfies CallToActionContent;
