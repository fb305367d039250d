import { claims } from "~/collections/facts";
import type {
  Action,
  BenefitListContent,
  CallToActionContent,
  HeroContent,
  SectionHeading,
  StepsContent,
} from "~/components/types";
import { bookFreeCall } from "~/content/actions";
import type { RoiCalculatorCopy } from "~/features/roi/RoiCalculator";

const consultation = {
  kind: "contact",
  label: "Get Expert Consultation",
  source: "roi-calculator",
} satisfies Action;

/** The calculator section's id: the hero's 'Start Calculating' leads there. */
export const calculatorId = "calculator";

export const hero = {
  eyebrow: "Free Tool",
  title: "Automation ROI Calculator",
  lead: "Enter what manual work costs you today and what automation would change. The calculator shows your annual savings, ROI, payback period and first-year net benefit.",
  actions: [{ kind: "link", label: "Start Calculating", to: `#${calculatorId}` }, consultation],
} satisfies HeroContent;

export const calculatorHeading = {
  eyebrow: "Calculator",
  title: "Estimate your return on automation",
  intro:
    "Use yearly figures for the work you want to automate. Rough numbers are fine: change any of them and press Calculate ROI again as often as you like.",
} satisfies SectionHeading;

export const calculator = {
  groups: [
    {
      legend: "Manual labor",
      fields: [
        {
          name: "currentLaborCosts",
          example: "120,000",
          label: "Current labor costs per year",
          unit: "$",
          hint: "Wages and benefits for the hours your team spends on the manual work you want to automate.",
        },
        {
          name: "expectedEfficiencyGain",
          example: "30",
          label: "Expected efficiency gain",
          unit: "%",
          hint: `The share of that work automation takes off your team's plate. Our clients typically cut manual work by ${claims.manualWorkReduction}.`,
        },
      ],
    },
    {
      legend: "Errors and rework",
      fields: [
        {
          name: "currentErrorCosts",
          example: "15,000",
          label: "Current error costs per year",
          unit: "$",
          hint: "Rework, refunds, write-offs and late fees caused by typos, missed steps and double entry.",
        },
        {
          name: "expectedErrorReduction",
          example: "60",
          label: "Expected error reduction",
          unit: "%",
          hint: "The share of those errors automation prevents.",
        },
      ],
    },
    {
      legend: "Wasted time",
      fields: [
        {
          name: "currentTimeWaste",
          example: "30,000",
          label: "Current time waste costs per year",
          unit: "$",
          hint: "Paid time lost to searching for files, chasing approvals and switching between apps.",
        },
        {
          name: "expectedTimeSavings",
          example: "50",
          label: "Expected time savings",
          unit: "%",
          hint: "The share of that lost time you win back.",
        },
      ],
    },
    {
      legend: "Your investment",
      fields: [
        {
          name: "automationInvestment",
          example: "25,000",
          label: "Automation investment",
          unit: "$",
          hint: "The one-time cost of the project: build, setup, software and training.",
        },
      ],
    },
  ],
  calculateLabel: "Calculate ROI",
  resultsTitle: "Your results",
  emptyState:
    "Fill in your numbers and press Calculate ROI. Your annual savings, ROI, payback period and first-year net benefit will appear here.",
  resultLabels: {
    annualSavings: "Annual savings",
    roi: "ROI",
    paybackPeriod: "Payback period",
    investment: "Investment",
    netBenefit: "Net benefit (year 1)",
  },
  consultation: {
    label: consultation.label,
    source: consultation.source,
    note: "Your estimate is added to the form, so we start the conversation from your numbers.",
  },
  shareNote:
    "The page address now holds your inputs: bookmark it or send it to a partner to reopen this estimate.",
  share: {
    label: "Copy link",
    title: "My automation ROI estimate",
    copied: "Link copied. Anyone who opens it sees this estimate.",
    shared: "Link shared. Anyone who opens it sees this estimate.",
    failed: "Could not copy the link: copy the page address from your browser instead.",
  },
  chart: {
    title: "Cumulative savings over 3 years",
    savings: "Cumulative savings",
    investment: "Investment",
    payback: "Payback at",
    start: "Start",
    yearColumn: "End of",
    savedColumn: "Saved to date",
    netColumn: "After investment",
  },
} satisfies RoiCalculatorCopy;

export const noScript =
  "The calculator needs JavaScript to show results. The formulas are explained below, and we are glad to run the numbers with you on a free call.";

export const goodNumbers = {
  heading: {
    eyebrow: "How it works",
    title: "Three steps to a number you can trust",
    intro:
      "An estimate is only as good as its inputs. A few minutes with last year's payroll and a calendar gets you close enough to decide.",
  },
  steps: [
    {
      title: "Price the manual work",
      description:
        "Hours per week × hourly cost (wages plus benefits) × 52. A bookkeeper spending 10 hours a week on data entry at $35 an hour costs $18,200 a year.",
    },
    {
      title: "Be conservative with percentages",
      description:
        "Start lower than a vendor's promise. If the estimate still pays back within a year, the project is worth a closer look.",
    },
    {
      title: "Calculate, then test your assumptions",
      description:
        "Change one number at a time to see which assumption moves the result most. That is the one to check before you commit.",
    },
  ],
} satisfies StepsContent;

export const whatTheNumbersMean = {
  heading: {
    eyebrow: "Reading your results",
    title: "What the numbers mean",
    intro: `For comparison, our clients typically see payback in ${claims.paybackMonths}.`,
  },
  items: [
    {
      title: "Annual savings",
      description:
        "Each cost you entered times the share automation removes, added up for one year. It is money you stop spending, not new revenue.",
    },
    {
      title: "ROI",
      description:
        "First-year savings minus the investment, divided by the investment. 100% means the project paid for itself and returned as much again in year one. With no investment entered it shows 0%.",
    },
    {
      title: "Payback period",
      description:
        "The investment divided by annual savings: how long until the savings have repaid the project. 0.5 years is about six months. With no savings it shows 0.",
    },
    {
      title: "Investment",
      description:
        "The one-time project cost you entered, shown beside the savings so you can compare the two.",
    },
    {
      title: "Net benefit (year 1)",
      description:
        "Annual savings minus the investment: how far ahead or behind you are after the first year. From year two on, the full savings count.",
    },
  ],
} satisfies BenefitListContent;

export const callToAction = {
  title: "Want a second opinion on your numbers?",
  description:
    "Bring your estimate to a free 30-minute call. We check your assumptions, point out costs you may have missed and tell you which workflow to automate first.",
  actions: [consultation, bookFreeCall("roi-calculator")],
} satisfies CallToActionContent;
