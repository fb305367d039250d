import { claims } from "~/collections/facts";
import type { GuideChapterText } from "~/features/guide/types";

export const understandingAutomation = {
  section: "Understanding Automation",
  opening: [
    {
      kind: "paragraph",
      text: "Most owners we talk to already sense that their team spends too much time on work a computer could do. What is less clear is which work, how much it costs today, and what it would take to change. This chapter answers those three questions in plain terms, before any tool or vendor enters the picture.",
    },
    {
      kind: "paragraph",
      text: "You will not need technical knowledge to follow it. You will need a rough picture of how your team spends its week, and the chapter shows you how to get one. By the end you should be able to name the tasks worth automating in your business, tell whether each one needs simple rules or AI, and estimate what a first project would pay back.",
    },
    {
      kind: "bullets",
      items: [
        "Learn the four parts every automation has, so you can describe one to a vendor or a colleague.",
        "Sort your tasks into rule-based work, work that needs AI, and work that should stay with people.",
        "Fill in a one-week task inventory and turn it into hours and dollars.",
        "Work through a payback calculation you can repeat with your own numbers.",
        "Set aside the myths that stall many small businesses before they start.",
      ],
    },
    {
      kind: "tip",
      text: "Print the task inventory worksheet in the first topic before you read further, and hand a copy to each person who does routine office work. Their answers will make the rest of the chapter concrete.",
    },
  ],
  topics: [
    {
      topic: "What business automation really means",
      blocks: [
        {
          kind: "paragraph",
          text: "Think about where time goes in your business on an ordinary Tuesday. An order arrives by email and someone types it into your accounting system. A finished job sits in the field app until someone remembers to invoice it. A purchase over a set amount waits in an inbox for the owner's OK. None of this work is hard. It is the glue between systems and people, and it eats hours because a person has to notice, copy, check and send, every single time.",
        },
        {
          kind: "paragraph",
          text: "Business automation means letting software do that glue work. It is not a robot, and usually not a new system. It is a set of instructions, running in a tool such as Zapier, Make, n8n or Microsoft Power Automate, or inside software you already own, that watches for something to happen and then does the routine steps the way your most careful employee would.",
        },
        { kind: "subheading", text: "The four parts of every automation" },
        {
          kind: "paragraph",
          text: "Whatever the tool, every automation has the same four parts. Learn them and you can describe the workflow you want to a vendor, a consultant or your own staff. You will also spot a vague proposal quickly: if someone cannot tell you what the trigger is or where the exceptions go, the design is not finished.",
        },
        {
          kind: "bullets",
          items: [
            "Trigger: the event that starts it. A form is submitted, an email lands in a shared inbox, a job is marked complete, or it is 7 a.m. on Monday.",
            "Rules: the if-then logic. If the order is over $5,000, route it for approval; if the customer is new, create a customer record first.",
            "Actions: what the software does. It creates the invoice, updates the spreadsheet, sends the text message or posts a note in Microsoft Teams.",
            "Exception path: where the oddballs go. When data is missing or no rule fits, a named person gets an alert with everything they need to decide.",
          ],
        },
        {
          kind: "example",
          title: "A 30-person HVAC contractor in Tacoma",
          paragraphs: [
            "Technicians close out jobs in the company's field service app. Before automation, the office manager checked the app each afternoon, retyped every completed job into QuickBooks Online as an invoice and emailed it. At 45 jobs a week and 7 minutes each, that was 315 minutes, just over 5 hours a week, and invoices often went out two or three days after the work was done.",
            "The trigger is now a job marked complete. The rules check that the job has a customer, a price and at least one line item. The actions create the invoice in QuickBooks Online, email it to the customer and set a reminder for day 15 if it is still unpaid. The exception path sends any job missing a price to the office manager, who now spends about 30 minutes a week on those instead of 5 hours on all of them.",
          ],
        },
        { kind: "subheading", text: "What stays with people" },
        {
          kind: "paragraph",
          text: "Automation is good at doing the same thing the same way, thousands of times, without getting bored or distracted. It is bad at anything that needs context nobody has given it. A useful test: if two experienced employees might reasonably make different calls on the same case, keep a person in charge of it. Let the software gather the facts and put the decision in front of that person. Typical examples:",
        },
        {
          kind: "bullets",
          items: [
            "Pricing exceptions and discounts for a long-standing customer.",
            "Extending credit, or deciding when to stop work on an unpaid account.",
            "Replying to an upset customer or handling a complaint.",
            "Anything involving hiring, discipline or an employee's personal situation.",
            "Clinical, legal or safety judgments, even when software helps prepare the file.",
          ],
        },
        { kind: "subheading", text: "Start with a one-week task inventory" },
        {
          kind: "paragraph",
          text: "You cannot choose what to automate until you see where the hours go, and memory is a poor guide. People tend to underestimate small, frequent tasks and overestimate rare, painful ones. A simple inventory kept for one normal week fixes that. It also gives you the starting numbers for the payback calculation later in this chapter.",
        },
        {
          kind: "steps",
          items: [
            "Pick a normal week, not month-end or your busiest season, and tell the team why you are asking: to find work to take off their plates, not to judge anyone.",
            "Ask each person who does office or admin work to list every task they repeat at least once a week.",
            "For each task, note how many times it happens and roughly how many minutes it takes each time, including looking things up and fixing mistakes.",
            "Multiply times per week by minutes each and divide by 60 to get hours per week. Forty invoices a week at 6 minutes each is 240 minutes, or 4 hours.",
            "Mark a task as rule-based if someone could write out the steps so a new hire could follow them without asking anyone.",
            "Sort the list by hours per week. The rule-based tasks near the top are your first candidates.",
          ],
        },
        {
          kind: "worksheet",
          title: "Weekly task inventory",
          instructions:
            "Use one row per task and count a typical week. Hours per week = times per week x minutes each / 60. Write Y in the last column if a new hire could follow written steps for the task without needing a judgment call.",
          columns: [
            "Task",
            "Who does it",
            "Times per week",
            "Minutes each",
            "Hours per week",
            "Rule-based? (Y/N)",
          ],
          rows: 10,
        },
        {
          kind: "tip",
          text: "Count the time spent fixing mistakes as part of the task that caused them. Retyping an order may take 6 minutes, but tracking down and correcting a mistyped one can take 30, and that is often where the real cost hides.",
        },
      ],
    },
    {
      topic: "Rule-based automation vs. AI",
      blocks: [
        {
          kind: "paragraph",
          text: "People often use the words automation and AI as if they meant the same thing. They do not, and the difference decides how you build, test and trust a workflow. Most of the hours in a typical small business can be saved with plain rules. AI earns its place at the specific steps where the input is too messy for rules to handle.",
        },
        { kind: "subheading", text: "Rule-based automation: predictable and testable" },
        {
          kind: "paragraph",
          text: "A rule-based automation does exactly what it is told, the same way every time. Given the same input, it gives the same output. That makes it easy to test: you run twenty sample orders through it, check the results, and you know how it will behave on the twenty-first. When it fails, it usually fails loudly, with an error message, because a field was missing or a connection dropped.",
        },
        {
          kind: "paragraph",
          text: "Rules work when the input arrives in a predictable shape: a web form with fixed fields, a row in a spreadsheet, an order in Shopify, a status change in your CRM. Invoicing from completed jobs, sending appointment reminders, copying new customers from HubSpot into QuickBooks Online and building a weekly sales report are all jobs for rules.",
        },
        { kind: "subheading", text: "AI: handles messy inputs, makes mistakes" },
        {
          kind: "paragraph",
          text: "AI tools, such as the assistants built into Microsoft 365 and Google Workspace or the document-reading features in many accounting and inbox tools, can handle inputs that rules cannot. They can read a customer email written any which way and work out what is being asked, pull the totals from a scanned invoice whatever the supplier's layout, or draft a polite reply for someone to check.",
        },
        {
          kind: "paragraph",
          text: "The trade-off is that AI gives a best guess, not a guaranteed answer. It can be wrong while sounding completely sure, and it can give slightly different answers to the same input. So you cannot test it once and walk away. You need a person checking its output, at least until you have seen enough of its work to know where it is reliable and where it is not.",
        },
        { kind: "subheading", text: "How to tell which one a task needs" },
        {
          kind: "steps",
          items: [
            "Look at the input. If it arrives in fixed fields (a form, a spreadsheet, a record in another system), rules can probably handle it. If it arrives as free text, a PDF in varying layouts or a photo, that step may need AI.",
            "Try to write the rule on an index card, for example: if the order total is over $2,000, send it to the operations manager for approval. If it fits on the card, use rules.",
            "Ask what a wrong answer costs. If a mistake would reach a customer, your books or a patient record, any AI step needs a person to review it.",
            "Split the task. Most real workflows have one messy step and several tidy ones. Use AI only for the messy step and rules for the rest.",
          ],
        },
        {
          kind: "example",
          title: "A 20-person plumbing supply distributor in Everett",
          paragraphs: [
            "Customers send about 150 purchase orders a week as email attachments, in dozens of different formats. Two inside sales reps retyped each one into the order system at about 6 minutes apiece: 900 minutes, or 15 hours a week between them. Rules alone could not help, because no two customers' documents looked the same.",
            "The new workflow uses each tool for what it does well. An AI document reader pulls the customer, part numbers, quantities and ship-to address from each attachment. Rules then check every line against the price list and the customer's account: does the part number exist, does the price match, is the account on hold? Any order that fails a check goes to a rep with the problem highlighted.",
            "In the first month a rep looked at every order before release, at about a minute each, or 2.5 hours a week. Once the owner had seen a month of results, clean orders from regular customers went through with a daily spot check, and reps reviewed only the flagged ones. The rule-based checks, not the AI, are what made it safe to relax the review.",
          ],
        },
        { kind: "subheading", text: "Build the review in from the start" },
        {
          kind: "paragraph",
          text: "Whenever AI is part of a workflow, decide before launch who reviews its output, how they do it and what result would let you loosen the review. Treat this as part of the design, not a safety net you add after the first embarrassing mistake. The checklist below covers what to settle before you switch anything on.",
        },
        {
          kind: "checklist",
          title: "Before you put AI into a workflow",
          items: [
            "The AI step is limited to the part of the task that rules cannot handle.",
            "A named person reviews AI output before anything reaches a customer, your books or a patient record.",
            "Reviewers see the original input next to the AI's answer, so a check takes seconds, not minutes.",
            "Rule-based checks (totals add up, the customer exists, required fields are present) run on every AI result.",
            "You keep a simple log of corrections, so you can see whether accuracy is improving.",
            "You have written down what accuracy, over how many weeks, would let you reduce the review.",
            "You have read the vendor's terms on whether your data is stored or used to train its models.",
            "There is a manual fallback if the AI service is down or its output suddenly gets worse.",
          ],
        },
        {
          kind: "tip",
          text: "Ask every vendor which steps in their product use AI and which use fixed rules. If they cannot say, you cannot know where the guesses happen, or where to put your review.",
        },
      ],
    },
    {
      topic: "Where small businesses see returns",
      blocks: [
        {
          kind: "paragraph",
          text: "A payback from automation comes from three things multiplied together: how often a task happens, how long it takes each time, and what it costs when it goes wrong. That is why the best returns rarely come from the most impressive project. They come from dull, frequent work that touches money or customers, where a few minutes saved hundreds of times a month adds up fast.",
        },
        { kind: "subheading", text: "What returns look like in the five common areas" },
        {
          kind: "bullets",
          items: [
            "Order entry: orders that arrive by email, phone or web and get retyped into accounting or inventory software. Volume is high, and one typo means a wrong shipment.",
            "Invoicing: finished jobs, shipments or appointments turned into invoices the same day, with automatic reminders. Invoices that go out sooner tend to get paid sooner.",
            "Scheduling: booking, confirming and reminding by text or email, and rescheduling without phone tag. Fewer no-shows protect the day's revenue.",
            "Reporting: the weekly numbers someone pulls by hand from three systems into a spreadsheet. Automated, they arrive on Monday morning without costing anyone a Friday afternoon.",
            "Customer follow-up: thank-you notes, review requests, quote follow-ups and service reminders, the messages that slip when the team is busy.",
          ],
        },
        { kind: "subheading", text: "Work out your own payback" },
        {
          kind: "paragraph",
          text: "You do not need a consultant to get a first estimate. You need your task inventory, a figure for what an hour of staff time really costs, and an honest guess at the project cost. Work it through for one task, or one connected process, at a time, and write down every assumption so you can check it after launch.",
        },
        {
          kind: "steps",
          items: [
            "Take hours per week for the task from your inventory and estimate how many of those hours the automation will remove. Be conservative: someone will still handle the exceptions.",
            "Work out the loaded hourly cost: the wage plus employer payroll taxes, benefits and paid time off. Your bookkeeper or payroll provider can give you the real figure.",
            "Convert to a monthly labor saving: hours saved per week x loaded hourly cost x 4. Using 4 weeks rather than 4.3 leaves room for holidays and slow weeks.",
            "Add the error cost you avoid: the mistakes per month the automation would prevent, x what each one costs to put right in staff time, reshipping, credits or goodwill.",
            "Subtract new monthly running costs, such as software subscriptions and support.",
            "Divide the one-time cost (setup, build, training and your own team's time) by the net monthly saving. The result is your payback in months.",
          ],
        },
        {
          kind: "example",
          title: "Worked payback: a 40-person wholesale distributor in Kent",
          paragraphs: [
            "Two office staff spend 15 hours a week on orders. Entering 60 emailed orders at 8 minutes each is 8 hours, invoicing them at 4 minutes each is 4 hours, and sending confirmations at 3 minutes each is 3 hours. The plan automates all three and leaves 3 hours a week for someone to handle exceptions, so it saves 12 hours a week.",
            "Their wage is $26 an hour. Payroll taxes, benefits and paid time off add about 30 percent, so the loaded cost is $26 x 1.3 = $33.80; call it $34. The monthly labor saving is 12 hours x $34 x 4 weeks = $1,632.",
            "Today about 3 orders a month ship wrong because of typing errors, and each costs about $120 in return freight, reshipping and staff time. If automation prevents 2 of the 3, that is 2 x $120 = $240 a month. The gross saving is $1,632 + $240 = $1,872 a month. New software subscriptions add $180 a month, so the net saving is $1,872 - $180 = $1,692 a month.",
            "The one-time cost of setup, build and training is $7,500. Payback is $7,500 / $1,692 = 4.4 months. Over the first year, the net saving is 12 x $1,692 = $20,304, less the $7,500, or $12,804. If the first month runs at half savings while the team tunes the workflow, add about half a month to the payback.",
            `That lands inside the ${claims.paybackMonths} our clients typically see, but the method matters more than the result. Change any number to match your business and the answer moves with it. If your payback comes out past a year, look for a busier task or a smaller first project.`,
          ],
        },
        { kind: "subheading", text: "Make the saved hours count" },
        {
          kind: "paragraph",
          text: "Be honest about one thing: hours saved only turn into money if they go somewhere. If the freed time quietly drifts away, the payback exists only on paper. Decide in advance what the hours are for: quoting more jobs, calling lapsed customers, absorbing growth without a new hire, or ending the overtime your office team has been working.",
        },
        {
          kind: "paragraph",
          text: "Some returns are real but harder to count. Invoices that go out the same day ease cash flow. Quotes that get a follow-up call win more often than quotes that never do. Fewer late nights at month-end help you keep good office staff. Note these in your business case, but base the go or no-go decision on the hours and error costs you can measure.",
        },
        {
          kind: "tip",
          text: "The ROI Calculator on our website runs the same arithmetic. Once you have your inventory, it takes about a minute to check your estimate against it.",
        },
      ],
    },
    {
      topic: "Common myths, debunked",
      blocks: [
        {
          kind: "paragraph",
          text: "Many owners who would benefit from automation never start, held back by beliefs that were true ten years ago or were never true at all. Here are the ones we hear most often from businesses of 10 to 200 people, and what is actually the case. If one of them has been holding you back, this is the place to test it.",
        },
        { kind: "subheading", text: "Myth: you need an IT department" },
        {
          kind: "paragraph",
          text: "You need an owner, not an IT department. Every automation should have one person inside the business who understands the process, approves how it should work and notices when something looks off. That is usually the office manager or operations lead, and it takes a few hours a week during the build and less afterward. The technical setup can be done by a consultant, a vendor or a tech-comfortable employee using a no-code tool.",
        },
        { kind: "subheading", text: "Myth: it takes a six-figure budget" },
        {
          kind: "paragraph",
          text: `Large enterprise programs can cost that much. A small business's first project is usually one workflow connecting two or three systems it already has. A simple one takes ${claims.simpleAutomationWeeks} to build, and the costs are a one-time setup plus monthly subscriptions. The distributor in the previous topic paid back in under five months. Start with one workflow, prove it, and fund the next one from the savings.`,
        },
        { kind: "subheading", text: "Myth: you will have to replace your core software" },
        {
          kind: "paragraph",
          text: "Most of the software small businesses run on, including QuickBooks Online, Xero, HubSpot, Shopify, Google Workspace and Microsoft 365, is built to connect to other tools. Each offers an API (a documented way for other software to read and write its data), and tools like Zapier, Make and Power Automate have ready-made connectors for them. The job is usually to connect your systems, not to replace them.",
        },
        {
          kind: "paragraph",
          text: "There is an honest exception. Old desktop software with no way to get data in or out, or a critical spreadsheet that lives on one person's laptop, can block a workflow. Even then, the fix is often much smaller than a full replacement, such as moving the spreadsheet to a shared drive or using the software's import and export files on a schedule.",
        },
        { kind: "subheading", text: "Myth: automation replaces your staff" },
        {
          kind: "paragraph",
          text: "In a business your size, automation takes over tasks, not jobs. The clerk who no longer retypes 60 orders a week has time for the customer with a problem, the supplier who shorted a delivery and the quotes nobody had time to chase. Say this plainly to your team at the start, and mean it. People who fear for their jobs will not tell you about the exceptions, and you need them to.",
        },
        { kind: "subheading", text: "Myth: our business is too unusual" },
        {
          kind: "paragraph",
          text: "Every business has exceptions, and the people who handle them are right to point them out. But most of your volume probably follows a few well-worn paths. Automate the common path, send the exceptions to a person with the details attached, and you still get most of the benefit. Add handling for an exception later, one at a time, only if it turns out to be frequent.",
        },
        { kind: "subheading", text: "Myth: once it is built, you can forget it" },
        {
          kind: "paragraph",
          text: "Automations need light, regular care. Vendors update their software, passwords expire, someone renames a field in the CRM, and a workflow that ran perfectly for months quietly stops. None of this is a reason not to automate, but plan for it from day one with a few simple habits:",
        },
        {
          kind: "bullets",
          items: [
            "Give every automation a named owner who receives its error alerts.",
            "Send failure notices to a shared inbox or channel, not one person's email.",
            "Spend 15 minutes a month checking that the counts agree, such as orders in versus invoices out.",
            "Keep a one-page note of what each automation does, so someone else can pick it up.",
          ],
        },
        {
          kind: "example",
          title: "A 15-person landscaping company in Bellevue",
          paragraphs: [
            "The owner assumed that automating meant replacing the company's shared Google Sheet and QuickBooks Online with an all-in-one field service platform, a big project that kept getting postponed. A week of task inventory showed the real pain was narrower: about 6 hours a week copying completed jobs from the sheet into invoices, plus chasing crew leads who forgot to fill the sheet in.",
            "The first project connected the two with a no-code tool. A completed row in the sheet now creates a draft invoice, and a row still blank at 5 p.m. sends a text reminder to that crew's lead. The office manager reviews the drafts each morning. Nothing was replaced, the crews kept working the way they knew, and the platform decision can wait until the business truly outgrows the sheet.",
          ],
        },
        {
          kind: "tip",
          text: "If a vendor's first proposal is to replace a system you are happy with, ask what it would take to connect to it instead. A good vendor explains the trade-off; a vague answer is a warning sign.",
        },
      ],
    },
  ],
  takeaways: [
    "Automation takes over the routine glue work between your systems and your people, while judgment calls stay with your team.",
    "Use rules wherever the input is predictable, and add AI only at the messy steps, with a person reviewing its output.",
    "A one-week task inventory turns a vague sense of wasted time into hours, dollars and a ranked list of candidates.",
    "Payback is the one-time cost divided by the monthly saving from hours and errors, less running costs, so run it with your own numbers before you buy anything.",
    "You can start with the software you already pay for, a named internal owner and one small workflow, then fund the next one from the savings.",
  ],
} satisfies GuideChapterText;
