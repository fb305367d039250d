import { site } from "~/collections/facts";
import type { GuideBlock, ToolReview } from "~/features/guide/types";

export const toolDirectory = [
  {
    name: "Zapier",
    category: "Workflow automation",
    summary:
      "A no-code service that links web apps: when something happens in one app (the trigger), Zapier carries out steps in others (the actions).",
    bestFor:
      "Businesses without a developer that want to connect common cloud apps quickly, such as sending web leads to a CRM, at low to moderate volume.",
    pricingModel:
      "A free tier, then plans sized by the number of tasks run each month. Each action step that runs counts as a task, so cost grows with volume and with the number of steps.",
    worksWith:
      "The largest catalog of ready-made connectors in this directory, plus webhooks and a code step for apps without one.",
    watchOut:
      "Count your real volume first: a workflow with four action steps that runs 2,000 times a month uses about 8,000 tasks. A failed step is easy to miss unless someone reads the error alerts.",
  },
  {
    name: "Make",
    category: "Workflow automation",
    summary:
      "A visual automation builder, formerly Integromat, where you draw each workflow as connected modules on a canvas. It handles branching, loops and reshaping data more comfortably than most no-code tools.",
    bestFor:
      "Workflows with real logic, such as splitting an order into lines or routing jobs by region, built by someone comfortable with spreadsheet formulas.",
    pricingModel:
      "A free tier, then plans sized by a monthly allowance of operations (credits on newer plans). Nearly every module that runs uses at least one.",
    worksWith:
      "A large library of app modules, a general HTTP module for any app with an API, and webhooks.",
    watchOut:
      "Loops multiply usage: a scenario that handles 30 order lines one at a time runs each later step 30 times per order. Scenarios that check for new data every few minutes also use operations around the clock.",
  },
  {
    name: "n8n",
    category: "Workflow automation",
    summary:
      "A workflow automation platform you can run on your own server or use as a hosted service. It mixes visual building with code steps and has strong support for AI steps.",
    bestFor:
      "Businesses with a technical person or partner, and workflows with high volume, sensitive data or logic that outgrows no-code tools.",
    pricingModel:
      "The hosted service is priced by monthly workflow executions, where one run counts once however many steps it has. The self-hosted community edition has no license fee, but you pay for the server and the upkeep.",
    worksWith:
      "Hundreds of built-in integrations, an HTTP node for any API, webhooks, databases and the main AI model providers.",
    watchOut:
      "Self-hosting makes you responsible for updates, backups, security and uptime. It is source-available rather than open source, and has fewer ready-made connectors than Zapier or Make.",
  },
  {
    name: "Microsoft Power Automate",
    category: "Workflow automation",
    summary:
      "Microsoft's automation service. Cloud flows connect apps; desktop flows click and type through Windows programs the way a person would.",
    bestFor:
      "Businesses that run on Microsoft 365, such as approvals in Teams or Outlook attachments filed in SharePoint. Desktop flows help when an older Windows program has no API.",
    pricingModel:
      "Many Microsoft 365 business licenses include cloud flows with standard connectors. Premium connectors and cloud-triggered desktop flows need per-user or per-process add-on licenses.",
    worksWith:
      "Deep connections to Outlook, Teams, SharePoint, Excel and Dynamics 365, hundreds of third-party connectors, and custom connectors for any web API.",
    watchOut:
      "Flows belong to the account that built them and can stop when that person leaves. Run important flows under a service account with a second owner, and check which connectors are premium before you design.",
  },
  {
    name: "QuickBooks Online",
    category: "Accounting and invoicing",
    summary:
      "Intuit's cloud accounting software for invoicing, bills, bank reconciliation, sales tax and reports. In the US it is the package most bookkeepers already know.",
    bestFor:
      "Most US small businesses, especially service firms, contractors and retailers with simple inventory.",
    pricingModel:
      "A monthly subscription in tiers that unlock more users and features such as class tracking and inventory. Payroll and payment processing are billed separately.",
    worksWith:
      "A large app marketplace, bank feeds, a well-documented API and connectors in the main automation tools. Most CRM, field service and e-commerce tools sync with it.",
    watchOut:
      "Each tier caps users, and features automation often relies on sit in higher tiers. When several apps sync into one company file, decide which one creates customers and items, or you will get duplicates.",
  },
  {
    name: "Xero",
    category: "Accounting and invoicing",
    summary:
      "Cloud accounting software from New Zealand, widely used in the UK and Australia and by a growing number of US firms, with a clean interface for invoicing, bills and reconciliation.",
    bestFor:
      "Businesses that want every staff member and adviser to have a login at no extra cost, or whose accountant prefers Xero.",
    pricingModel:
      "A monthly subscription in tiers by features and volume, with unlimited users on every plan. Check the entry tier's monthly limits on invoices and bills against your volume.",
    worksWith:
      "A large app marketplace, bank feeds, an open API and the main automation tools. In the US, payroll runs through partner apps such as Gusto.",
    watchOut:
      "Check that your accountant and industry software support Xero before switching, because US support is thinner than for QuickBooks. Plan any switch for the start of a financial year.",
  },
  {
    name: "HubSpot CRM",
    category: "CRM and sales",
    summary:
      "A CRM with a free core for contacts, deals and email tracking, plus paid hubs for marketing, sales and service that share one customer record.",
    bestFor:
      "Businesses that want marketing, sales and service in one system, especially those that win leads through a website and email.",
    pricingModel:
      "A free CRM, then each hub in Starter, Professional and Enterprise tiers priced per seat, with marketing also priced by contacts. Higher tiers usually need an annual commitment.",
    worksWith:
      "Gmail, Outlook, QuickBooks Online, Xero, Shopify and hundreds of marketplace apps, plus a well-documented API.",
    watchOut:
      "The step from Starter to Professional is steep, and the fuller workflow automation sits in Professional and above. Choose a tier by what you will use in year two, not just month one.",
  },
  {
    name: "Pipedrive",
    category: "CRM and sales",
    summary:
      "A sales CRM built around a visual pipeline: deals move through stages you define, and salespeople are prompted for the next activity on each. It is quick to set up.",
    bestFor:
      "Distributors, agencies, installers and B2B firms with a defined sales process that want a CRM salespeople will actually update.",
    pricingModel:
      "A per-user subscription in tiers that add automations and reporting. Email campaigns and some other extras are paid add-ons.",
    worksWith:
      "Google Workspace, Microsoft 365, QuickBooks Online and Xero through its marketplace, plus an open API and webhooks.",
    watchOut:
      "It is a sales tool first: marketing and service features are limited compared with all-in-one suites. Add-ons can lift the per-user cost well above the headline tier.",
  },
  {
    name: "Jotform",
    category: "Forms and documents",
    summary:
      "An online form builder for intake, orders, inspections and surveys, with conditional logic, e-signatures, payments and automatic PDF output.",
    bestFor:
      "Replacing paper and emailed PDF forms in clinics, contractors and service firms, including forms filled on a phone in the field.",
    pricingModel:
      "A free tier, then tiers sized by forms, monthly submissions and storage. HIPAA-compliant forms need specific plans.",
    worksWith:
      "Google Sheets, Google Drive, the major CRMs and payment processors, plus webhooks, an API and the main automation tools.",
    watchOut:
      "Check the submission cap against your busiest month. If you collect patient information, have a HIPAA-eligible plan and a business associate agreement in place before the first real submission.",
  },
  {
    name: "DocuSign eSignature",
    category: "Forms and documents",
    summary:
      "The best-known electronic signature service: signers sign in a browser or on a phone, and everyone gets a completed copy with an audit trail. Templates make standard agreements reusable.",
    bestFor:
      "Businesses that send contracts, new-hire paperwork or consent forms and want a process customers and lawyers recognize.",
    pricingModel:
      "A per-user subscription with an allowance of envelopes per user (each envelope is one send of one or more documents). Automatic sending through the API is sold as separate API plans.",
    worksWith:
      "Microsoft 365, Google Workspace, Salesforce, HubSpot and many others, plus an API and the main automation tools.",
    watchOut:
      "If a workflow should send documents without a person clicking send, confirm your plan allows it; standard and API plans differ.",
  },
  {
    name: "PandaDoc",
    category: "Forms and documents",
    summary:
      "A tool for building proposals, quotes and contracts with pricing tables and built-in e-signature. You can see when a client opens a proposal.",
    bestFor:
      "Agencies, installers, IT services and B2B suppliers that send many quotes and want them built from CRM data, not retyped.",
    pricingModel:
      "A per-user subscription in tiers, with a limited free e-signature plan. CRM integrations, approval workflows and API access sit in the higher tiers.",
    worksWith: "HubSpot, Salesforce, Pipedrive, payment processors and cloud storage, plus an API.",
    watchOut:
      "The value comes from good templates and a clean price list, so budget time to build both. Confirm your CRM integration is in the tier you buy.",
  },
  {
    name: "Calendly",
    category: "Scheduling and field service",
    summary:
      "An online scheduling tool: clients pick a time from a link, and the meeting lands on your calendar with reminders. Team features share or route bookings.",
    bestFor:
      "Sales calls, consultations and interviews where one person meets one client at a time.",
    pricingModel:
      "A free plan, then per-seat tiers that add team scheduling, routing and integrations.",
    worksWith:
      "Google, Outlook and iCloud calendars, the main video tools, HubSpot, Salesforce and webhooks.",
    watchOut:
      "It books people's time, not equipment or travel between sites, so it cannot dispatch field crews. Connect every calendar each person uses, or you will get double bookings.",
  },
  {
    name: "Jobber",
    category: "Scheduling and field service",
    summary:
      "Field service software covering quotes, scheduling, dispatch, invoicing and payments, with a crew mobile app and an online hub where clients approve quotes and pay.",
    bestFor:
      "Small and growing landscaping, cleaning, HVAC, plumbing and handyman firms that want quote-to-cash in one place.",
    pricingModel:
      "A monthly subscription in tiers by users and features; card and bank payments are charged per transaction.",
    worksWith:
      "Sync with QuickBooks Online and Xero, an app marketplace, and an API for custom connections.",
    watchOut:
      "It suits short and recurring jobs better than long projects, and its inventory tracking is light. Decide whether Jobber or your accounting system owns customer records, or the sync will create duplicates.",
  },
  {
    name: "ServiceTitan",
    category: "Scheduling and field service",
    summary:
      "A comprehensive platform for larger trade contractors: call booking, dispatch, pricebook, service agreements, inventory, marketing attribution and detailed reporting.",
    bestFor:
      "HVAC, plumbing and electrical contractors with a dispatch office, a sizable field team and a person to own the system.",
    pricingModel:
      "Quote-based, generally per technician, with an implementation fee and a contract term.",
    worksWith:
      "QuickBooks, Sage Intacct and a marketplace of partner apps, plus an API for approved developers.",
    watchOut:
      "Implementation takes months and needs a clean pricebook and customer data. For a small shop it can be more system than you need; read the contract length and data export terms first.",
  },
  {
    name: "Shopify",
    category: "Inventory and commerce",
    summary:
      "An e-commerce platform for online stores, with point of sale for physical shops. Its Flow app automates rules such as tagging orders or alerting you to low stock.",
    bestFor: "Retailers and direct-to-consumer brands selling online, in person or both.",
    pricingModel:
      "A monthly subscription in tiers plus payment fees on each sale, with extra fees for third-party payment providers. Many features come from apps with their own subscriptions.",
    worksWith:
      "A very large app store, QuickBooks Online and Xero connectors, a well-documented API, webhooks and the main automation tools.",
    watchOut:
      "App subscriptions add up, and every app that changes stock levels can conflict with the others. Make one system the master for inventory counts.",
  },
  {
    name: "Cin7",
    category: "Inventory and commerce",
    summary:
      "Inventory and order management that ties online stores, marketplaces, wholesale and point of sale to stock across warehouses. It is sold as two products, Core and Omni.",
    bestFor:
      "Product businesses selling through several channels or wholesale, including light assembly, that have outgrown spreadsheets and accounting-package inventory.",
    pricingModel:
      "Subscription tiers by users, sales channels and order volume, with onboarding sold separately.",
    worksWith:
      "Shopify, Amazon, QuickBooks Online, Xero, third-party logistics providers and EDI for larger retailers, plus an API.",
    watchOut:
      "Product data, units of measure, costing method and opening stock must be right before go-live, which takes real work. Confirm which product you are buying.",
  },
  {
    name: "inFlow Inventory",
    category: "Inventory and commerce",
    summary:
      "Inventory software for small product businesses: stock by location, purchase and sales orders, barcode scanning and simple bills of materials, with a warehouse mobile app.",
    bestFor:
      "Distributors, wholesalers and small manufacturers with one or a few warehouses who need better stock control than their accounting software gives.",
    pricingModel:
      "A subscription in tiers by users, locations and features; some integrations need higher tiers.",
    worksWith:
      "QuickBooks Online, Shopify, Amazon and shipping tools, an online showroom for B2B ordering, and an API.",
    watchOut:
      "Heavy EDI or complex multichannel retail may need a larger system. Count stock and clean your item list before importing, or you start with wrong numbers.",
  },
  {
    name: "Airtable",
    category: "Data and reporting",
    summary:
      "A database that looks like a spreadsheet: tables link to each other, and you can build simple interfaces, forms and automations on top.",
    bestFor:
      "Tracking work that has outgrown a spreadsheet, such as projects, equipment, applicants or orders waiting to ship.",
    pricingModel:
      "A free tier, then per-seat plans for everyone who edits; each tier caps records and automation runs.",
    worksWith:
      "Built-in actions for Slack, Gmail and Outlook, a solid API, and strong support in Zapier and Make.",
    watchOut:
      "Record limits can arrive sooner than you expect. It is easy to build a shadow system that duplicates your accounting or CRM; use it for work those systems do not cover.",
  },
  {
    name: "Looker Studio",
    category: "Data and reporting",
    summary:
      "Google's free dashboard tool, formerly Data Studio, for building shareable, self-refreshing charts and tables in a browser.",
    bestFor:
      "Businesses on Google Workspace or Google Ads that want shared dashboards without buying a business intelligence product.",
    pricingModel:
      "Free; a paid Pro version adds team ownership of reports and support. Many connectors for non-Google sources are third-party subscriptions.",
    worksWith:
      "Google Sheets, BigQuery, Google Analytics, Google Ads and common databases, plus partner connectors.",
    watchOut:
      "In the free version, reports belong to whoever built them; use a company account or Pro. Large data sources get slow, so feed it a clean, summarized table.",
  },
  {
    name: "Microsoft Power BI",
    category: "Data and reporting",
    summary:
      "Microsoft's business intelligence tool: a desktop app for building interactive reports from many sources and a cloud service for sharing them.",
    bestFor:
      "Microsoft 365 businesses with data spread across Excel, accounting and CRM, and one person willing to learn its formula language.",
    pricingModel:
      "The desktop app is free. Sharing needs a per-user license for creators and viewers, unless you buy capacity for a larger audience.",
    worksWith:
      "Hundreds of connectors, including Excel, SharePoint, SQL databases, Dynamics 365 and Salesforce, and a gateway for local data.",
    watchOut:
      "Everyone who views a shared report usually needs a license, which surprises teams that budgeted for one analyst. Refreshing data held on a local machine needs a gateway on a computer that stays on.",
  },
  {
    name: "ChatGPT Business",
    category: "AI assistants and document AI",
    summary:
      "OpenAI's workspace plan for organizations, formerly ChatGPT Team: ChatGPT for drafting, summarizing and analyzing files, with shared custom GPTs and admin controls.",
    bestFor:
      "Teams that want a general-purpose AI assistant under company control instead of personal accounts.",
    pricingModel:
      "A per-user subscription with a small seat minimum. Using OpenAI models inside your own automations is billed separately through the API, by the amount of text processed.",
    worksWith:
      "Connectors to Google Drive, SharePoint and other file stores. Automation tools reach OpenAI models through the API, not the chat subscription.",
    watchOut:
      "Workspace data is not used for training by default; the real risk is staff pasting customer data into personal accounts, so set a rule and provide the approved tool. Its output still needs checking.",
  },
  {
    name: "Microsoft 365 Copilot",
    category: "AI assistants and document AI",
    summary:
      "AI inside Word, Excel, Outlook and Teams that drafts, summarizes meetings and answers questions from your organization's emails and files, within each user's permissions.",
    bestFor:
      "Microsoft 365 businesses whose staff spend their day in Outlook, Teams and Office documents.",
    pricingModel:
      "A per-user add-on to eligible Microsoft 365 plans, usually annual. A more limited Copilot Chat comes at no extra cost.",
    worksWith:
      "Your Microsoft 365 mail, files and meetings, plus agents built in Copilot Studio that can reach outside systems.",
    watchOut:
      "It surfaces any file a user can open, so overshared SharePoint sites become easy to find. Fix permissions first, and license a pilot group before everyone.",
  },
  {
    name: "Gemini for Google Workspace",
    category: "AI assistants and document AI",
    summary:
      "Google's AI in Gmail, Docs, Sheets, Meet and Drive, plus the Gemini app, for drafting, summarizing, meeting notes and questions about your files.",
    bestFor: "Google Workspace businesses that want AI where staff already work.",
    pricingModel:
      "Included in Workspace business and enterprise plans as part of the per-user subscription, with features varying by plan.",
    worksWith:
      "Workspace content each user can already access, and custom assistants called Gems, managed from the admin console.",
    watchOut:
      "It sees whatever each user can open, so loose Drive sharing means wide access. Check your edition's features and data settings before you tell staff it is approved.",
  },
  {
    name: "Azure AI Document Intelligence",
    category: "AI assistants and document AI",
    summary:
      "A Microsoft cloud service that reads invoices, receipts and forms and returns fields such as vendor, date and totals, each with a confidence score. Custom models learn your own layouts from a few labeled samples.",
    bestFor:
      "Businesses that key in many supplier invoices or forms, with a partner or developer to build the workflow.",
    pricingModel:
      "Pay per page processed, with rates by model type and a limited free tier for testing.",
    worksWith:
      "Power Automate, Azure Logic Apps and any system through its API. Google Document AI is the comparable Google service.",
    watchOut:
      "It is a developer service, not an app: you need a workflow around it. Send low-confidence fields, and totals above a set amount, to a person until accuracy is proven on your documents.",
  },
] satisfies readonly ToolReview[];

