import { site } from "~/collections/facts";
import type { HeroContent, LegalDocumentContent } from "~/components/types";
import { measurementId } from "~/lib/analytics";

const {
  minimumAge,
  changeNoticeDays,
  requestResponseDays,
  leadRetentionMonths,
  spamRetentionDays,
  accessLogRetentionMonths,
} = site.legal;
const privacyEmail = { text: site.privacyEmail, href: `mailto:${site.privacyEmail}` };

export const hero = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: "How we collect, use, share and protect the information you give us, and the choices you have about it.",
  actions: [],
} satisfies HeroContent;

/**
 * What the site really collects: the contact form's fields (src/features/contact/schema.ts) and
 * what the server stores with each lead (server/contact.ts, server/leads.ts). Analytics is
 * described as it is configured for this build (GA_MEASUREMENT_ID).
 */
const analyticsStatus = measurementId
  ? "Google Analytics is currently turned on for this website."
  : "Google Analytics is currently turned off: while you browse this website, your browser makes no requests to Google or to any other analytics provider.";

export const privacyPolicy = {
  summary: {
    title: "The short version",
    points: [
      "We collect what you type into our contact form, plus the page you sent it from, the time, your IP address and your browser type.",
      "We use it to answer you and to run our consulting business. We never sell it or use it for advertising.",
      `We delete a contact request ${leadRetentionMonths} months after we receive it, or sooner if you ask.`,
      [
        "You can see, correct, delete or take a copy of your information, or opt out of our follow-ups: email ",
        privacyEmail,
        ` and we answer within ${requestResponseDays} days.`,
      ],
    ],
  },
  sections: [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        `${site.name} (“we”, “us”) is a business-automation consultancy in ${site.address.locality}, ${site.address.region}. This policy covers this website and the contact requests sent through it. You can read every page of the site without telling us who you are: we collect personal information only when you choose to contact us, plus the technical details that come with your request.`,
        { subheading: "When you send our contact form" },
        "The form asks for:",
        {
          terms: [
            {
              term: "First and last name",
              description: "Required, so we know whom we are talking to.",
            },
            { term: "Company", description: "Required: the business you are asking about." },
            { term: "Email address", description: "Required: how we reply to you." },
            { term: "Phone number", description: "Optional, if you would rather we call." },
            {
              term: "Description",
              description:
                "Optional: whatever you choose to tell us about your processes, systems or goals.",
            },
          ],
        },
        "With each request our server also records:",
        {
          list: [
            "the page or button you sent the form from (for example, a pricing package), so we know what you were reading about;",
            "the date and time we received it;",
            "your browser’s user-agent string, which names your browser and operating system;",
            "your device’s IP address, which we also use to limit how many requests one address can send in a short time, to keep out spam and abuse.",
          ],
        },
        "Please do not put sensitive information such as health details, payment card numbers or passwords in the description; we do not need it to answer you.",
        { subheading: "When you book a call" },
        "Our booking buttons open a scheduling page run by a third-party provider in a new tab. What you enter there is collected by that provider under its own privacy policy, and it passes the booking details to us so we can hold the call.",
        { subheading: "When you become a client" },
        "If you engage us, the information we handle for the project, including any access to your business systems and the data in them, is governed by our written service agreement with you.",
        { subheading: "Analytics and cookies" },
        "This website sets no cookies of its own. It keeps one small note in your browser’s session storage so that the loading screen shows only on the first page of your visit; the note contains no personal information and disappears when you close the tab.",
        "We may turn on Google Analytics 4 to learn how visitors use the site. Only when it is turned on does your browser load Google’s analytics script, which sets Google Analytics cookies and sends Google the pages you view, how long they take to load, your device and browser type, an approximate location derived from your IP address, and events on this site such as opening or sending the contact form and clicking a booking button. The contents of the contact form are never sent to Google.",
        analyticsStatus,
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      blocks: [
        "We use the information described above to:",
        {
          list: [
            "reply to your inquiry, schedule and prepare for a consultation, and send you the proposal or information you asked for;",
            "provide, manage and invoice the services we agree on if you become a client;",
            "follow up on the conversation you started, until you tell us to stop;",
            "understand which pages and services interest visitors, so we can improve the website and our offers;",
            "protect the website and our server from spam, abuse and attacks, including limiting repeated form submissions from one IP address;",
            "meet our legal, tax and accounting obligations and enforce our agreements.",
          ],
        },
        "We do not sell or rent your personal information, we do not use it for targeted advertising, and we do not make automated decisions about you with it.",
      ],
    },
    {
      id: "how-we-share-information",
      title: "How We Share Your Information",
      blocks: [
        "We share personal information only with the following, and only as far as each needs it:",
        {
          terms: [
            {
              term: "Our hosting provider",
              description:
                "Contact requests are stored in a database on our own web server. The company that provides the server infrastructure keeps it on our behalf and may not use it for its own purposes.",
            },
            {
              term: "Our email provider",
              description:
                "Each new contact request is emailed to our own company inbox so we can answer it quickly. The email passes through our email provider and contains your form details, the button and page you sent it from and the time; it does not include your IP address or browser details. We send nothing automatically to the address typed into the form.",
            },
            {
              term: "Our CRM",
              description:
                "If we connect our customer relationship management system, each new contact request is forwarded to it automatically so we can track our follow-up. The forwarded copy contains your form details, the page you sent it from and the time; it does not include your IP address or browser details.",
            },
            {
              term: "Google",
              description:
                "Only while analytics is turned on, the usage information described in section 1.",
            },
            {
              term: "Scheduling provider",
              description: "The details you enter when you book a call through its page.",
            },
            {
              term: "Legal and safety",
              description:
                "When the law, a subpoena or a court order requires it, or when it is needed to protect the rights, property or safety of our clients, visitors, our business or others.",
            },
            {
              term: "A new owner",
              description:
                "If our business is sold or merged, the buyer receives it and must keep honoring this policy.",
            },
          ],
        },
        "We never share your information with anyone for their own marketing.",
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        "We hold contact details, not payment data, and protect them with measures that fit that:",
        {
          list: [
            "the website is served over an encrypted HTTPS connection, so what you type into the form is encrypted on its way to us;",
            "contact requests are stored in a database on our server that is not publicly accessible; only the people at our firm who answer inquiries can read them, each through their own password-protected account, and every sign-in, export and deletion is logged;",
            "the copies emailed to our inbox and forwarded to our CRM leave out your IP address and browser details;",
            "our server limits how often one address can send the form and rejects oversized or malformed submissions;",
            "we keep information only for as long as section 6 says.",
          ],
        },
        "No way of sending or storing data is completely secure, so we cannot guarantee absolute security. If a breach affects your personal information, we will notify you and the authorities as the law requires.",
      ],
    },
    {
      id: "your-rights",
      title: "Your Privacy Rights",
      blocks: [
        "Wherever you live, you can ask us to exercise the following rights over the personal information we hold about you:",
        {
          terms: [
            {
              term: "Access",
              description:
                "Tell you whether we hold personal information about you and give you a copy of it.",
            },
            {
              term: "Correction",
              description: "Fix information that is inaccurate or incomplete.",
            },
            {
              term: "Deletion",
              description:
                "Delete your information, unless the law requires us to keep it (for example, the invoices of a completed project).",
            },
            {
              term: "Portability",
              description:
                "Give you your information in a common machine-readable format (CSV or JSON), so you can take it elsewhere.",
            },
            {
              term: "Opt-out",
              description: [
                "Stop follow-up emails and calls from us. To keep analytics from collecting your visits while it is turned on, block cookies in your browser or install Google’s ",
                {
                  text: "Analytics opt-out browser add-on",
                  href: "https://tools.google.com/dlpage/gaoptout",
                },
                ". We do not sell personal information or use it for targeted advertising, so there is no sale to opt out of.",
              ],
            },
          ],
        },
        { subheading: "How to use your rights" },
        [
          "Email ",
          privacyEmail,
          ` from the address you used on our form, or tell us the name and company you gave, and say which right you want to use. We may ask a question to confirm it is you before we hand over or change anything. We answer within ${requestResponseDays} days. Using your rights is free, and we will not treat you differently for using them.`,
        ],
      ],
    },
    {
      id: "data-retention",
      title: "Data Retention",
      blocks: [
        "We keep personal information only as long as we need it:",
        {
          terms: [
            {
              term: "Contact requests",
              description: `Each contact request, with the technical details recorded alongside it, is kept for ${leadRetentionMonths} months after we receive it and then deleted automatically.`,
            },
            {
              term: "Submissions held as spam",
              description: `A submission that our spam filter holds back is not emailed or forwarded to anyone; it is kept, visible only to the people who answer inquiries, for ${spamRetentionDays} days so a genuine request is not lost, and then deleted automatically. If we find it is genuine, it becomes a contact request like any other.`,
            },
            {
              term: "Access log",
              description: `Our record of who signed in to read contact requests, and of exports and deletions, is kept for ${accessLogRetentionMonths} months. It names a deleted request only by its number.`,
            },
            {
              term: "Copies for our inbox and CRM",
              description:
                "The copy of a request queued for delivery to our inbox or our CRM is deleted from our server once it has been received. The email and the CRM record follow the same rule as the request itself.",
            },
            {
              term: "Rate limiting",
              description:
                "The count of recent submissions per IP address is held only in our server’s memory, for a few minutes.",
            },
            {
              term: "Client records",
              description:
                "If you become a client, project and billing records are kept for the length of our relationship and afterward for as long as tax and accounting law requires.",
            },
            {
              term: "Analytics data",
              description:
                "While analytics is turned on, Google keeps detailed analytics data for no longer than 14 months.",
            },
          ],
        },
        "If you ask us to delete your information, we do so within these periods, except for what the law requires us to keep.",
      ],
    },
    {
      id: "third-party-links",
      title: "Third-Party Links",
      blocks: [
        "This website links to websites we do not control: the scheduling page for booking a call, our social media profiles, and outside resources such as automation guides and public small-business resources. These links open in a new tab. Their operators collect and use information under their own privacy policies, and we are not responsible for their content or practices. Please read their policies before you give them personal information.",
      ],
    },
    {
      id: "childrens-privacy",
      title: "Children’s Privacy",
      blocks: [
        `This website and our services are meant for businesses and are not directed to children under ${minimumAge}. We do not knowingly collect personal information from children under ${minimumAge}.`,
        [
          `If you believe a child under ${minimumAge} has sent us information through our contact form, email `,
          privacyEmail,
          " and we will delete it promptly.",
        ],
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        "We may update this policy when our practices or the law change, and we post every revision on this page.",
        `For a material change, such as using your information for a new purpose or sharing it with a new kind of recipient, we give at least ${changeNoticeDays} days notice: we post the revised policy here ${changeNoticeDays} days before it takes effect and, where we have your email address, tell you by email. Changes that are not material, such as clearer wording or new contact details, take effect when posted.`,
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        "Send questions about this policy, and requests about your information, to:",
        {
          terms: [
            { term: "Email", description: [privacyEmail] },
            { term: "Phone", description: [{ text: site.phone, href: site.phoneHref }] },
            {
              term: "Location",
              description: `${site.address.locality}, ${site.address.region}`,
            },
          ],
        },
        `Please write “Privacy request” in the subject line so your message reaches the right person. We answer every privacy request within ${requestResponseDays} days.`,
        [
          "For the terms that apply when you use this website or engage us, see our ",
          { text: "Terms of Service", href: "/terms-of-service" },
          ".",
        ],
      ],
    },
  ],
} satisfies LegalDocumentContent;
