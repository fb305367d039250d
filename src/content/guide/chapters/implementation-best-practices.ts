import { claims } from "~/collections/facts";
import type { GuideChapterText } from "~/features/guide/types";

export const implementationBestPractices = {
  section: "Implementation Best Practices",
  opening: [
    {
      kind: "paragraph",
      text: `The build is rarely what sinks an automation project. The tools are mature, and a simple workflow usually takes ${claims.simpleAutomationWeeks} to set up. What goes wrong is the rollout: a workflow switched on for everyone at once, a team that hears about it on launch day, a setup only one person understands, or an odd order nobody tested that lands in front of a customer. Each of those is avoidable, and none of them takes technical skill to prevent. They take a plan and a little patience.`,
    },
    {
      kind: "paragraph",
      text: "This chapter covers four habits that protect the work that pays the bills while a new workflow settles in. Each topic gives you something to print and fill in, so you can put the habit to work on your own project the same week:",
    },
    {
      kind: "bullets",
      items: [
        "A pilot plan checklist, to run the new workflow beside the old one and decide on evidence when to switch over.",
        "A change-communication plan, so each person hears what changes for them, from the right person, at the right time.",
        "A one-page workflow record, so anyone on your team can see what an automation does and what to do when it stops.",
        "An edge-case test sheet, so you try refunds, duplicates and missing fields before your customers do.",
      ],
    },
    {
      kind: "paragraph",
      text: "Budget time for this work up front. A pilot adds one to two weeks, edge-case testing a few days, and documentation about an afternoon per workflow. That is cheap next to a week of wrong invoices. It is also what lets you trust the workflow enough to stop checking it by hand, which is the point where the saved hours finally show up on your team's calendar.",
    },
  ],
  topics: [
    {
      topic: "Pilot before you scale",
      blocks: [
        {
          kind: "paragraph",
          text: "A pilot is a rehearsal with real work. The new workflow processes live orders, invoices or bookings, but a person still does the job the old way, and you compare the two. Nothing the automation produces reaches a customer or your books until it has matched the manual result long enough for you to trust it. If something breaks, you have lost a little time, not a customer.",
        },
        {
          kind: "subheading",
          text: "Choose the scope and the group",
        },
        {
          kind: "paragraph",
          text: "Keep the first pilot narrow: one workflow, one slice of the volume, and two to four people. The slice should be ordinary work, not your easiest customers. If the pilot only sees clean orders, it proves nothing about the messy ones. One location, one product line, one sales rep's accounts or one day's intake of new patients all make good slices. Pick people who know the process well and will speak up when something looks wrong, and include at least one skeptic.",
        },
        {
          kind: "subheading",
          text: "Run it in parallel",
        },
        {
          kind: "paragraph",
          text: "For the pilot period, the automation runs and the person keeps doing the task by hand. Where the automation would normally write into a live system, point it at a safe place instead: a test copy, a draft, or a spreadsheet. Most accounting tools let you save invoices as drafts, for example, so the automation can prepare them while nothing is sent. At the end of each day, one person compares the two results record by record and logs every difference with its cause.",
        },
        {
          kind: "paragraph",
          text: "Parallel running means double effort for a short time, so plan for it. If invoicing normally takes 40 invoices a week x 6 minutes = 4 hours, the pilot adds roughly 20 to 30 minutes a day of comparing results, on top of those 4 hours, for two weeks. Tell the people involved up front, and take something else off their plate while it lasts.",
        },
        {
          kind: "subheading",
          text: "Decide in advance what success looks like",
        },
        {
          kind: "paragraph",
          text: "Write the success criteria before the pilot starts, while you are still neutral. Once the work is built, everyone involved wants to launch it, and a vague goal makes it easy to wave problems through. Good criteria are numbers you can read straight off the comparison log: the share of records that matched exactly, how many a person had to fix, how long review takes per record, and whether every failure raised an alert instead of failing silently.",
        },
        {
          kind: "checklist",
          title: "Pilot plan checklist",
          items: [
            "Scope: one workflow, described in one sentence, with what is in and what is out (for example, online orders from existing wholesale customers, not new accounts).",
            "Group: two to four named people, including the person who does the task most often today and one skeptic.",
            "Dates: a start date, an end date one to two weeks later, and a review meeting booked for the day after.",
            "Parallel run: the old process carries on unchanged, and the automation writes only to drafts, a test copy or a log.",
            "Comparison: one named person checks automated against manual results every day and logs each difference with its cause.",
            "Success criteria: target match rate, maximum manual fixes per week, review time per record, and zero silent failures.",
            "Stop rule: what pauses the pilot early, such as a wrong amount sent to a customer or posted to the books.",
            "Go/no-go: who decides, on what evidence, and what happens next for go, fix and rerun, or stop.",
            "Rollout order: which group, location or share of the volume joins next, and when, if the answer is go.",
          ],
        },
        {
          kind: "subheading",
          text: "Make the go/no-go call",
        },
        {
          kind: "paragraph",
          text: "At the review, read the log, not your impressions. There are three possible answers. Go means the criteria were met, so you expand in steps, such as a second group the following week. Fix and rerun means the problems are understood and fixable: fix them, then run a shorter pilot of the fixed version. Stop means the workflow does not fit the work as it really happens. That is a useful answer too, and far cheaper to learn now than after launch.",
        },
        {
          kind: "example",
          title: "The pilot that caught a unit mix-up",
          paragraphs: [
            "A 25-person plumbing supply distributor automated order entry. Customers emailed purchase orders as PDFs, and a document-reading tool turned them into sales orders in the accounting system. The team planned a two-week parallel run with two inside sales reps and set a target in advance: 98% of orders must match the manually entered version exactly.",
            'Over the two weeks the pilot handled 180 orders, and 166 matched. Of the 14 that did not, 11 came from three contractor customers who order fittings by the case. Their purchase orders said "2 CS", and the automation entered 2 single fittings instead of 2 cases of 50. The other 3 were new part numbers the system did not know yet, and the workflow correctly sent those to a person.',
            "The match rate was 166 / 180 = 92%, below the target, so the call was fix and rerun. The team added a unit table (CS = case, BX = box, with the quantity per unit for each item) and ran one more week. Of 95 orders, 94 matched, and the one miss was held for review rather than entered wrong. Without the pilot, about 11 orders every two weeks would have shipped short, and the contractors would have found out on the job site.",
          ],
        },
        {
          kind: "tip",
          text: "Keep the comparison log in a shared spreadsheet with four columns: record, manual result, automated result, cause. It becomes your list of edge cases to test and the first draft of the workflow's documentation.",
        },
      ],
    },
    {
      topic: "Bring your team along",
      blocks: [
        {
          kind: "paragraph",
          text: "People rarely resist automation itself. They resist surprises, losing control of work they are good at, and the fear that the tool is the first step toward cutting their job. The answer to all three is to involve people early and tell them plainly what changes. There is a practical payoff too: the person who has keyed in orders for six years knows exceptions that never made it into any process map, and you want that knowledge before the build, not after launch.",
        },
        {
          kind: "subheading",
          text: "Involve the people who do the work",
        },
        {
          kind: "paragraph",
          text: "Put at least one person who does the task into the design, not just the testing. Ask them to walk you through the process on screen with real records, and to show you the workarounds: the sticky notes, the spreadsheet on the side, the customer they always phone instead of emailing. Then ask them to review the draft workflow before anyone builds it. They will spot gaps that a manager or an outside consultant misses.",
        },
        {
          kind: "subheading",
          text: "Questions to ask in the walkthrough",
        },
        {
          kind: "bullets",
          items: [
            "What do you do when the information is missing or wrong?",
            "Which customers, vendors or jobs do you handle differently, and why?",
            "What do you check before you send, post or file anything?",
            "Which part of this task would you be glad never to do again?",
            "What would worry you about software doing this step?",
          ],
        },
        {
          kind: "subheading",
          text: "Be straight about jobs",
        },
        {
          kind: "paragraph",
          text: "If the automation saves hours, someone will ask what happens to the person whose hours they were. Answer before they ask. Say what the freed time is for, such as faster quotes, follow-up calls or the backlog nobody ever catches up on, and say it only if it is true. If roles will change, say how and when. A vague promise that everything will be fine is heard as the opposite, and the rumor that fills the gap is always worse than the facts.",
        },
        {
          kind: "subheading",
          text: "Plan who hears what, and when",
        },
        {
          kind: "paragraph",
          text: "Tell people in order of how much the change affects them, and tell each group what it means for their day. The people whose work changes hear first, in person, from the owner or their manager. Everyone else can hear at a team meeting or in a short message. Here is a sequence that works for a typical project with a two-week pilot; stretch or shrink the gaps to fit yours.",
        },
        {
          kind: "steps",
          items: [
            "Four weeks before the pilot: the owner tells the affected team, in person, what is being automated, why, what is not changing, and what the saved time is for.",
            "Three weeks before: the people who do the work join walkthrough sessions and review the draft workflow.",
            "One week before: the pilot group learns the dates, what they will do differently, how to log differences and whom to tell when something looks wrong.",
            "Pilot start: a short note tells the wider company that a pilot is running, what it covers, and that customers should see no change.",
            "Go/no-go day: the pilot group hears the decision and the reasons first, then the whole affected team hears the rollout dates.",
            "Before rollout: everyone affected gets hands-on training with real records, a one-page how-to and the name of the person to ask.",
            "Launch week and one month later: a short check-in collects problems, shares first results against the baseline and thanks the people who shaped the workflow.",
          ],
        },
        {
          kind: "subheading",
          text: "Name a champion",
        },
        {
          kind: "paragraph",
          text: "Pick one person from the team, ideally not a manager, as the first stop for questions. Give them real time for it, an hour or two a week for the first month, and a direct line to whoever built the workflow. A champion who helped design the process can explain why it works the way it does, and that lands better with coworkers than a memo. Recognize the role out loud, because it is real work.",
        },
        {
          kind: "example",
          title: "The front desk lead who reshaped a reminder workflow",
          paragraphs: [
            "A 40-person physical therapy clinic with three locations planned to automate appointment reminders and rebooking texts from its practice management system. The office manager invited the front desk lead from the busiest location to the design sessions from the first week.",
            "In the second session, the lead pointed out that many families share one mobile number. A parent books for two children and a spouse. The draft workflow sent one text per appointment, so that parent could get three reminders and three rebooking links for one Tuesday afternoon, and could easily cancel the wrong visit. The build was changed to group appointments by phone number into one message that lists each visit.",
            "She then ran the pilot at her location, trained the other two front desks herself and answered their questions for the first month. Because the staff at the other locations had heard about the workflow from a colleague who shaped it, rollout took a week instead of the month the manager had planned, and the team asked for the next workflow, patient intake forms, on their own.",
          ],
        },
        {
          kind: "tip",
          text: "Train with your team's own records, not a vendor demo. People learn a new screen faster when it shows a customer they recognize.",
        },
      ],
    },
    {
      topic: "Document every workflow",
      blocks: [
        {
          kind: "paragraph",
          text: "An automation nobody understands is a problem waiting for a date. It runs quietly for a year, then a vendor renames a field, a price list moves or the person who built it leaves, and the first sign of trouble is a customer asking where their invoice is. A short written record turns a two-day investigation into a ten-minute fix. It also answers everyday questions, such as what sends a certain email, without anyone logging in to four systems.",
        },
        {
          kind: "subheading",
          text: "What to record",
        },
        {
          kind: "paragraph",
          text: "Keep it to one page per workflow, in plain language, written for the person who covers when the owner is on vacation. Skip the technical detail the tool already stores. The record needs to say what starts the workflow, what it does, which systems it touches, who is responsible, how you find out when it fails, and what people do by hand until it is fixed. These fields cover it:",
        },
        {
          kind: "bullets",
          items: [
            "Workflow: the same name used inside the automation tool, so the record and the workflow are easy to match.",
            "Trigger: the event that starts it, such as a deal in HubSpot moving to Closed Won, or every weekday at 7 a.m.",
            "Steps: what it does, in order, in five to ten short lines a non-technical person can follow.",
            "Systems: every app it reads from or writes to, and which account or login it connects with.",
            "Owner: the named person responsible for it, plus a named backup.",
            "Failure alert: how a failure shows up, who receives the alert and how fast they should act.",
            "Manual fallback: how the team does the job by hand if the workflow is off for a day or a week.",
            "Last reviewed: the date and initials of whoever last checked that the record still matches reality.",
          ],
        },
        {
          kind: "worksheet",
          title: "One-page workflow record",
          instructions:
            "Use one row per automated workflow, so this page doubles as the index of everything you run. If a workflow has more steps than fit, write them on a separate sheet and put its name in the Steps column. Update Last reviewed at least once a quarter.",
          columns: [
            "Workflow",
            "Trigger",
            "Steps",
            "Systems",
            "Owner",
            "Failure alert",
            "Manual fallback",
            "Last reviewed",
          ],
          rows: 6,
        },
        {
          kind: "subheading",
          text: "Where to keep it and who owns it",
        },
        {
          kind: "paragraph",
          text: 'Store the records in one place your team already uses, such as a shared folder in Google Workspace or Microsoft 365, an Airtable base or an internal wiki. Then link each record from the workflow itself. Zapier, Make and Power Automate all let you add a description or note to a workflow, and a link there is enough. Name the folder plainly, for example "Automations", so someone who joins next year can find it without asking.',
        },
        {
          kind: "paragraph",
          text: "Every workflow needs an owner who is a person, not a department. The owner does not have to be technical. They need to know what the workflow is for, watch its failure alerts and know whom to call. Just as important, the accounts that run your automations should belong to the business. Use a company-owned admin login, not an employee's personal email address, so that a departure does not take your workflows with it.",
        },
        {
          kind: "paragraph",
          text: "Test the failure alert before go-live, not on the day you need it. Most automation tools can email someone when a run fails. Check that the email goes to the owner or a shared inbox rather than the builder's personal address, then break one test run on purpose, for example by leaving out a required field, and confirm the alert arrives and says clearly what went wrong.",
        },
        {
          kind: "subheading",
          text: "Keep it current",
        },
        {
          kind: "steps",
          items: [
            "Write the record during the pilot, while the details are fresh, and finish it before go-live.",
            "Update it the same day the workflow changes, with a dated line at the bottom saying what changed.",
            "Once a quarter, have each owner read the record, check the workflow's recent run history and initial Last reviewed.",
            "Check the affected records whenever you change a connected system, a price list, a form or a staff role.",
            "When you retire a workflow, turn it off in the tool and mark the record retired, rather than leaving either one idle.",
          ],
        },
        {
          kind: "example",
          title: "The automations that left with one employee",
          paragraphs: [
            "A 30-person HVAC contractor in Tacoma had eight automations, built over two years by its office manager: job booking into the calendar, invoices from completed work orders, review requests and more. None were written down, and all ran under her personal Zapier login and email address.",
            "When she left, her email account was closed within a week, as usual. Four workflows stopped. Nobody noticed for nine days, until a customer called about a missing invoice. By then 62 completed jobs had no invoice. Rebuilding the list, sending the invoices and explaining the delay took the owner and a bookkeeper about 20 hours, and the cash from those jobs arrived almost two weeks late.",
            "The fix took about an afternoon per workflow: move each one to a company-owned account, write a one-page record, send failure alerts to a shared inbox, and name an owner and a backup. The next time a workflow broke, after the field service software renamed a job status, the alert arrived within the hour and the backup fixed it from the record that morning.",
          ],
        },
        {
          kind: "tip",
          text: "If an outside builder sets up your automations, make the written records part of the deliverable, and do not sign off until you have read them and understood them.",
        },
      ],
    },
    {
      topic: "Test the edge cases",
      blocks: [
        {
          kind: "paragraph",
          text: "A happy-path test runs one clean, typical record through the workflow and checks the result. It proves the workflow can work. It says nothing about the records that cause most of the trouble: the order that ships in three parts, the customer entered twice, the form with no phone number. Rule-based automation does exactly what it was told, so a case nobody thought about gets handled by whichever rule happens to fit, often the wrong one, and often with no error at all.",
        },
        {
          kind: "subheading",
          text: "Where edge cases hide",
        },
        {
          kind: "paragraph",
          text: "You do not have to invent edge cases. Your history already holds them. Ask the people who do the work for the strangest records they handled last year, pull the credit notes and corrections from your accounting system, and read the pilot comparison log. Most edge cases fall into a handful of families, and a workflow should be tested against every family that applies to it:",
        },
        {
          kind: "bullets",
          items: [
            "Reversals: refunds, partial refunds, credit notes, cancelled orders and voided payments.",
            "Splits: partial shipments, backorders, split payments, and deposits followed by a final invoice.",
            "Duplicates: one customer entered twice under slightly different names, and one event arriving twice because a system retried.",
            "Missing or odd data: blank fields, a phone number in the email box, names with apostrophes, hyphens or accented letters, and very long addresses.",
            "Unusual values: zero amounts, negative quantities, very large orders, tax-exempt customers and foreign currency.",
            "Timing: orders placed just before midnight or month-end, daylight saving changes and holidays.",
            "Failures: a connected system is down, a login expires, or someone edits a record while the workflow is running.",
          ],
        },
        {
          kind: "subheading",
          text: "Build and run a test set",
        },
        {
          kind: "steps",
          items: [
            "List 15 to 30 cases on the sheet below, with at least one from each family that applies to your workflow.",
            "For each case, write the input in enough detail to recreate it, and write the result you expect before you run it.",
            "Run the tests somewhere safe: a test or demo company in your accounting software, a development store, or a copy of the spreadsheet. Ask your vendors what they offer.",
            "Record what actually happened and mark each case pass or fail.",
            "Fix the failures, then rerun every case, not just the failed ones, because a fix for one case can break another.",
            "Keep the sheet, and rerun it whenever the workflow or a connected system changes.",
          ],
        },
        {
          kind: "paragraph",
          text: 'Be precise when you write the expected result. "Invoice created" is not enough; "one invoice for $1,240.00 to the customer\'s billing contact, dated the ship date, two lines, no sales tax" is. A vague expectation lets a wrong result pass. If a step uses AI to read documents or emails, run each of those cases two or three times, because the same input can come back slightly different.',
        },
        {
          kind: "worksheet",
          title: "Edge-case test sheet",
          instructions:
            "One row per case. Write the expected result before you run the test, so the test stays honest. Mark Pass only when the actual result matches exactly, or when the workflow stopped and alerted the right person as intended.",
          columns: ["Case", "Input", "Expected result", "Actual result", "Pass?"],
          rows: 12,
        },
        {
          kind: "subheading",
          text: "Decide what the workflow should not handle",
        },
        {
          kind: "paragraph",
          text: "Not every edge case is worth automating. If a situation comes up twice a year, the right answer is often for the workflow to recognize it, stop, and send it to a person with a clear message. That counts as a pass, as long as it happens every time. A workflow that fails loudly is far safer than one that passes wrongly and quietly. Write these exclusions into the workflow record, so everyone knows which cases still come to a human and why.",
        },
        {
          kind: "example",
          title: "The partial refund that would have skewed the books",
          paragraphs: [
            "A 12-person online kitchenware shop automated the flow of daily sales from Shopify into QuickBooks Online. The happy-path test, one order paid by card, posted perfectly. Before launch, the bookkeeper wrote 18 edge cases on the test sheet and ran them against a test company.",
            "Four failed. A $15 partial refund on a $60 order was posted as a full $60 refund. An order edited after payment, to add one item, was posted twice: once as the original and once as the edited version. A tax-exempt wholesale order showed sales tax in the books. And a gift card sale was booked as sales revenue instead of a liability to be redeemed later.",
            "Each fix took less than a day. The partial refund alone mattered: the shop issues about 10 partial refunds a month, and each would have overstated refunds by $60 - $15 = $45. That is 10 x $45 = $450 a month of revenue missing from the books, found only at month-end reconciliation, if at all. The team reran all 18 cases, got 18 passes and launched.",
          ],
        },
        {
          kind: "tip",
          text: "Test duplicates on purpose: submit the same form twice and resend the same order. Systems retry more often than you would expect, and a workflow that cannot tell a repeat from a new record will create two.",
        },
      ],
    },
  ],
  takeaways: [
    "Run each new workflow beside the old process on a small slice of real work, and make the go/no-go call against criteria you wrote down before the pilot began.",
    "Involve the people who do the work from the design stage, tell each group plainly what changes and when, and give them a champion from their own ranks.",
    "Keep a one-page record for every workflow, with a named owner, a failure alert and a manual fallback, and run it on accounts the business owns.",
    "Test refunds, splits, duplicates and missing data in a safe copy before launch, and let the workflow hand rare cases to a person rather than guess.",
    "The days a pilot, a test sheet and a written record take are what let you stop checking the work by hand, which is when the saved hours become real.",
  ],
} satisfies GuideChapterText;
