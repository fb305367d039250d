import type { GuideBlock, ReadinessArea, ReadinessBand } from "~/features/guide/types";

export const readinessIntro = [
  {
    kind: "paragraph",
    text: "This assessment takes about fifteen minutes. It has 24 statements in four areas: processes, data, systems and team. Score each statement from 1 to 5 for how true it is of your business today. A 1 means not at all, a 3 means partly or only sometimes, and a 5 means fully and consistently true. Score what happens in an ordinary week, not what the policy manual says should happen.",
  },
  {
    kind: "paragraph",
    text: "Answer for the part of the business you plan to automate first, or for the whole business if you have not chosen yet. Then ask one person who does that work every day to score it separately. Owners tend to score higher than the people doing the work, and any statement where your two scores differ by two points or more is worth a conversation before you start a project.",
  },
  {
    kind: "paragraph",
    text: "Add the six scores in each area to get an area subtotal between 6 and 30. Add the four subtotals to get your total, between 24 and 120. The bands that follow explain what your total means, and the closing section shows how to find the three things to fix first. A low score is not a verdict. It tells you where the first weeks of effort should go.",
  },
] satisfies readonly GuideBlock[];

export const readinessAreas = [
  {
    area: "Processes",
    why: "Automation copies a process exactly, including its gaps and workarounds. If three people do the same job three different ways, software cannot guess which way is right. A process that is stable and written down can be automated in weeks; one that is not has to be agreed first.",
    statements: [
      "Our most frequent tasks are done the same way no matter who does them.",
      "At least one frequent process is written down step by step, with who does each step.",
      "We know roughly how many times a week our main processes run and how long each one takes.",
      "Exceptions such as rush orders, refunds and missing information are handled by agreed rules.",
      "Each important process has one named owner who can decide how it should work.",
      "We can state our approval rules, such as who signs off on what and above which amount, in a sentence or two.",
    ],
    ifLow: [
      "Map one frequent process on a single page: each step, who does it, which system it touches and how long it takes.",
      "Sit with the two people who do that job most and agree on one way of doing it before anyone builds anything.",
      "Write the exception rules down as simple if-then sentences, such as 'if the order is over the credit limit, it goes to the office manager'.",
      "Name an owner for each process you might automate, with the authority to settle disagreements.",
    ],
  },
  {
    area: "Data",
    why: "Every automation reads data from one place and writes it somewhere else. Duplicate customers, inconsistent part numbers and prices kept in three spreadsheets turn a clean workflow into a stream of errors. AI tools are even more sensitive, because they give confident answers from whatever they are fed.",
    statements: [
      "Each customer, product and supplier exists once in our systems, without duplicates.",
      "Key fields such as addresses, part numbers, prices and job codes are entered in a consistent format.",
      "We know which system holds the official version of customer, product and price information.",
      "Information mostly arrives in a predictable form, such as web forms, standard PDFs or structured emails.",
      "Sales, accounting and operations reports agree on the same numbers for the same period.",
      "We know what personal or sensitive data we hold, where it is stored and who may see it.",
    ],
    ifLow: [
      "Decide which system is the master for customers, products and prices, and stop editing those records anywhere else.",
      "Run a duplicate cleanup on your customer and item lists, starting with the records used in the last twelve months.",
      "Agree on formats for the fields that matter most, such as phone numbers, part numbers and units, and apply them to new records from today.",
      "Replace free-text requests with a simple form for the process you plan to automate first.",
    ],
  },
  {
    area: "Systems",
    why: "Automation works by connecting the software you already have. Cloud systems with good connectors or an open API make that quick and cheap; old desktop programs, shared logins and a pending system change make it slow, fragile or wasted.",
    statements: [
      "Our core software for accounting, sales, scheduling and inventory is cloud-based or offers connectors or an API.",
      "We are on current, supported versions of our main software.",
      "Each person has their own login, and someone can add and remove access quickly.",
      "We know who administers each system, and admin passwords are kept in a password manager.",
      "We do not plan to replace a core system in the next six to twelve months.",
      "Some data already flows between our systems automatically, such as bank feeds or online orders.",
    ],
    ifLow: [
      "List every system you pay for, with its admin, renewal date and whether it has connectors or an API.",
      "Replace shared logins with individual accounts and turn on two-factor authentication, starting with accounting and email.",
      "If a core system is due to be replaced, settle that decision first and automate around the new system, not the old one.",
    ],
  },
  {
    area: "Team",
    why: "Automation changes people's daily work, and people decide whether it sticks. Projects stall without an owner who has time set aside, and they fail quietly when the people doing the work were not asked about the exceptions they handle every day.",
    statements: [
      "A named person will own the automation project and has time set aside for it.",
      "The people who do the work are willing to explain it in detail and to test changes.",
      "Staff have adopted a new tool in the last two years without lasting resistance.",
      "Key staff can free up two to four hours a week during a project without the work falling behind.",
      "Most staff are comfortable with shared drives, spreadsheets and web apps on a phone or computer.",
      "We have told staff what the time saved by automation will be used for.",
    ],
    ifLow: [
      "Name one project owner and take something off their plate for the length of the project.",
      "Ask the people who do the work which part of their week is the most repetitive; start there, and involve them from the first meeting.",
      "Say plainly, early and in person, what freed-up time will go toward, such as faster customer response, growth without extra hiring, or less overtime.",
      "Schedule the project away from your busy season so staff have time to test and learn.",
    ],
  },
] satisfies readonly ReadinessArea[];

