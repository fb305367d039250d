import { claims } from "~/collections/facts";
import type { GuideChapterText } from "~/features/guide/types";

export const technologySelection = {
  section: "Technology Selection",
  opening: [
    {
      kind: "paragraph",
      text: "Most small businesses do not choose their automation tools so much as drift into them. Someone sees a demo, starts a free trial and builds one workflow. Two years later the company runs thirty automations on a platform nobody picked on purpose. Sometimes that works out. More often it is how a business ends up paying for three overlapping subscriptions, or finds at renewal time that the bill has quietly doubled.",
    },
    {
      kind: "paragraph",
      text: "This chapter gives you a way to choose on purpose. Run every candidate tool through the same four passes, in this order, because each pass can knock a tool off your list and there is no point pricing a tool over three years if it cannot connect to your accounting system. By the end you should have one or two candidates left, with the evidence to back the choice:",
    },
    {
      kind: "steps",
      items: [
        "Decide what kind of tool the work calls for: no-code, low-code or custom.",
        "Confirm the tool can actually talk to the systems you already run.",
        "Price it over three years at the volume you expect, not the volume you have today.",
        "Check that the vendor will protect your data and let you leave with it.",
      ],
    },
    {
      kind: "paragraph",
      text: "You do not need to be technical to do any of this. You need a list of your systems, a rough count of how often each job happens, and the patience to ask vendors direct questions in writing. Each topic gives you something to fill in or tick off. For individual products, see the tool directory at the back of this guide. This chapter is about how to judge tools, not which one to buy.",
    },
  ],
  topics: [
    {
      topic: "No-code, low-code or custom",
      blocks: [
        {
          kind: "paragraph",
          text: "The three labels describe who can build and change an automation, not how good it is. With a no-code tool, such as Zapier or the built-in automations in HubSpot, Airtable or Shopify, you click a trigger and some actions together in a browser. With a low-code platform, such as n8n or Microsoft Power Automate, you still build visually, but you can add formulas, loops and small pieces of script when the blocks run out. Custom means a developer writes code that someone hosts and maintains.",
        },
        {
          kind: "paragraph",
          text: "The lines blur. Make, for example, needs no code but handles more branching than most no-code tools, and a low-code platform can run a two-step workflow perfectly well. So judge the workflow in front of you, not the label on the product. The same business can, and often should, use more than one tier.",
        },
        {
          kind: "subheading",
          text: "Three questions that decide it",
        },
        {
          kind: "paragraph",
          text: "Volume, logic and ownership settle most cases. Volume is how many times the workflow runs in a month, and how many steps each run takes. Logic is how many decisions the workflow makes along the way: if this, then that. Ownership is who will fix it when it breaks on a Monday morning, and who will change it when your process changes. Answer all three before you look at a single product page. Then use this guide:",
        },
        {
          kind: "bullets",
          items: [
            "No-code fits when the workflow runs up to a few thousand times a month, follows one path with a few simple filters, and someone in your office who knows the process will build and own it. Example: a web form lead goes into the CRM and gets a welcome email.",
            "Low-code fits when the workflow branches on several conditions, loops through line items, reshapes data between systems, or runs tens of thousands of times a month. It needs an owner who is comfortable with spreadsheet formulas, or an outside partner on call.",
            "Custom fits when the process is unique to you and part of why customers choose you, when volume runs into hundreds of thousands of events, when data rules are strict, or when no tool connects to a core system. It needs a developer as owner, on staff or on contract.",
            "A mix fits when most workflows are simple but one or two are heavy or unusual. Keep the simple ones in no-code and build only the hard part to order.",
          ],
        },
        {
          kind: "subheading",
          text: "Ownership is the question people skip",
        },
        {
          kind: "paragraph",
          text: "A custom script written by a freelancer can be the cheapest option on day one and the most expensive on the day it breaks and the freelancer has moved on. Before you choose a tier, name the owner. Who gets the error email? Who has the logins? Where is the written description of what the workflow does? If the honest answer is nobody, choose the simplest tier that does the job and budget for a partner to support it.",
        },
        {
          kind: "paragraph",
          text: "Start lower rather than higher. Each step up costs more to build, takes longer to change and narrows the pool of people who can look after it. A no-code workflow that handles nearly every case, with a person catching the odd exception, is often a better deal than a custom one that handles them all. Move up only when you see clear signs that you have outgrown the simpler tool:",
        },
        {
          kind: "bullets",
          items: [
            "Workflows with dozens of steps, or the same steps copied into several workflows.",
            "Workarounds, such as a spreadsheet in the middle that a person tidies every morning.",
            "A usage bill that grows faster than the work it does.",
            "Hard limits: timeouts, caps on steps, or actions the connector simply does not offer.",
            "Only one person understands the setup, and they worry about taking a vacation.",
          ],
        },
        {
          kind: "example",
          title: "An HVAC contractor ends up with a mix",
          paragraphs: [
            "A 60-person HVAC contractor near Tacoma wanted three things automated: new web leads into its CRM, completed jobs from its field service app into QuickBooks Online as invoices, and a weekly report of technician hours against jobs.",
            "Leads arrived about 150 times a month and followed one path, so that went into a no-code tool. The office manager built it in an afternoon. Invoicing ran about 1,200 times a month and had to split each job into labor, parts and permit lines, apply the right sales tax for each city and skip warranty work. That went into a low-code platform, built by a partner and owned by the controller, who learned to update tax rates and item mappings herself.",
            "The weekly report needed figures from an older payroll system with no connector at all. A developer wrote a small script that runs each night and drops the totals into a shared spreadsheet. Three tiers, each matched to its job. The mistake they avoided was forcing all three into one tool just because it was already paid for.",
          ],
        },
        {
          kind: "subheading",
          text: "How to decide, step by step",
        },
        {
          kind: "steps",
          items: [
            "List every workflow you want to automate in the next 12 months, not just the first one.",
            "For each, write down runs per month, the number of steps, and the number of decisions.",
            "Name the person who will own each one, and note their comfort level: clicking, formulas or code.",
            "Place each workflow on the guide above. If it sits between two tiers, choose the simpler one.",
            "Check whether one platform covers most of the list. Fewer platforms mean fewer logins, bills and places for things to break.",
            "Build the first workflow as a pilot on a monthly plan before you commit to an annual contract.",
          ],
        },
        {
          kind: "tip",
          text: `Whatever the tier, allow ${claims.simpleAutomationWeeks} for a simple workflow and ${claims.integrationWeeks} when several systems and real decision logic are involved.`,
        },
      ],
    },
    {
      topic: "Integration compatibility",
      blocks: [
        {
          kind: "paragraph",
          text: "An automation tool is only as useful as its connections. If it cannot reach one of the systems in your process, a person ends up carrying data across that gap by hand, and the automation saves less than you planned. Connection problems are also the most common reason a project that looked simple in a demo takes twice as long. The good news is that you can find most of them before you buy, with an hour of reading and a short trial.",
        },
        {
          kind: "subheading",
          text: "Connector, API or neither",
        },
        {
          kind: "paragraph",
          text: "Two systems can talk in three ways. A native connector is a ready-made link the tool vendor has built, such as a QuickBooks Online or Shopify connector inside your automation platform. An open API is a documented door into a system that a low-code tool or a developer can use when no connector exists. Neither means the only way in or out is a file export, an email or a person. Most of your systems will be the first kind. The one that causes trouble is usually the third.",
        },
        {
          kind: "paragraph",
          text: 'Do not stop at "yes, there is a connector". Connectors vary a great deal. One may let you create invoices but not update them, or read customers but not their custom fields. Open the connector\'s page and read its list of triggers, the events that start a workflow, and actions, the things a workflow can do. Check that the exact ones your process needs are there, by name.',
        },
        {
          kind: "checklist",
          title: "Integration checklist: run it for every system in the workflow",
          items: [
            "A native connector exists, and it lists the specific triggers and actions this workflow needs.",
            "The custom fields you rely on, such as job number, PO number or location, can be read and written.",
            "The system has an open, documented API, so a low-code tool or developer can fill any gaps.",
            "Your plan tier includes API access; some vendors reserve it for higher plans.",
            "Webhooks are available, so the system can announce an event the moment it happens.",
            "Rate limits are published, and your busiest hour (Monday morning, month end) stays well under them.",
            "You can export all of your data in a standard format such as CSV, without a support ticket.",
            "A sandbox or test account exists, so you can build without touching live customers or your books.",
            "Connections can use an admin or service account rather than one employee's personal login.",
            "Failed runs are logged, retried and reported to a named person.",
            "The vendor announces API changes in advance and keeps a public changelog.",
          ],
        },
        {
          kind: "subheading",
          text: "Why the technical items matter",
        },
        {
          kind: "paragraph",
          text: "Webhooks sound technical, but their absence shows up as delay and cost. If a system cannot announce events, your automation tool has to check it on a timer, every few minutes or less often on cheaper plans. A customer who pays online may wait that long for a receipt. On some platforms, every check also uses part of your monthly allowance, even when nothing has changed.",
        },
        {
          kind: "paragraph",
          text: "Rate limits cap how many requests a system accepts in a given period. A workflow can run smoothly at 20 orders an hour and then fail on your biggest sale day, or when someone imports 2,000 contacts at once. Ask what happens when the limit is reached. A good tool waits and retries. A poor one drops the record and tells nobody.",
        },
        {
          kind: "paragraph",
          text: "Export and sandbox are about safety. Export means you can audit your data and take it elsewhere. A sandbox means your first test invoice does not land in a real customer's inbox. If a system has no sandbox, create test records clearly marked TEST, keep them to a small batch and delete them when you are done.",
        },
        {
          kind: "example",
          title: "A garden center checks its point of sale",
          paragraphs: [
            "A 25-person garden center in Olympia wanted daily sales to flow from its point of sale into Xero, and stock counts to update its Shopify store so customers could not order plants that had already sold.",
            'The point of sale vendor\'s website said "integrates with Xero". The checklist turned up the detail: the integration posted one daily sales summary, not individual sales, and there was no API for stock levels. Stock could only leave the system as a CSV file exported by hand. Without that check, the owner would have paid for a workflow tool and still had someone retyping stock counts.',
            "The owner had three choices: do a manual export each morning, switch point of sale at renewal to one with an open API and webhooks, or pay a developer to pick up the export file automatically. The morning export took 10 minutes, 6 days a week: 60 minutes, or 1 hour a week. They accepted that hour for the season and switched systems at renewal, when switching cost the least.",
          ],
        },
        {
          kind: "subheading",
          text: "Prove it in a trial",
        },
        {
          kind: "steps",
          items: [
            "Write down the one workflow you need most, with a real example record from last week.",
            "Connect each system in a free trial, using an admin or service account.",
            "Run 20 realistic test records through it, including one with a missing field and one with an apostrophe in a name.",
            "Check that every field landed in the right place, with dates, money and tax in the right format.",
            "Edit a record in the source system and see whether the change flows through, or only new records do.",
            "Ask the vendor's support team one technical question and note how long the answer takes. That is the support you will get later.",
          ],
        },
        {
          kind: "tip",
          text: "Start from the system you cannot easily replace, usually your accounting package or your industry software, and choose automation tools that fit it, not the other way round.",
        },
      ],
    },
    {
      topic: "Total cost of ownership",
      blocks: [
        {
          kind: "paragraph",
          text: "The subscription is the number on the vendor's website, so it is the number everyone compares. It is rarely the whole cost, and often not the biggest part. Over three years, the hours spent setting up, maintaining and teaching a tool can add up to more than its fees. On usage-based plans the fee itself moves, because it follows your volume, and your volume grows as you automate more of your work.",
        },
        {
          kind: "subheading",
          text: "How automation tools charge",
        },
        {
          kind: "bullets",
          items: [
            "Per task or operation: you pay for each action a workflow performs. Cheap to start, and it rises with every order, every lead and every step you add.",
            "Per run: you pay each time a whole workflow runs, however many steps it has. A long workflow costs the same as a short one.",
            "Per user: you pay for each person who builds or uses the tool. Common where automation comes bundled with office or business software.",
            "Flat or tiered: a set fee for a generous band of usage, or self-hosting, where you pay for a server and your own time instead of a subscription.",
            "Add-ons: premium connectors, longer run history, faster checks or single sign-on are often sold separately or only on higher plans.",
          ],
        },
        {
          kind: "paragraph",
          text: "Before you compare two prices, learn how each tool counts. A five-step workflow that runs 1,000 times a month is 1,000 runs but 5,000 tasks. Read the definitions on the pricing page, then ask the vendor whether filters, failed runs, retries and timer checks count too. Also ask what happens when you go over your plan: an extra charge, an automatic upgrade, or workflows that pause until next month.",
        },
        {
          kind: "subheading",
          text: "The costs beyond the subscription",
        },
        {
          kind: "bullets",
          items: [
            "Setup: designing, building, testing and piloting, whether in your staff's hours or a partner's fees.",
            "Maintenance: fixing failed runs, updating workflows when a connected app changes, and adjusting them as your process changes. Allow a couple of hours a month for each busy workflow.",
            "Training: the first round of training, plus refreshers when people join or roles change.",
            "Upgrades to connected apps: your CRM or accounting system may need a higher plan before it allows API access.",
            "Leaving: rebuilding workflows elsewhere and moving data if you switch later.",
          ],
        },
        {
          kind: "worksheet",
          title: "Three-year total cost of ownership",
          instructions:
            "Use one sheet for each option you are considering. Suggested line items: subscription, add-ons, connected-app upgrades, setup, maintenance hours, training, partner support and exit costs. Price subscriptions at the volume you expect in each year, not today's. Count staff hours at their full hourly cost, wages plus taxes and benefits. Use the last row for each year's total, then add the three years together.",
          columns: ["Line item", "Year 1", "Year 2", "Year 3"],
          rows: 10,
        },
        {
          kind: "example",
          title: "Per-task pricing versus a flat fee at a growing distributor",
          paragraphs: [
            "A 40-person plumbing supply distributor in Everett is choosing between two tools for order entry, shipping notices and, later, invoice reminders. The prices here are invented for this example and rounded on purpose; use your own quotes. Option A charges 2 cents per task. Option B charges a flat $150 a month for any volume this business could plausibly reach.",
            "Volume first. Today, 1,000 orders a month run through a four-step workflow: 4,000 tasks. Invoice reminders in year 2 and steady sales growth take that to 8,000 tasks a month, then 12,000 in year 3. Option A's fee: 4,000 x $0.02 = $80 a month, or $960 in year 1; $1,920 in year 2; $2,880 in year 3. The fee triples. Option B stays at $150 x 12 = $1,800 a year.",
            "Now the rest, with staff time at $50 an hour. Option A is easier to set up: 20 hours ($1,000) plus $400 of training. Option B takes 40 hours ($2,000) plus $600 of training. Both need about 2 hours a month of upkeep ($1,200 a year) and $200 a year of refresher training from year 2.",
            "Totals. Option A: $3,560 in year 1, $3,320 in year 2 and $4,280 in year 3, or $11,160 over three years. Option B: $5,600, then $3,200 and $3,200, or $12,000. Option A is cheaper over three years by $840, but from year 3 on it costs $1,080 a year more.",
            "The break-even point tells the owner what to watch: $150 / $0.02 = 7,500 tasks a month. Below that, Option A costs less each month; above it, Option B does. If growth reaches 16,000 tasks a month in year 4, Option A's fee alone is $3,840 that year, and Option B overtakes it on the running total within about five months. Flat pricing does not always win. The answer depends on your growth, and one page of arithmetic shows it.",
          ],
        },
        {
          kind: "subheading",
          text: "Mistakes that inflate the bill",
        },
        {
          kind: "bullets",
          items: [
            "Pricing at today's volume when you already plan to automate three more processes.",
            "Checking another system on a timer every few minutes when a webhook would start the workflow only when needed.",
            "Leaving test, duplicate and abandoned workflows switched on.",
            "Paying a year ahead for the top tier before the pilot has proved the workflow.",
            "Forgetting that the tool may force a plan upgrade on a connected app.",
          ],
        },
        {
          kind: "paragraph",
          text: `Once you have a three-year cost for each option, set it against what the automation saves. Our clients typically recover their investment in ${claims.paybackMonths}. If the hours you expect to save are worth less than the total cost, rethink the scope before you buy, not after. The ROI Calculator on our website handles the savings side in about a minute.`,
        },
        {
          kind: "tip",
          text: "Ask each vendor for a written quote at your year-3 volume. Vendors price the first year to win you; the third year is where the real cost shows.",
        },
      ],
    },
    {
      topic: "Security and vendor due diligence",
      blocks: [
        {
          kind: "paragraph",
          text: "An automation tool holds the keys to your other systems. To move an invoice from your CRM into your accounting software, it needs access to both, usually with broad permissions in each. That makes it one of the most sensitive accounts in your business, even if it costs less than your phone bill. A few written questions before you sign protect your customers, your books and your ability to leave.",
        },
        {
          kind: "paragraph",
          text: "You do not need to be a security expert to do this. Ask every vendor the same questions, get the answers in writing, and notice which vendors answer clearly and which change the subject. A well-run vendor has a security page, a trust center or a standard questionnaire ready to send. A vendor who cannot tell you where your data is stored is telling you something.",
        },
        {
          kind: "subheading",
          text: "Questions to ask every vendor",
        },
        {
          kind: "checklist",
          title: "Vendor due-diligence questions",
          items: [
            "Data location: in which country and region is our data stored and processed, and can we choose?",
            "Single sign-on (SSO): can staff log in with our Google Workspace or Microsoft 365 accounts, and on which plan?",
            "Multi-factor authentication (MFA): is it available to every user, and can we make it mandatory?",
            "Roles: can we limit who can view, edit and run each workflow and each connection?",
            "Audit logs: do you record who changed what and when, and how long are the logs kept?",
            "Data processing agreement (DPA): will you sign one that covers our customers' data?",
            "Encryption: is our data encrypted in transit and at rest?",
            "Backups: how often do you back up, how long are backups kept, and when did you last test a restore?",
            "Exit and export: can we export all our data and workflow definitions in a usable format, and when is our data deleted after we cancel?",
            "Subprocessors: which other companies handle our data, such as hosting, email or AI providers, and will you tell us when the list changes?",
            "Run history: how long do you keep copies of the data that passes through our workflows, and can we shorten that?",
            "Incidents: how quickly will you tell us about a breach that affects our data?",
            "Independent checks: do you have a SOC 2 report or ISO 27001 certification, and will you share it?",
          ],
        },
        {
          kind: "subheading",
          text: "Reading the answers",
        },
        {
          kind: "paragraph",
          text: "Not every gap is a deal breaker. A young vendor may not have a SOC 2 report yet but can show strong basics: MFA, encryption, tested backups and a signed DPA. Weigh the answers by what the tool will touch. A workflow that posts a daily sales total to a team chat is low risk. One that moves patient details, bank information or payroll is high risk and deserves the strictest vendor you can find.",
        },
        {
          kind: "paragraph",
          text: "Some industries add their own rules. A US clinic handling patient health information needs a business associate agreement (BAA) signed before that information goes anywhere near a vendor, and not every automation tool will sign one, or only on certain plans. If you take card payments, keep card numbers out of your workflows entirely and let your payment processor hold them.",
        },
        {
          kind: "example",
          title: "A dental clinic's appointment reminders",
          paragraphs: [
            "A 15-person dental clinic in Bellevue wanted to send appointment reminders by text and email, pulling names, times and phone numbers from its practice management system. The first tool it tried was easy to use, but the vendor would not sign a BAA, and its run history kept full copies of every message for months.",
            "The office manager sent the question list to three vendors. One answered everything within two days, signed a BAA on its business plan, stored data in the US, supported SSO with the clinic's Microsoft 365 accounts and let the clinic cut run history to seven days. It cost more per month than the first tool, but it was the only one the clinic could use. The whole review took about four hours spread over a week.",
            "The clinic also changed its own habits. The reminder now carries only the patient's first name, the date and the time, never treatment details, so even a misdirected text reveals very little.",
          ],
        },
        {
          kind: "subheading",
          text: "Your side of the bargain",
        },
        {
          kind: "bullets",
          items: [
            "Connect systems with a dedicated admin or service account, not the owner's personal login, so access survives staff changes.",
            "Give each connection the least access it needs: read-only wherever it only reads.",
            "Turn on MFA for every account in the automation tool, starting with administrators.",
            "Keep a list of every connection, what it can reach and who owns it, and review it twice a year.",
            "Remove access on the day someone leaves, including any API keys they created.",
          ],
        },
        {
          kind: "subheading",
          text: "Plan your exit before you sign",
        },
        {
          kind: "steps",
          items: [
            "During the trial, export your workflows and a sample of data, and open the files to confirm they are usable.",
            "Put the contract's renewal date and notice period in your calendar.",
            "Get in writing how long your data is kept after you cancel and how deletion is confirmed.",
            "Keep your workflow documentation outside the tool, so you could rebuild elsewhere if you had to.",
          ],
        },
        {
          kind: "tip",
          text: "Save each vendor's answers in one dated folder. At renewal, ask them to confirm nothing has changed, especially the subprocessor list and where your data is stored.",
        },
      ],
    },
  ],
  takeaways: [
    "Match each workflow to the simplest tier that handles its volume, logic and ownership, and expect to end up with a mix.",
    "Check the exact triggers, actions, API, webhooks, rate limits and export of every system before you buy, starting with the one you cannot replace.",
    "Price every option over three years at the volume you expect, including setup, upkeep and training, and work out where per-task and flat pricing break even.",
    "Send every vendor the same written security questions, weigh the answers by how sensitive the data is, and confirm you can export everything and leave.",
    "Name an owner for every tool and connection before you sign, because unowned automations are the ones that fail quietly.",
  ],
} satisfies GuideChapterText;
