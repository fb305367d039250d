import { ListChecksIcon, MessageSquareTextIcon, ShieldCheckIcon, TabletIcon } from "lucide-react";
import { bookFreeCall } from "~/content/actions";
import type { ToolIllustration, Workflow } from "~/content/case-study";
import { priceLabels } from "~/content/claims";
import type {
  Action,
  BenefitListContent,
  CallToActionContent,
  CardGridContent,
  HeroContent,
  LinkCardsContent,
  ProseContent,
  ResultsContent,
  StepsContent,
} from "~/content/types";

const assessment = {
  kind: "contact",
  label: "Get Your Healthcare Assessment",
  source: "case-study",
} satisfies Action;

export const hero = {
  eyebrow: "Case Study: Healthcare",
  title: "Healthcare Operations Automation",
  lead: "A healthcare group with 8 locations and $4.5M in revenue automated patient intake, appointment reminders and billing follow-up in 6 months.",
  priceLabel: priceLabels.contactForPricing,
  actions: [assessment],
  stats: [
    {
      value: "8",
      label: "Locations",
    },
    {
      value: "$4.5M",
      label: "Annual revenue",
    },
    {
      value: "6 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;

export const situation = {
  heading: {
    eyebrow: "The client",
    title: "Eight clinics and a front desk stretched thin at each",
  },
  paragraphs: [
    "The client is an independent physical therapy practice with 8 outpatient clinics across King and Snohomish counties, founded by two therapists who still treat patients. Most visits are billed to commercial insurance, Medicare or workers' compensation, and a typical patient comes in twice a week for six to eight weeks.",
    "New patients filled out paper forms in the waiting room, and front-desk staff typed them into the practice's electronic health record (EHR). Reminder calls were squeezed in between check-ins, insurance was verified one patient at a time by phone or payer portal, and denied claims were tracked in a spreadsheet two billers shared.",
    "The owners wanted their front desks focused on the patients in front of them, fewer empty treatment slots, and prompt payment for care already given, without replacing an EHR their therapists knew well.",
  ],
} satisfies ProseContent;

export const challenges = {
  heading: {
    eyebrow: "The challenges",
    title: "Where the practice was losing time and revenue",
    intro:
      "We shadowed front desks at three clinics and sat with the billing team. Four problems showed up at every location.",
  },
  items: [
    {
      title: "Paper intake, typed twice",
      description:
        "New-patient paperwork took 15 minutes in the waiting room and another 10 at the desk to enter, so first visits routinely started late.",
    },
    {
      title: "Empty slots from no-shows",
      description:
        "About one visit in eight went unattended. Reminder calls happened when the desk had time, and open slots were rarely filled the same day.",
    },
    {
      title: "Eligibility checked by hand",
      description:
        "Coverage was verified by phone before each first visit, and changes for existing patients were often missed until a claim came back denied.",
    },
    {
      title: "Denials lost in a spreadsheet",
      description:
        "Follow-up on denied and unpaid claims depended on which biller had time, and some claims aged past the payer's appeal window.",
    },
  ],
} satisfies BenefitListContent;

export const solution = {
  heading: {
    eyebrow: "What we built",
    title: "Intake, reminders and billing follow-up on autopilot",
    intro:
      "The practice kept its EHR and billing system. We used only vendors that sign business associate agreements, kept patient data inside systems the practice controls and logged every automated access.",
  },
  items: [
    {
      title: "Online intake that fills the chart",
      description:
        "New patients complete intake, consent and insurance details on their phone before the first visit. The answers flow into the EHR, and the desk reviews them instead of retyping them.",
      icon: TabletIcon,
    },
    {
      title: "Two-way reminders and a waitlist",
      description:
        "Patients get a text two days and two hours before each visit and can confirm or cancel by reply. A cancelled slot is offered to waitlisted patients at the same clinic.",
      icon: MessageSquareTextIcon,
    },
    {
      title: "Overnight eligibility checks",
      description:
        "Every night, coverage is verified for each patient on the next day's schedule, and the desk starts the morning with a short list of problems to solve before patients arrive.",
      icon: ShieldCheckIcon,
    },
    {
      title: "A denied-claims work queue",
      description:
        "Denials and unpaid claims are pulled from the billing system daily, sorted by payer and appeal deadline, and assigned to a biller with the supporting documents attached.",
      icon: ListChecksIcon,
    },
  ],
} satisfies CardGridContent;

export const timeline = {
  heading: {
    eyebrow: "The project",
    title: "Six months, two clinics at a time",
    intro:
      "Clinics moved over in pairs, so every change was tested with real patients before it reached the rest of the practice.",
  },
  steps: [
    {
      title: "Month 1: Audit and privacy review",
      description:
        "We mapped every patient and claim workflow and reviewed each planned tool with the practice's privacy officer.",
    },
    {
      title: "Months 2-3: Intake and reminders",
      description:
        "Online intake and two-way reminders launched at the two busiest clinics, then at the other six.",
    },
    {
      title: "Months 4-5: Eligibility and billing",
      description:
        "Overnight eligibility checks went live at every clinic, followed by the denied-claims queue for the billing team.",
    },
    {
      title: "Month 6: Reporting and handover",
      description:
        "We added a weekly operations summary for the owners and trained staff to manage message templates, waitlists and queues themselves.",
    },
  ],
} satisfies StepsContent;

export const results = {
  heading: {
    eyebrow: "The results",
    title: "Six months after launch",
    intro: "Compared with the six months before the project began, across all eight clinics.",
  },
  results: [
    {
      metric: "38%",
      description:
        "Fewer no-shows across the practice, with most late cancellations now filled from the waitlist.",
    },
    {
      metric: "20 min",
      description:
        "Saved per new patient at check-in, because intake arrives complete before the first visit.",
    },
    {
      metric: "18 days",
      description: "Faster payment on claims, with days in accounts receivable down from 52 to 34.",
    },
    {
      metric: "60 hrs",
      description:
        "Of front-desk time freed every week across the eight clinics, now spent with patients instead of on the phone.",
    },
  ],
} satisfies ResultsContent;

/**
 * A patient's way from the first visit to a paid claim, before the project and after. Hours are the
 * front desks' across the eight clinics; delays are per new patient at check-in, and per claim.
 */
export const workflow = {
  title: "From a new patient's first visit to a paid claim",
  before: [
    {
      task: "Fill in paper intake forms in the waiting room",
      actor: "person",
      who: "Patient",
      delay: { amount: 15, unit: "minutes" },
      result: 1,
    },
    {
      task: "Type the forms into the EHR",
      actor: "person",
      who: "Front desk",
      hoursPerWeek: 20,
      delay: { amount: 10, unit: "minutes" },
      error: "Typing errors in the chart",
      result: 1,
    },
    {
      task: "Call patients with reminders between check-ins",
      actor: "person",
      who: "Front desk",
      hoursPerWeek: 25,
      error: "One visit in eight missed",
    },
    {
      task: "Verify insurance by phone or payer portal",
      actor: "person",
      who: "Front desk",
      hoursPerWeek: 25,
      error: "Coverage changes missed until a denial",
    },
    {
      task: "Follow up denied claims from a shared spreadsheet",
      actor: "person",
      who: "Billers",
      delay: { amount: 52, unit: "days" },
      error: "Claims age past the appeal window",
      result: 2,
    },
  ],
  after: [
    {
      task: "Intake answers from the patient's phone flow into the EHR",
      actor: "system",
      who: "Online intake",
    },
    {
      task: "Review the intake at check-in",
      actor: "person",
      who: "Front desk",
      hoursPerWeek: 4,
      delay: { amount: 5, unit: "minutes" },
      result: 1,
    },
    {
      task: "Text reminders; offer cancelled slots to the waitlist",
      actor: "system",
      who: "Two-way reminders",
      result: 0,
    },
    {
      task: "Check coverage overnight for the next day's patients",
      actor: "system",
      who: "Eligibility checks",
    },
    {
      task: "Solve the morning's short list of coverage problems",
      actor: "person",
      who: "Front desk",
      hoursPerWeek: 6,
      result: 3,
    },
    {
      task: "Work denials from a queue sorted by appeal deadline",
      actor: "person",
      who: "Billers",
      delay: { amount: 34, unit: "days" },
      result: 2,
    },
  ],
  hoursResult: 3,
} satisfies Workflow;

/** The picture of the online intake and reminders. */
export const tool = {
  caption: "Online intake on a patient's phone, and the two-way reminder that follows.",
  description:
    "A phone showing a new-patient intake form with filled fields, a signed consent box and a Submit button, beside a text reminder with Confirm and Cancel replies and a clinic schedule with a slot filled from the waitlist.",
} satisfies ToolIllustration;

export const related = {
  heading: {
    eyebrow: "Behind this project",
    title: "Services we used",
  },
  links: [
    {
      title: "Data Management",
      description:
        "Access controls, audit trails and careful handling of patient data in every workflow we touch.",
      to: "/data-management",
    },
    {
      title: "Strategic Process Automation",
      description:
        "The intake, reminder and eligibility workflows that now run overnight and between visits.",
      to: "/process-automation",
    },
    {
      title: "System Integration",
      description:
        "The connections between online forms, the EHR, the billing system and patient messaging.",
      to: "/system-integration",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "Is your front desk doing work that software should?",
  description:
    "Tell us how patients get from a first call to a paid claim in your practice. We'll show you where automation would help first, with privacy built in, before you commit to anything.",
  actions: [assessment, bookFreeCall("case-study")],
} satisfies CallToActionContent;