export const toolDirectoryIntro = [
  {
    kind: "paragraph",
    text: `This directory reviews ${toolDirectory.length} tools in eight categories that a business of 10 to 200 people is likely to consider. Each review answers the same five questions: what the tool does, who it suits, how it is priced, what it connects to, and what to watch out for. Read the watch-out line first. It is the one that most often decides whether a tool fits your business, and it is the one sales demos tend to skip.`,
  },
  {
    kind: "paragraph",
    text: "You will not find prices here. Vendors change plans, names and limits often, and a figure that was right when we wrote it could mislead you a year later. Instead, each review describes the pricing model: per user, per task, per page or by quote. Take that model to the vendor's current pricing page and price the tool at your own volume in your busiest month, as the Total cost of ownership topic explains.",
  },
  {
    kind: "paragraph",
    text: `${site.name} is independent of every vendor in this directory. We have no affiliate links, referral fees, commissions or reseller arrangements with any of them, and no vendor paid to be included or reviewed. We recommend whatever fits a client's systems and budget, and often that is a tool the client already pays for.`,
  },
  {
    kind: "paragraph",
    text: "No directory can pick a tool for you. Shortlist two options in the category you need, run one real workflow through each during a free trial using your own data, and put the questions from the Security and vendor due diligence topic to both vendors before you sign anything. The tool that handles your messiest real example wins, not the one with the best demo.",
  },
] satisfies readonly GuideBlock[];
