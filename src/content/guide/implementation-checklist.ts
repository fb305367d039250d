import { claims } from "~/collections/facts";
import type { ChecklistPhase, GuideBlock } from "~/features/guide/types";

export const checklistIntro = [
  {
    kind: "paragraph",
    text: "This checklist covers one automation project from the first process map to the end of its first month live. Work through the phases in order and tick each item only when it is done and someone could check it. Write a name beside every item, because an item everyone owns tends to be done by no one. Keep the finished checklist with the workflow's documentation; it is the record of what was decided and tested.",
  },
  {
    kind: "paragraph",
    text: `The weeks shown assume a simple workflow, which typically takes ${claims.simpleAutomationWeeks} from mapping to launch. A project that connects several systems takes ${claims.integrationWeeks}: the phases stay the same, and configuring and testing take most of the extra time. Either way, the 30 days after launch are part of the project. That is when the exceptions nobody mentioned show up, and when you prove the result against your baseline.`,
  },
] satisfies readonly GuideBlock[];

export const checklistPhases = [
  {
    phase: "Map the process",
    when: "Week 1",
    items: [
      "Write the process's start and end in one sentence each, such as 'order email arrives' to 'invoice sent'.",
      "Walk through a real, recent example with the person who does the work most often, not from memory.",
      "List every step with who does it, which system or document it touches and roughly how many minutes it takes.",
      "Count how many times a week the process runs, and note the busiest week of the past year.",
      "List the exceptions, such as rush jobs, returns, missing information and credit holds, and how each is handled today.",
      "Collect five real samples of every input and output: emails, forms, PDFs, exports and reports.",
      "Mark the steps that need judgment; those stay with a person.",
      "Have the process owner confirm in writing that the map is right.",
    ],
  },
  {
    phase: "Define success",
    when: "Week 1",
    items: [
      "Measure the baseline over at least one normal week: hours spent, errors and turnaround time.",
      "Do the arithmetic on one line, for example 40 invoices a week x 6 minutes = 4 hours a week.",
      "Set two or three targets with a number and a date, such as 'invoices sent within one business day of job completion by day 30'.",
      "Write down what this project will not do, so new requests wait for phase two.",
      "Name the owner who approves changes and the person who will monitor the automation after launch.",
      "Agree the budget: subscriptions at real volume, setup, training and a month of tuning.",
      "Define the launch test, for example 'one week of parallel running with no unexplained differences'.",
      "Put all of this on one page and share it with everyone involved.",
    ],
  },
  {
    phase: "Choose and configure",
    when: "Weeks 2-3",
    items: [
      "Confirm each system can do the exact actions needed (find, create, update) through a connector or API, not just that a connector exists.",
      "Price the tool at your busiest month's volume, not an average month.",
      "Check security basics: two-factor sign-in, who can see the data, and a data processing agreement where personal data is involved.",
      "Create a shared service account to own the automation instead of a personal login.",
      "Decide which system is the master for customers, items and prices, so the automation does not create duplicates.",
      "Build against test records or a sandbox, clearly labeled, never against live customers.",
      "Set up error handling: what happens when a step fails, who is alerted and where failed items wait.",
      "Store every credential in a password manager, not in a spreadsheet or an email.",
      "Write the plain-language record: trigger, steps, systems touched, owner and how to switch it off.",
    ],
  },
  {
    phase: "Test",
    when: "Week 3",
    items: [
      "Run the samples you collected through the workflow and compare each result with what a person would have produced.",
      "Test every exception on your map, plus refunds, partial shipments, duplicate records, missing fields and unusually large orders.",
      "Check the numbers to the cent and the day: totals, tax, rounding, dates and time zones.",
      "Test what happens when a connected system is down or a password expires, and confirm the alert reaches a person.",
      "Ask the people who do the work to try to break it.",
      "Run the automation in parallel with the manual process for at least a week and compare outcomes one by one.",
      "Log every defect, fix it and retest the fix.",
      "Get the process owner's written approval to launch.",
    ],
  },
  {
    phase: "Train and communicate",
    when: "Weeks 3-4",
    items: [
      "Tell the whole team what is changing, when, why, and what the freed-up time will be used for.",
      "Train daily users in short sessions using their own real examples.",
      "Give each user a one-page guide: what the automation does, what they still do, and how to report a problem.",
      "Train a backup for the automation's owner.",
      "Tell customers and suppliers about anything they will notice, such as a new invoice format, sender address or booking link.",
      "Update procedures and job checklists, and remove the steps that are no longer needed.",
      "Set one channel and one person for reporting issues during the first month.",
    ],
  },
  {
    phase: "Go live",
    when: "Week 4",
    items: [
      "Pick a launch day away from month end, payroll and your busy season, when the owner and the builder are both available.",
      "Confirm the rollback plan: how to switch the automation off and return to the manual process within minutes.",
      "Switch test connections to live ones and remove or archive the test records.",
      "Start with one team, location or customer group if the workflow allows it.",
      "Watch the first 10 to 20 runs and check each result in the receiving system.",
      "Keep the manual process ready to use for the first few days.",
      "Tell the team it is live and remind them how to report issues.",
      "Record the launch date and final settings in the workflow's documentation.",
    ],
  },
  {
    phase: "First 30 days",
    when: "Days 1-30 after launch",
    items: [
      "Check the run history and error log every day in week one, then twice a week.",
      "Fix the cause of every failure, not just the failed item.",
      "Each week, spot-check ten outputs against their source documents.",
      "Hold a 15-minute check-in with users at the end of weeks one, two and four.",
      "Track usage against your plan's task, run or page limits.",
      "Record every change made during tuning in the documentation.",
      "At day 30, measure the same numbers as the baseline and compare them with your targets.",
      "Retire the old manual steps and duplicate spreadsheets once the numbers hold.",
      "Decide the next move: keep as is, adjust, extend to another team or start the next process.",
      "Set a quarterly review date and name who will do it.",
    ],
  },
] satisfies readonly ChecklistPhase[];
