import { claims, pricing, site } from "~/collections/facts";
import type { GuideChapterText } from "~/features/guide/types";

/** The dollar amount in one of the firm's price labels ("$4,500", "$200 per session"). */
const dollars = (label: string) => Number(label.replace(/[^\d.]/g, ""));
const usd = (amount: number) => `$${Math.round(amount).toLocaleString("en-US")}`;

/** The HVAC contractor's worked budget in "Plan the budget and timeline", from the firm's prices. */
const hvacFees = dollars(pricing.implementation.price) + dollars(pricing.addOns.training);
const hvacTeamTime = 50 * 35;
const hvacContingency = hvacFees * 0.15;
const hvacOneTime = hvacFees + hvacTeamTime + hvacContingency;
const hvacNetMonthlySavings = 1870;
const hvacPaybackMonths = (hvacOneTime / hvacNetMonthlySavings).toFixed(1);

export const gettingStarted = {
  section: "Getting Started",
  opening: [
    {
      kind: "paragraph",
      text: "Most automation projects that disappoint go wrong before anyone opens a piece of software. The team automates a process nobody has written down, chooses it because it is the most annoying rather than the most valuable, and never records what the old way cost. Six months later nobody can say whether it worked, and the next project is harder to approve. This chapter is the groundwork that prevents all three problems.",
    },
    {
      kind: "paragraph",
      text: "The work is modest. Expect a few hours a week over two or three weeks for whoever leads it, usually the owner or the operations lead, plus an hour or two from each person who touches the process. You need nothing more than a printer, a pencil, a spreadsheet and the timer on your phone. By the end of the chapter you will have:",
    },
    {
      kind: "bullets",
      items: [
        "A one-page map of one process as it really runs today, with the time and the errors at each step.",
        "A scored shortlist of candidates and a first project you can defend.",
        "A baseline of hours, errors and turnaround, with targets and dates to check them.",
        "A budget and timeline that counts your team's time, not just the invoice.",
      ],
    },
    {
      kind: "paragraph",
      text: "The four worksheets are meant to be printed and filled in by hand, in order, because each one feeds the next. If you later bring in outside help, including ours, these pages shorten the discovery work: the hardest facts to gather are the ones you will already have on paper.",
    },
  ],
  topics: [
    {
      topic: "Map your current processes",
      blocks: [
        {
          kind: "subheading",
          text: "Choose one process and fix its edges",
        },
        {
          kind: "paragraph",
          text: 'Start with a single process, not a department. "Accounting" is too big to map; "from a job marked complete to the invoice in the customer\'s inbox" is the right size. Write down the trigger that starts the process and the result that ends it. Those two lines keep the map honest: anything before the trigger or after the result belongs on a different map.',
        },
        {
          kind: "paragraph",
          text: "If you are not sure which process to map first, pick the one that seems to eat the most staff time. You will compare it with other candidates in the next topic, and those only need rough numbers. The process you finally choose will need a full map before anyone builds anything, so the work is never wasted.",
        },
        {
          kind: "subheading",
          text: "Watch the work, don't just ask about it",
        },
        {
          kind: "paragraph",
          text: "The process in your head and the process your team runs are rarely the same. Managers describe the way it is supposed to work. The people doing it know about the second spreadsheet, the customer who always orders by phone and the price list that lives on a sticky note. So map with the person who does the work, at their desk, while they handle real cases. Ask them to say out loud what they are doing and why. Hold back on fixing things as you go: today your job is to record, not to judge.",
        },
        {
          kind: "steps",
          items: [
            "Write the trigger at the top of a sheet and the end result at the bottom.",
            "Sit with the person who does the work while they handle three to five real cases, including at least one awkward one: a rush order, a missing purchase order number, a customer with two addresses.",
            'Write one line per step, starting with a verb: "Copy ship-to address from email into QuickBooks Online," not "Order entry."',
            "For each step, note who does it, which system or piece of paper it touches and the minutes of hands-on time.",
            "Note how long the work waits before the next step starts: sitting in an inbox, waiting for a signature, waiting for the afternoon batch.",
            'Record the errors you see or hear about, and every workaround: the double-check, the side spreadsheet, the "I always call them to confirm."',
            'Read the finished map back to everyone involved and correct it. Expect at least one "actually, we also..." moment.',
          ],
        },
        {
          kind: "worksheet",
          title: "One-page process map",
          instructions:
            "Write the trigger above the table and the end result below it. Use one row per step, starting each step with a verb. Record hands-on minutes for a typical case, and in the wait column how long the work sits before the next step begins.",
          columns: ["Step", "Who", "System", "Time (min)", "Wait before next step", "Errors seen"],
          rows: 12,
        },
        {
          kind: "subheading",
          text: "Read the map for waste",
        },
        {
          kind: "paragraph",
          text: "A finished map usually shows you where the trouble is without much analysis. Add up the hands-on minutes and compare them with the total elapsed time from trigger to result. You will often find that the work spends far longer waiting than being worked on. Then look for these patterns:",
        },
        {
          kind: "bullets",
          items: [
            "Re-typing: the same customer, item or amount typed into two or more systems. This is the classic automation target.",
            "Long waits before short steps: an order that takes four minutes to enter but sits three hours in an inbox has a queue problem, not a typing problem.",
            "Checking steps: steps that exist only to catch mistakes made earlier. Fix the earlier step and the check can shrink.",
            "Error clusters: two or three steps where most mistakes happen, usually where data is copied by hand or read from a messy source.",
            "Steps nobody needs: a report nobody reads, a copy filed twice. Delete these before you automate anything, because automating a useless step only makes it faster.",
          ],
        },
        {
          kind: "example",
          title: "Order entry at a 40-person plumbing supply distributor",
          paragraphs: [
            'The operations manager mapped orders from "email or call arrives" to "order released to the warehouse." Two inside sales reps walked her through a morning of real orders. The map came to nine steps across Outlook, QuickBooks Online, a stock spreadsheet and a printed pick ticket.',
            "Hands-on time was 14 minutes per order. At about 220 orders a week, that is 220 x 14 = 3,080 minutes, or roughly 51 hours a week: more than one full-time person. Yet the typical order took five and a half hours to reach the warehouse, because the shared inbox was worked in two batches a day.",
            "The errors column was the eye-opener. Customer and item details were typed three times, and most corrections traced back to one step: choosing the customer's price level by hand. The map pointed at a clear target before anyone had mentioned software.",
          ],
        },
        {
          kind: "paragraph",
          text: "Don't wait until every process is mapped before moving on. A second map takes about half the time of the first, and mapping your two or three busiest processes gives you a much better shortlist for the next topic. Keep every map. You will use it again to take the baseline, to brief whoever builds the automation, and later to record what changed.",
        },
        {
          kind: "tip",
          text: "Map a bad day as well as a normal one. The exceptions you leave off the map are the ones that break an automation later.",
        },
      ],
    },
    {
      topic: "Pick your first automation candidate",
      blocks: [
        {
          kind: "paragraph",
          text: "Your first automation has two jobs. It has to save real time or money, and it has to work well enough that your team wants a second one. That rules out the most complex process in the building, however painful it is. The best first candidates are dull: they happen constantly, follow the same rules every time and cost something real when they go wrong.",
        },
        {
          kind: "subheading",
          text: "Build a longlist",
        },
        {
          kind: "paragraph",
          text: "Spend a week collecting candidates before you judge any of them. If you filled in the task inventory from the Understanding Automation chapter, start there. Then ask each person in operations, the office and customer service the same three questions, and write every answer down. Aim for eight to twelve candidates. Rough weekly hours are fine at this stage.",
        },
        {
          kind: "bullets",
          items: [
            "What do you copy from one screen, email or paper form into another?",
            "What do you do every day that you could teach a new hire in an afternoon?",
            "Which mistake do you fix most often, and where did it start?",
          ],
        },
        {
          kind: "subheading",
          text: "Score each candidate",
        },
        {
          kind: "paragraph",
          text: "Score every candidate on the same four factors and add them up. Rules count double, because a process without clear rules is not a first project however many hours it eats. The scale rewards volume and routine: a daily chore shared by several people will outscore a painful job done once a month, and that is usually the right call for a first project.",
        },
        {
          kind: "bullets",
          items: [
            "Frequency: 1 = monthly or less, 2 = weekly, 3 = daily, 4 = several times a day, 5 = dozens of times a day.",
            "Rules: 1 = mostly judgment calls, 3 = clear rules with frequent exceptions, 5 = the same rules every time, with inputs in a consistent digital format.",
            "Error cost: 1 = easy to spot and fix, 3 = an hour of rework or an annoyed customer, 5 = lost money, a compliance problem or a lost customer.",
            "Hours: total staff hours a week across everyone, turned into points. Under 2 hours = 1, 2 to 5 = 2, 5 to 10 = 3, 10 to 20 = 4, over 20 = 5.",
            "Score: Frequency + (Rules x 2) + Error cost + Hours points, out of 25.",
          ],
        },
        {
          kind: "worksheet",
          title: "Automation candidate scorecard",
          instructions:
            "List one candidate per row. Score frequency, rules and error cost from 1 to 5 on the scale above, write the weekly hours and their points, then total the score. Circle any candidate with a rules score of 1 or 2: it is not a first project, whatever its total.",
          columns: [
            "Candidate",
            "Frequency (1-5)",
            "Rules (1-5)",
            "Error cost (1-5)",
            "Hours a week (points)",
            "Score",
          ],
          rows: 10,
        },
        {
          kind: "example",
          title: "Scoring candidates at an 18-person physical therapy clinic",
          paragraphs: [
            "The clinic manager listed nine candidates and scored them with the front desk and billing staff. Appointment confirmations came first: about 350 visits a week, each confirmed by a two-minute call the day before, so 350 x 2 = 700 minutes, about 12 hours a week. Frequency 5, rules 5 (x 2 = 10), error cost 3 for the empty slots no-shows leave, hours 4. Score 22.",
            "New-patient intake came second: about 40 new patients a week and 8 minutes each to key paper forms into the practice management system, so 320 minutes, a little over 5 hours. Frequency 5, rules 4 (8), error cost 3, since a mistyped insurance ID means a denied claim, hours 3. Score 19.",
            "Insurance authorizations took about 12 hours a week and scored 16 (frequency 3, rules 2 for 4, error cost 5, hours 4), but were circled: too much judgment for a first project. The monthly referral report, 6 hours once a month, scored 12.",
            "Confirmations won, and then the sanity checks turned up a surprise: the practice management system already had text reminders built in, switched off since a software update. Turning them on took an afternoon and cost nothing. Intake became the first real project, and the manager started it with the team's trust already earned.",
          ],
        },
        {
          kind: "subheading",
          text: "Sanity checks before you commit",
        },
        {
          kind: "paragraph",
          text: "A high score puts a candidate on the shortlist. Before you commit, run it past these questions. A single no does not always rule a candidate out, but it should make you look hard at the next one on the list.",
        },
        {
          kind: "bullets",
          items: [
            "Does software you already pay for do this? Check the settings and add-ons of QuickBooks Online, Xero, HubSpot, Shopify or your industry software before you buy anything new.",
            "Is the process stable? Do not automate a process you are about to change, or one that lives in a system you plan to replace this year.",
            "Are the inputs digital? Paper, faxes and handwritten forms need a capture step first, which adds cost and often calls for the document AI covered in the Strategic AI Integration chapter.",
            "Is there one owner? Somebody has to care whether it works after launch, and have the authority to fix it.",
            "Will you see the result within 90 days? A first project should show results quickly enough to hold everyone's attention.",
            "Do the people who do the work want it? If they are wary, involve them now rather than at launch.",
          ],
        },
        {
          kind: "paragraph",
          text: "Three choices go wrong often enough to name. The owner's pet peeve, which scores high on frustration and low on hours. The biggest, messiest process in the business, which takes months and has too many exceptions for a first try. And anything inside a system you are about to replace, which you would end up building twice.",
        },
        {
          kind: "tip",
          text: "Pick the boring one. A first project that quietly works buys you the trust you need for the ambitious second one.",
        },
      ],
    },
    {
      topic: "Set a baseline and goals",
      blocks: [
        {
          kind: "paragraph",
          text: "A baseline is a written record of what the process costs you today, taken while the old way is still running. It is the only way to answer the question your business partner, your accountant or your own doubts will ask in six months: did it work? Memory is no help here. Once the new workflow is running, everyone forgets how long the old one took, and an improvement you cannot show is an improvement nobody believes.",
        },
        {
          kind: "subheading",
          text: "Measure three things, plus volume",
        },
        {
          kind: "bullets",
          items: [
            "Hands-on time: the minutes a person actually spends per item, multiplied by volume to give hours a week.",
            "Error rate: the share of items that needed a correction, a credit, a re-send or a phone call to fix, counted per 100 items.",
            "Turnaround: the elapsed time from the trigger to the finished result, including all the waiting.",
            "Volume: how many items went through in the period. Without it you cannot tell whether hours fell because the work got easier or because the month was quiet.",
          ],
        },
        {
          kind: "paragraph",
          text: "Put a dollar figure on the hours too. Use the loaded hourly cost: the wage plus payroll taxes, benefits and paid time off. Your bookkeeper can work it out in a few minutes. Errors can carry a dollar figure as well, if you know what a typical credit, re-shipment or denied claim costs you. Dollars are what turn a baseline into a budget in the next topic.",
        },
        {
          kind: "subheading",
          text: "How to measure without a big study",
        },
        {
          kind: "paragraph",
          text: "You do not need special software or a consultant to get a usable baseline. You need two normal weeks and evidence rather than estimates. Avoid your busiest and quietest weeks of the year, and work from the process map from the first topic so everyone counts the same steps.",
        },
        {
          kind: "steps",
          items: [
            "Pull the volume for the two weeks from your systems: orders in QuickBooks Online, appointments in the scheduler, jobs in your field service software.",
            "Time a sample of at least 20 real items with a phone timer, spread across the people who do the work and the days of the week. Use the median, the middle value, not the best case.",
            "Count errors from evidence: credit memos, re-shipments, corrected invoices, denied claims, complaint emails. Ask staff to tally the fixes they make on a sheet by the keyboard.",
            "Measure turnaround from timestamps you already have, such as when the email arrived and when the invoice went out, for the same 20 items.",
            "Multiply everything up to weekly figures, add the dollar cost, and write it on the baseline worksheet with the date.",
          ],
        },
        {
          kind: "worksheet",
          title: "Baseline and goals",
          instructions:
            "Fill in one row per measure before anything changes. Write down exactly how you measured it, so the check after launch uses the same method. Set a target and the date you will check it, and write the name of the person who will do the check beside the date.",
          columns: ["Measure", "How to measure", "Current value", "Target", "Date"],
          rows: 6,
        },
        {
          kind: "subheading",
          text: "Turn the baseline into goals",
        },
        {
          kind: "paragraph",
          text: "A goal is a target number with a date attached. Set it from the map, not from hope: if the automation removes five of nine steps, estimate the time of the four that remain. Keep a human check where mistakes are expensive, and be wary of a goal of zero errors, which usually means someone stops looking. Add one or two guardrails as well, things that must not get worse, such as customer complaints or overtime.",
        },
        {
          kind: "example",
          title: "The distributor's baseline and goals",
          paragraphs: [
            "The plumbing supply distributor from the first topic measured two weeks in October. Volume: 441 orders, about 220 a week. Median hands-on time: 14 minutes, so about 51 hours a week. Errors: 19 orders needed a correction, or 4.3 per 100. Median turnaround from email to warehouse: 5.5 hours.",
            "Their bookkeeper put the loaded cost of the inside sales reps at $34 an hour, so the hands-on time alone cost 51 x $34 = $1,734 a week. The timings also showed that choosing the price level took 5 of the 14 minutes.",
            "The goals, to be checked 90 days after launch: 4 minutes per order (220 x 4 = 880 minutes, about 15 hours a week, a saving of 36 hours), fewer than 1 error per 100 orders, and turnaround under 30 minutes for orders received before 2 p.m. The guardrail: no increase in customer calls asking about order status.",
          ],
        },
        {
          kind: "paragraph",
          text: "When the check date comes, compare like with like. Measure the same kind of weeks in the same way, and compare minutes per item and errors per 100 rather than total hours, because volume rarely stays still. If orders grew by a fifth while total hours stayed flat, the automation is working, even though the weekly hours look unchanged.",
        },
        {
          kind: "paragraph",
          text: `This is also how we work. At ${site.name} we agree on a baseline with every implementation client before any work starts, and our guarantee of a positive return within ${claims.roiGuaranteeMonths} months is measured against it, using your own numbers. Whoever you hire, ask how they will measure the result against your baseline. If they will not commit to an answer, ask why.`,
        },
        {
          kind: "tip",
          text: "Put the re-measure date in your calendar the day you finish the baseline, with a name next to it. A re-measure nobody owns does not happen.",
        },
      ],
    },
    {
      topic: "Plan the budget and timeline",
      blocks: [
        {
          kind: "paragraph",
          text: "A realistic plan counts more than the invoice. The money you pay a consultant or a software vendor is the easiest part to see, and often not the biggest. Your team's hours for mapping, testing and training are real costs. So are the subscription that keeps the automation running and the weeks of tuning after launch. Budget all of them and the project is far less likely to surprise you.",
        },
        {
          kind: "subheading",
          text: "What goes into the budget",
        },
        {
          kind: "bullets",
          items: [
            "Build: the consultant's or developer's fee, or the hours of whoever on your team builds it.",
            "Software: the automation platform's subscription at your real task volume, plus any upgrade to software you already use. Some plans only allow connections to other systems on higher tiers, so check before you budget.",
            "Your team's time: mapping, answering questions, testing and the side-by-side pilot, at loaded hourly cost.",
            "Training: a session for each team that uses the new workflow, and written notes for new hires.",
            "Tuning: a month after launch for fixing rules, handling new exceptions and adjusting messages.",
            "Contingency: 10 to 15 percent of the fees, for the surprises every project turns up.",
          ],
        },
        {
          kind: "paragraph",
          text: "The Technology Selection chapter goes deeper into pricing subscriptions and total cost of ownership. For planning now, one rule is enough: if you cannot yet say which tool you will use, put a range in the budget with a note to confirm it, rather than a guess that looks exact.",
        },
        {
          kind: "subheading",
          text: "A realistic timeline",
        },
        {
          kind: "paragraph",
          text: `As a rule of thumb, allow ${claims.simpleAutomationWeeks} to build and launch a simple workflow that connects two systems with clear rules, and ${claims.integrationWeeks} for a project that connects several systems. If you start with an assessment, add ${pricing.discovery.duration} for it. Then add the parts many plans leave out: training, and a month of tuning after launch before you judge the result. Plan the work in these phases:`,
        },
        {
          kind: "steps",
          items: [
            "Assess and design: map, score, baseline, and agree on the scope in writing.",
            "Build: set up the workflow, the connections between systems and any messages or documents it sends.",
            "Test and pilot: run the new workflow beside the old one with a small group for a week or two.",
            "Train: a short session for each team, with notes they can keep.",
            "Go live and tune: a month of watching, fixing exceptions and adjusting.",
            "Re-measure at 90 days against your baseline, using the same method.",
          ],
        },
        {
          kind: "paragraph",
          text: "Then put the plan on a real calendar. Avoid launching in your busy season, during month-end or year-end close, or while the person who knows the process best is on vacation. The people you need for testing are usually your busiest, so book their hours the way you would book a customer appointment.",
        },
        {
          kind: "example",
          title: "Budget and timeline for a 30-person HVAC contractor",
          paragraphs: [
            "The contractor wanted each completed job in their field service software to become an invoice in QuickBooks Online, with payment reminders sent at 7, 14 and 30 days. The office keyed about 120 invoices a week at 7 minutes each, 840 minutes or 14 hours, and spent about 4 hours a week chasing payments. Two systems and clear rules: a simple workflow.",
            `One-time costs: a fixed quote for Strategic Implementation at the package's starting price of ${pricing.implementation.price}, which covers the assessment work, training and ${pricing.implementation.supportMonths} months of support; one extra training session for the crew leads (${pricing.addOns.training}); about 50 hours of staff time for mapping, testing and training, at a loaded $35 an hour, ${usd(hvacTeamTime)}; and 15 percent contingency on the fees, ${usd(hvacContingency)}. Total: ${usd(hvacOneTime)}. Ongoing: the automation platform's plan at their volume, about $100 a month.`,
            `Expected savings: checking each generated invoice should take about 2 minutes (120 x 2 = 240 minutes, 4 hours), saving 10 hours a week, and chasing payments should drop from 4 hours to 1. That is 13 hours x $35 = $455 a week, about $1,970 a month (455 x 52 / 12), or $1,870 after the subscription. Payback: ${usd(hvacOneTime)} / $1,870 = about ${hvacPaybackMonths} months.`,
            `Timeline: they signed in late February, between the heating rush and cooling season. The project was planned at ${pricing.implementation.duration}, including a week of running the new invoices beside the old process. Training went in the week before launch in April, tuning ran into May, and the 90-day re-measure was booked the day they signed. Payment followed the usual terms: ${pricing.upfrontShare} upfront and the rest on completion.`,
          ],
        },
        {
          kind: "paragraph",
          text: "If you build a simple workflow yourself in Zapier, Make or Microsoft Power Automate, the cash outlay may be only the subscription, but the budget is not zero. Count the builder's hours at their loaded cost, including the usual work they are not doing meanwhile, and decide who fixes the workflow when it breaks while they are away. A do-it-yourself first project is a good way to learn, as long as it is small and no customer depends on it.",
        },
        {
          kind: "subheading",
          text: "Questions to ask before you sign",
        },
        {
          kind: "bullets",
          items: [
            "What exactly is in the fixed scope, and what counts as a change?",
            "Which subscriptions will we pay for at our volume, and do any of our current plans need upgrading?",
            "How many hours do you need from my team, from whom, and when?",
            "Who owns the accounts and workflows when the project ends, and will we get a plain-language description of each one?",
            "What support is included after launch, and what does it cost after that?",
            "How will we measure the result against our baseline, and when?",
          ],
        },
        {
          kind: "tip",
          text: "Book the training sessions and the 90-day re-measure the day you sign, not the day you launch.",
        },
      ],
    },
  ],
  takeaways: [
    "Map one process as it really runs, with the people who do it, before you change anything.",
    "Choose your first project by score rather than frustration: frequent, rule-based and costly when it goes wrong.",
    "Check the software you already pay for first, because the cheapest automation is sometimes a feature that is switched off.",
    "Write down hours, errors and turnaround before launch, with a target, a date and a named person for the re-measure.",
    "Budget your team's time, training and a month of tuning alongside fees and subscriptions, and schedule around your busy season.",
  ],
} satisfies GuideChapterText;