export const readinessBands = [
  {
    min: 24,
    max: 59,
    label: "Build the foundations first",
    meaning:
      "Automating now would mostly make confusion run faster. Processes vary by person, data needs cleaning or ownership is unclear, and a project started today would spend most of its budget discovering and settling those questions. The good news is that the fixes are cheap and mostly take time rather than money, and every one of them makes a later project faster and cheaper.",
    nextSteps: [
      "Pick your lowest-scoring area and complete its first 'if low' action this month.",
      "Map one frequent process on a page, as the Getting Started section describes, and agree on one way of doing it.",
      "Retake the assessment in 60 to 90 days to see whether the fixes have moved your score.",
    ],
  },
  {
    min: 60,
    max: 83,
    label: "Ready for a small pilot",
    meaning:
      "You have enough in place to automate one simple, well-understood task, but the gaps would slow or derail a larger project. A contained pilot, such as appointment reminders or logging web leads in your CRM, will show results and teach your team how automation works while you fix the weaker areas alongside it.",
    nextSteps: [
      "Choose a pilot inside your strongest area, touching no more than two systems.",
      "Record a baseline of hours, errors and turnaround time before the pilot starts.",
      "Work on your three lowest-scoring statements in parallel, each with an owner and a date.",
    ],
  },
  {
    min: 84,
    max: 101,
    label: "Ready to start",
    meaning:
      "Your processes are understood, your data is mostly clean, your systems can connect and your team has capacity. You can take on a meaningful first project, such as order entry or invoicing, with an ordinary level of risk. Your lowest statements still matter: they mark the places where the project is most likely to snag.",
    nextSteps: [
      "Pick your first candidate by frequency, rules and error rate, and estimate the savings with the ROI Calculator.",
      "Set a baseline and two or three numeric targets, then follow the Implementation Checklist.",
      "Plan the fixes for your three lowest statements into the project's first weeks.",
    ],
  },
  {
    min: 102,
    max: 120,
    label: "Ready to scale",
    meaning:
      "You have strong foundations and can consider projects that connect several systems or add AI to messy inputs such as emails and scanned documents. At this level the risk shifts from getting started to keeping control: as automations multiply, someone has to know what each one does, who owns it and when it was last checked.",
    nextSteps: [
      "Rank your next three to five candidates by hours saved, risk and the number of systems each one touches.",
      "Set house rules for every automation: service accounts, a named owner, a plain-language record and a review date.",
      "Pilot one AI step with human review, such as extracting supplier invoice data, before relying on it.",
    ],
  },
] satisfies readonly ReadinessBand[];

export const readinessClosing = [
  {
    kind: "paragraph",
    text: "Your total tells you how ready you are; your lowest scores tell you what to do about it. Start with the four subtotals: any area below 15 is a weak area, and its 'if low' actions come before any build. Then circle the three lowest-scoring statements across all 24. Break ties in favor of the statement from your lowest-scoring area, and then in favor of processes and data, because a better tool cannot fix those. Those three statements are the three areas to shore up before you start a project.",
  },
  {
    kind: "tip",
    text: "Write the three statements on one page with an owner and a target date beside each, and retake the assessment once all three are done. If you and a colleague scored a statement two or more points apart, count it among your three.",
  },
] satisfies readonly GuideBlock[];
