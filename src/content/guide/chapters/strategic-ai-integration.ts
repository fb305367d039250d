import { claims, site } from "~/collections/facts";
import type { GuideChapterText } from "~/features/guide/types";

export const strategicAiIntegration = {
  section: "Strategic AI Integration",
  opening: [
    {
      kind: "paragraph",
      text: "In this chapter, AI means software that reads and writes ordinary language: chat assistants, the AI features now built into tools like Microsoft 365, Google Workspace and HubSpot, and document AI that pulls figures out of invoices and forms. These tools are genuinely useful for messy, text-heavy work that fixed rules cannot handle. They are also different from the rule-based automation in the rest of this guide in one important way: the same input can produce a different answer, and a wrong answer can sound just as confident as a right one.",
    },
    {
      kind: "paragraph",
      text: `That is why we treat AI at ${site.name} like a capable new hire on probation. You give it clear work, good reference material and a supervisor. You check its work closely at first, and you give it more freedom only when its track record earns it. The four topics that follow walk through that approach in order:`,
    },
    {
      kind: "bullets",
      items: [
        "Choose one AI use case and test it on paper before you buy anything.",
        "Clean and gather the records and documents the AI will read.",
        "Build a review step, measure accuracy, and relax the review only by rules you set in advance.",
        "Write a one-page policy so your team knows which tools and data are allowed.",
      ],
    },
    {
      kind: "paragraph",
      text: "You do not need a data scientist for any of this. You need an owner for each use case, a spreadsheet to log results, and the patience to run a careful pilot before you let AI output reach customers or your books.",
    },
  ],
  topics: [
    {
      topic: "Where AI adds value today",
      blocks: [
        {
          kind: "paragraph",
          text: "AI is strongest where the input is unstructured text and the output is a first draft or a label. It can read an email written in a hurry and say what the customer wants. It can find the invoice number on a supplier's PDF even when every supplier lays the page out differently. It can turn a 40-minute call recording into a half-page summary. It is weak at exact arithmetic across many records, at facts you have not given it, and at knowing when it is wrong.",
        },
        {
          kind: "subheading",
          text: "Four good starting points",
        },
        {
          kind: "bullets",
          items: [
            "Drafting customer replies: the AI writes a first draft from your templates and policies, and a person edits and sends it. Good for quote follow-ups, order status questions and appointment reminders with a personal touch.",
            "Extracting data from documents: supplier invoices, purchase orders, intake forms and delivery tickets become rows in QuickBooks Online, Xero or a spreadsheet instead of being typed by hand.",
            "Summarizing calls and meetings: sales calls, site visits and staff meetings become short notes with action items that someone saves to the CRM or job file.",
            "Sorting incoming requests: the AI reads the shared inbox or web form and tags each message by type and urgency, so the right person sees it first.",
          ],
        },
        {
          kind: "paragraph",
          text: "Notice what these have in common. In each case the AI does the tedious first pass, a person can check the result quickly against the source, and a mistake caught at review costs a minute, not a customer. Check the software you already pay for before buying anything new. Many accounting, CRM and office suites now include AI features that cover one of these four jobs.",
        },
        {
          kind: "paragraph",
          text: "AI rarely works alone. In a typical setup, a workflow tool such as Zapier, Make, n8n or Microsoft Power Automate picks up the new email or PDF, hands it to the AI for the reading step, and then moves the result into your accounting system or CRM by fixed rules. The AI handles the messy part; ordinary automation handles everything predictable around it.",
        },
        {
          kind: "subheading",
          text: "Where to wait",
        },
        {
          kind: "bullets",
          items: [
            "Anything that moves money without a person approving it, such as paying bills or issuing refunds.",
            "Advice with legal, medical, safety or tax consequences, where a confident wrong answer can do real harm.",
            "Prices, delivery dates or warranty terms sent straight to customers, because a wrong promise is hard to take back.",
            "Decisions about people, such as screening job applicants or disciplining staff, where bias and fairness rules apply.",
          ],
        },
        {
          kind: "subheading",
          text: "Test one use case on paper",
        },
        {
          kind: "paragraph",
          text: "Before you try a tool, fill in one row of the worksheet below for each idea. Volume tells you whether the savings are worth the effort. The cost of a mistake tells you how much review you need. If you cannot name a review step or a way to measure accuracy, the idea is not ready yet. Pick the row with high volume, a modest cost of mistakes and a review step that fits into work someone already does.",
        },
        {
          kind: "worksheet",
          title: "AI use case worksheet",
          instructions:
            "One row per idea. Write the task in a few words, how many times it happens a week, what a mistake would cost if it slipped through, who checks the output and how, and what you will count to measure accuracy.",
          columns: [
            "Task",
            "Volume per week",
            "Minutes each today",
            "Cost of a mistake",
            "Review step",
            "Measure of accuracy",
          ],
          rows: 6,
        },
        {
          kind: "example",
          title: "A building-supply distributor scores its invoice idea",
          paragraphs: [
            "A 45-person building-supply distributor in Everett receives about 250 supplier invoices a week. Its bookkeeper types each one into QuickBooks Online, at roughly 4 minutes an invoice: 250 x 4 = 1,000 minutes, or about 16.7 hours a week.",
            "With document AI reading the PDFs, the bookkeeper checks each extracted invoice against the original instead of typing it, at about 1 minute each: 250 minutes, or about 4.2 hours. That frees roughly 12.5 hours a week before review is relaxed at all.",
            "The cost of a mistake is real but contained: a wrong amount means overpaying a supplier until the monthly statement is reconciled. The review step is the bookkeeper's check before posting. The measure of accuracy is the share of invoices with every field correct. The row scored well, so this became their first AI project.",
          ],
        },
        {
          kind: "subheading",
          text: "Try it on last month's work first",
        },
        {
          kind: "paragraph",
          text: "Most AI tools offer a trial, and a trial on made-up samples tells you little. Test on your own past work instead, where you already know the right answer. It takes a few hours and shows you, before you commit, how the tool copes with your documents, your customers and your odd cases.",
        },
        {
          kind: "steps",
          items: [
            "Collect 50 real items from last month: invoices, emails or call recordings, including a few awkward ones.",
            "Run them through the tool without changing your settings between items.",
            "Compare each output with what your team actually did, and mark it correct or not.",
            "Count the misses and note what kind they were: a wrong number, a missed field, a wrong tone.",
            "Ask the vendor how to fix the most common miss, then decide whether the idea moves to a pilot.",
          ],
        },
        {
          kind: "tip",
          text: "Start with work whose output stays inside the business, such as invoice entry or inbox sorting. Move to customer-facing drafts once your team trusts the review routine.",
        },
      ],
    },
    {
      topic: "Prepare your data for AI",
      blocks: [
        {
          kind: "paragraph",
          text: "AI tools do not know your business. They know what you show them. If the price list in the shared drive is from last spring, the AI will quote last spring's prices in a fluent, believable email. If a customer appears three times with three spellings, a call summary may land on the wrong record. Preparation is mostly dull work, but it is the difference between a pilot that impresses your team and one they stop trusting in week two.",
        },
        {
          kind: "paragraph",
          text: "Your data falls into two groups. Records are the rows in your systems: customers, items, vendors, jobs. Documents are the reference material the AI reads to answer questions or draft text: price lists, policies, product sheets, templates and FAQs. Both need attention, but only the parts your first use case will touch.",
        },
        {
          kind: "subheading",
          text: "Clean the records",
        },
        {
          kind: "bullets",
          items: [
            "Merge duplicates. Most CRMs and accounting tools, including HubSpot and QuickBooks Online, have a merge feature; export to a spreadsheet first so you can undo mistakes.",
            "Standardize fields. Pick one format for dates, phone numbers, state names and units of measure, and convert the old entries.",
            "Fill the fields the AI needs. If drafts should greet people by first name, first names cannot be blank or typed in all caps.",
            'Give each thing one name. An item called "2x4x8 KD" in inventory and "stud 8ft" on the website will confuse people and AI alike.',
          ],
        },
        {
          kind: "subheading",
          text: "Gather the documents",
        },
        {
          kind: "paragraph",
          text: "Make one folder, in SharePoint, Google Drive or wherever your team already works, that holds the current version of every document the AI may read. Put an owner and a last-reviewed date at the top of each. Move old versions to an archive folder the AI cannot reach. While you sort, label any folder that holds personal, health or payment information, because those files should stay out of AI tools unless your policy allows them, as the last topic explains.",
        },
        {
          kind: "paragraph",
          text: "Often the most useful document does not exist yet. The answers to your most common customer questions live in the heads of two or three experienced people. Ask them to list the 20 questions they answer most often, then write a one-page answer sheet together. Plain, written-down answers are the best material an AI can read, and new staff will use the sheet too.",
        },
        {
          kind: "bullets",
          items: [
            'Write short, plain statements, such as "Orders placed by 2 p.m. ship the same day", rather than long paragraphs.',
            "Keep one topic per document, so returns and warranties do not share a page.",
            "Put prices and specifications in tables with units in every column heading.",
            "Delete or fix anything that conflicts with another document, because the AI cannot tell which one is right.",
          ],
        },
        {
          kind: "paragraph",
          text: "When you connect an AI tool to your drive, inbox or CRM, give it the narrowest access that does the job. Point it at the clean folder, not the whole drive. Choose read-only access where the tool offers it. A tool that can read every file can also repeat what is in every file, including the salary spreadsheet someone saved in the wrong place.",
        },
        {
          kind: "checklist",
          title: "Data preparation checklist",
          items: [
            "I have listed which systems and documents the first AI use case will read.",
            "Duplicate customers, vendors and items in those systems are merged.",
            "Dates, phone numbers, addresses and units follow one format.",
            "The fields the AI needs are filled in for at least nine records out of ten.",
            "Each item, service and vendor has one official name.",
            "Current documents sit in one folder, with old versions archived elsewhere.",
            "Every document in that folder has an owner and a last-reviewed date.",
            "Folders with personal, health or payment data are labeled and kept out of AI tools.",
            "Someone owns keeping these records clean, with a monthly check on the calendar.",
            "New entries are protected by required fields and drop-down lists where possible.",
          ],
        },
        {
          kind: "example",
          title: "A distributor cleans up before AI drafts customer replies",
          paragraphs: [
            "A 60-person plumbing supply distributor wanted AI to draft answers to customer emails about stock and specifications. A quick test on its existing files quoted an old price in about one draft in ten. A closer look found three versions of the price list in different folders, and 180 duplicates among 1,200 customer records: 15 percent of the list.",
            'Two staff spent two afternoons merging duplicates, about 12 hours in total, and the purchasing lead spent a morning agreeing one current price list and archiving the rest. They also found the catalog used "ea", "each" and "EA" for the same unit and fixed it with one find-and-replace.',
            "In the pilot that followed, the old prices stopped appearing and most drafts needed only light edits. Customer names and units now came out right as well, because the AI was reading one clean version of each.",
          ],
        },
        {
          kind: "subheading",
          text: "Keep it clean",
        },
        {
          kind: "paragraph",
          text: "Cleaning once is not enough. Data drifts back into a mess unless entry rules stop it. Use drop-down lists instead of free text where your forms allow, make key fields required, and give one person the job of a monthly check: a duplicate report, a scan for blank fields and a look at the document folder's review dates. Half an hour a month protects the weeks you spent cleaning.",
        },
        {
          kind: "tip",
          text: "Do not try to clean the whole company first. Clean only what your first use case reads, prove the result, and let the next use case pay for the next cleanup.",
        },
      ],
    },
    {
      topic: "Keep a human in the loop",
      blocks: [
        {
          kind: "paragraph",
          text: "AI output can be wrong, and its mistakes do not look like mistakes. A typo in a hand-keyed invoice is often obvious. An AI that misreads a total or invents a warranty term writes it in the same clean, confident style as everything else. So wherever an error would reach a customer or your books, a person checks the output before it counts. The aim is not to check forever at full effort. It is to measure how good the AI really is, and let that number decide how much checking you keep.",
        },
        {
          kind: "subheading",
          text: "Design the review step",
        },
        {
          kind: "steps",
          items: [
            "Define what correct means for one item: which fields must match the source, which facts must be true, and what tone is acceptable.",
            "Put the review where work already happens: a draft folder, an approval queue in your workflow tool, or a status column in Airtable or a spreadsheet.",
            "Show the source next to the output, so the reviewer compares instead of hunting.",
            "Have the reviewer mark every item as correct, corrected or rejected, and note the reason for any change.",
            "Each week, read the notes and fix the cause: a template, an instruction, a vendor setup or a messy record.",
          ],
        },
        {
          kind: "subheading",
          text: "Measure accuracy simply",
        },
        {
          kind: "paragraph",
          text: "Accuracy is the number of items accepted without any change, divided by the number reviewed. If the reviewer checks 250 invoices and 235 need no correction, accuracy is 94 percent. Count a fix of any size as an error, because small errors in amounts and dates are the expensive ones. Keep the log for the whole life of the use case, not just the pilot. It is your evidence when you decide to relax review, and your early warning if quality slips.",
        },
        {
          kind: "paragraph",
          text: "For drafts such as customer replies, correct is less clear-cut, so define it in advance. A workable rule: a draft counts as correct if the reviewer sends it with only small wording changes and no change to any fact, price, date or promise. Any change to substance counts as an error, and so does a draft the reviewer throws away.",
        },
        {
          kind: "example",
          title: "Relaxing review at the building-supply distributor",
          paragraphs: [
            "Before launch, the distributor from the first topic wrote its rules down. Review every invoice until accuracy reaches 97 percent for two weeks in a row. Then review a 50 percent sample. After four more weeks at 98 percent or better, review a 20 percent sample. Never go below 20 percent. If any week falls under 95 percent, go back to full review.",
            "Week 1: 220 of 250 invoices correct, 88 percent. Most errors came from two suppliers with unusual layouts, so the bookkeeper set up those suppliers' templates. Week 2: 93 percent. Week 3: 243 of 250, 97 percent. Week 4: 97 percent again, so review dropped to a 50 percent sample, about 125 invoices a week.",
            "Weeks 5 to 8 each came in at 98 percent or better on the sample, so review dropped to 20 percent: 50 invoices a week. Some invoices are always checked regardless: any over $5,000, any from a new supplier and any field the tool flags as uncertain, about 15 a week. Review time fell from 250 minutes a week to about 65.",
            "At 98 percent, roughly 4 of the 185 unchecked invoices a week may still carry an error. The distributor accepted that because its monthly supplier statement reconciliation catches wrong amounts. Without that second control, it would have kept a larger sample.",
          ],
        },
        {
          kind: "subheading",
          text: "Rules to set before you relax anything",
        },
        {
          kind: "bullets",
          items: [
            "Write the thresholds down before the pilot starts, so a good week does not tempt you into cutting review early.",
            "Name the items that always get full review, such as large amounts, new customers or anything legal or medical.",
            "Set a trigger that sends you back to full review, and treat it as normal, not as failure.",
            "Return to full review for a week after any change: a new document type, a new template or a vendor update, since vendors can change how their AI behaves without notice.",
            "Base each decision on enough items. With 50 reviewed, one error moves accuracy by 2 points, so use two or more weeks of results.",
          ],
        },
        {
          kind: "subheading",
          text: "Count review time as a cost",
        },
        {
          kind: "paragraph",
          text: `Review is not free, and it belongs in your savings estimate. The reviewer should be someone who knows the work well enough to spot a wrong answer, which usually means the person who did the task by hand. Our clients typically recover their investment in automation in ${claims.paybackMonths}; hold an AI use case to the same test, with review minutes counted at full cost. If full review eats most of the time saved, the project only pays once accuracy lets you sample, so plan for that.`,
        },
        {
          kind: "paragraph",
          text: "Watch for rubber-stamping. When nearly everything is right, reviewers start clicking approve without reading. Keep review batches short, rotate the job between two people if you can, and ask the reviewer to confirm the one or two fields that matter most, such as the total and the due date, rather than the whole page.",
        },
        {
          kind: "tip",
          text: "Ask reviewers to correct the output and say why, not just reject it. The reasons tell you what to fix, and fixing causes is how accuracy climbs.",
        },
      ],
    },
    {
      topic: "Use AI responsibly",
      blocks: [
        {
          kind: "paragraph",
          text: "For a small business, responsible AI use comes down to three practical questions. What information are you putting into these tools? Do the people you serve know when AI is involved? And what does the vendor do with your data afterwards? You can answer all three in a one-page policy and an hour of reading vendor terms. Skipping them is how a well-meaning employee ends up pasting a customer's file into a free chat tool on a personal account.",
        },
        {
          kind: "subheading",
          text: "Data that must never go in",
        },
        {
          kind: "bullets",
          items: [
            "Payment card numbers, bank account details and Social Security numbers.",
            "Patient or health information, unless the tool is approved for it. If HIPAA applies to you, a vendor handling protected health information for you needs a signed business associate agreement.",
            "Passwords, API keys and other login details.",
            "Employee records such as pay, performance reviews and medical leave.",
            "Client documents covered by a confidentiality agreement, unless the client has agreed.",
          ],
        },
        {
          kind: "subheading",
          text: "Read the vendor's terms",
        },
        {
          kind: "paragraph",
          text: "Terms for free personal accounts and paid business plans often differ, especially on whether your inputs may be used to train the vendor's models. Before you approve a tool, get written answers to these questions, from the vendor's business terms, its privacy documentation or a sales contact:",
        },
        {
          kind: "bullets",
          items: [
            "Are our prompts, files and outputs used to train or improve your models, and is opting out the default on our plan?",
            "How long do you keep our prompts and files, and can we delete them or set a shorter retention period?",
            "Where is our data stored, and which of your staff or subcontractors can see it?",
            "Will you sign a data processing agreement, and a business associate agreement if we need one?",
            "Can an administrator manage accounts, see usage and remove access when someone leaves?",
          ],
        },
        {
          kind: "subheading",
          text: "Be honest with customers",
        },
        {
          kind: "paragraph",
          text: "If a customer is chatting with an AI assistant on your website or by text, say so at the start and offer an easy way to reach a person. For drafts a staff member reviews and sends under their own name, most businesses do not label each email, but you should decide your line and write it down. Rules on AI disclosure are changing, so check with your attorney if you work in healthcare, finance, insurance or hiring.",
        },
        {
          kind: "paragraph",
          text: "The same honesty applies to what AI writes for you. Product descriptions, web pages and ads drafted with AI can contain invented features, wrong specifications or claims you cannot back up. Your business is responsible for them either way, so check every fact before anything is published.",
        },
        {
          kind: "subheading",
          text: "A one-page AI-use policy",
        },
        {
          kind: "bullets",
          items: [
            "Approved tools: list the AI tools staff may use for work, on company accounts only, and say that personal accounts are not allowed for company information.",
            "Data that must never go in: copy the list above, adjusted to your industry, and give one example of each item.",
            "Disclosure to customers: state when you tell customers AI is involved, such as any chat assistant, and how they reach a person.",
            "Review: say that a person checks AI output before it reaches a customer or your books, and who signs off when review is relaxed.",
            "Retention: record each approved tool's retention settings, who may change them, and when chat histories and uploaded files are deleted.",
            "Who to ask: name one person who answers questions, approves new tools and hears about mistakes without blame.",
          ],
        },
        {
          kind: "steps",
          items: [
            "Ask your team, without blame, which AI tools they already use and for what.",
            "Draft the policy on one page using the six headings above.",
            "Read it through with the team and change anything that does not fit real work.",
            "Have everyone sign it, and add it to onboarding for new hires.",
            "Review it every six months, and whenever you approve a new tool.",
          ],
        },
        {
          kind: "subheading",
          text: "When something goes wrong",
        },
        {
          kind: "paragraph",
          text: "Sooner or later someone will paste the wrong thing into a tool or send an AI draft with a mistake in it. Make it easy to report at once. Delete the chat or file if the tool allows it, write down what was shared and with which tool, and fix the cause. If personal or health information went somewhere it should not, ask your attorney whether you have a duty to notify anyone.",
        },
        {
          kind: "example",
          title: "An insurance agency replaces personal accounts",
          paragraphs: [
            "A 14-person insurance agency asked its staff, without blame, which AI tools they used. Six of the 14 used free chat tools on personal accounts, and two had pasted in policyholder details to draft letters.",
            "The office manager compared the business AI options available to the agency and chose one with admin controls and a written commitment not to train on customer data. She wrote the one-page policy above, went through it in a 30-minute staff meeting, and had everyone sign it. Personal accounts for work stopped that week, and the owner now reviews the policy every six months.",
          ],
        },
        {
          kind: "tip",
          text: "Make the approved path the easy path. If you ban AI without offering a safe alternative, people will keep using personal accounts where you cannot see them.",
        },
      ],
    },
  ],
  takeaways: [
    "Start AI where it drafts, extracts, summarizes or sorts, and where a person can check the result against the source in a minute.",
    "Clean only the records and documents your first use case reads, and give someone the job of keeping them clean.",
    "Review every item at first, log accuracy, and relax the sample only by thresholds you wrote down before the pilot began.",
    "Read vendor terms on training and retention before approving a tool, and keep payment, health and personal data out unless the tool is approved for it.",
    "Adopt a one-page AI-use policy that names approved tools, forbidden data, customer disclosure, review, retention and who to ask.",
  ],
} satisfies GuideChapterText;
