import { site } from "~/collections/facts";
import type { HeroContent, LegalDocumentContent } from "~/components/types";

const { changeNoticeDays } = site.legal;

/** The spec leaves the governing-law state unfilled; the README's "Before you deploy" lists it. */
const state = { placeholder: "[STATE]" };

export const hero = {
  eyebrow: "Legal",
  title: "Terms of Service",
  lead: "The terms that apply when you use this website or engage us for services. Please read them carefully.",
  actions: [],
} satisfies HeroContent;

export const termsOfService = {
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of Terms",
      blocks: [
        `These Terms of Service (“Terms”) are an agreement between you and ${site.name} (“we”, “us”, “our”), a business-automation consultancy based in ${site.address.locality}, ${site.address.region}. They apply to your use of this website and to any services you obtain from us. By using the website or engaging us, you accept these Terms. If you do not agree with them, please do not use the website.`,
        "If you use the website or engage us on behalf of a company, you confirm that you may accept these Terms for it, and “you” includes that company.",
        [
          "Our ",
          { text: "Privacy Policy", href: "/privacy-policy" },
          " explains how we handle the information you give us and forms part of these Terms.",
        ],
      ],
    },
    {
      id: "services",
      title: "Description of Services",
      blocks: [
        "We help small and mid-size businesses find repetitive work and automate it. Our services include:",
        {
          list: [
            "business-process automation and AI integration;",
            "custom software development and system integration;",
            "data management and inventory automation;",
            "process audits, ROI analysis and implementation roadmaps.",
          ],
        },
        [
          "The website describes these services, publishes guides, articles and an ROI calculator, and lets you contact us or book a free 30-minute discovery call. Service descriptions, packages and prices on the website, including those on our ",
          { text: "pricing page", href: "/pricing" },
          ", are general information, not an offer; what we deliver to you is set out in a written service agreement (section 4).",
        ],
      ],
    },
    {
      id: "use-license",
      title: "Use License",
      blocks: [
        "We grant you a limited, non-exclusive, non-transferable and revocable license to view the website and to download or print its pages, guides and checklists for your own business’s internal use. Under this license you may not:",
        {
          list: [
            "modify the materials or copy them for publication, or remove any copyright or other notice from them;",
            "use the materials commercially outside your own business, for example by reselling them or using them in training you sell;",
            "present our articles, guides or templates as your own work;",
            "decompile or reverse engineer any software on the website;",
            "transfer the materials to another person or mirror them on another server.",
          ],
        },
        "This license ends automatically if you break any of these restrictions, and we may end it at any time. When it ends, you must delete any materials you downloaded from the website.",
      ],
    },
    {
      id: "service-agreements",
      title: "Service Agreements",
      blocks: [
        "Consulting, implementation and development work is performed under a separate written agreement with you, such as a signed proposal, statement of work or service agreement. It sets out the scope, deliverables, schedule, fees, payment terms and support period of the engagement. Where it conflicts with these Terms, the agreement governs that engagement.",
        {
          terms: [
            {
              term: "Estimates",
              description:
                "Timelines, savings and return-on-investment figures on the website and in our analyses are estimates based on typical projects and on the information you give us. Your results depend on your processes, data, systems and people. Any guarantee we offer, such as our ROI guarantee, applies only as written in your service agreement.",
            },
            {
              term: "Your cooperation",
              description:
                "Projects depend on timely access to your people, systems, data and decisions. Delays on your side may move the schedule and, where the agreement says so, the fees.",
            },
            {
              term: "Third-party software",
              description:
                "The solutions we build often rely on software and services from other companies, such as your CRM, accounting or inventory system. You are responsible for their licenses and fees, and their providers’ terms apply to them.",
            },
            {
              term: "Changes in scope",
              description:
                "Work outside the agreed scope is quoted and approved in writing before we start it.",
            },
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        `The website and its content, including text, articles, guides, graphics, logos, the ROI calculator and the site’s design and code, belong to ${site.name} or its licensors and are protected by copyright, trademark and other laws. You may not use our name or logo without our written permission.`,
        "Ownership of the work we create for clients is set out in the service agreement. Unless it says otherwise, you own the deliverables made specifically for you once they are paid in full, and we keep ownership of our pre-existing tools, templates and know-how, with a license for you to use whatever of them is built into your deliverables.",
        "Information and files you send us remain yours. You allow us to use them only to respond to you and to provide the services you asked for.",
      ],
    },
    {
      id: "user-responsibilities",
      title: "User Responsibilities",
      blocks: [
        "When you use the website or work with us, you agree to:",
        {
          list: [
            "give accurate and current information in the contact form and when you book a call;",
            "have the rights and permissions needed for the data, systems and materials you share with us, including any personal information about your customers or employees;",
            "keep any access credentials we exchange during a project confidential, and tell us promptly if you think they have been exposed;",
            "back up your data and systems before we change them, unless the service agreement makes backups part of our work;",
            "comply with the laws that apply to your use of the website and of the solutions we deliver.",
          ],
        },
      ],
    },
    {
      id: "prohibited-uses",
      title: "Prohibited Uses",
      blocks: [
        "You may not use the website:",
        {
          list: [
            "for any unlawful purpose, or to encourage anyone else to act unlawfully;",
            "to send spam, automated or bulk submissions through our contact form, or content that is false, misleading, abusive or harassing;",
            "to upload or transmit viruses or any other malicious code;",
            "to gain or attempt unauthorized access to the website, our server or our data, or to probe, scan or test their vulnerability without our written permission;",
            "to disrupt the website or overload it with requests;",
            "to collect information about other people, or to copy the website’s content with automated tools, other than search engines indexing it;",
            "to infringe our intellectual property or anyone else’s, or to impersonate any person or company.",
          ],
        },
        "We may limit or block access from any address that breaks these rules.",
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      blocks: [
        "The website and its materials are provided “as is” and “as available”. To the fullest extent the law allows, we make no warranties about them, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, and we do not promise that the website will be uninterrupted or free of errors.",
        "Articles, guides, calculators and examples on the website are general information, not professional, legal, financial or tax advice for your business. The ROI calculator’s results depend entirely on the figures you enter and are estimates, not a promise of savings. Before you make decisions, get advice suited to your situation, from us under a service agreement or from another qualified adviser.",
        "The only warranties for our services are those written in your service agreement.",
      ],
    },
    {
      id: "limitations",
      title: "Limitation of Liability",
      blocks: [
        `To the fullest extent the law allows, ${site.name} and its owners, employees and contractors are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or business opportunities, arising from your use of the website or its materials or from being unable to use them, even if we were told such damages were possible.`,
        "Because the website is free to use, our total liability for any claim about the website itself is limited to US $100. For services, our total liability is limited to the fees you paid under the service agreement for the work the claim concerns, unless that agreement sets a different limit.",
        "Some jurisdictions do not allow some of these limits; where that is the case, they apply only as far as the law allows.",
      ],
    },
    {
      id: "accuracy",
      title: "Accuracy of Materials",
      blocks: [
        "We work to keep the website accurate and up to date, but it may contain technical, typographical or factual errors, and some content, such as case-study figures, event dates and prices, reflects the time it was written. Case-study results describe what specific clients achieved and do not guarantee yours.",
        "We may change the website’s content, including services and prices, at any time without notice, and we are not obliged to update it. The scope and price in your signed service agreement are the ones that apply to you.",
      ],
    },
    {
      id: "links",
      title: "Links to Other Websites",
      blocks: [
        "The website links to websites we do not operate, including the scheduling page for booking a call, our social media profiles and outside resources. We provide these links for convenience; we do not review or endorse everything they lead to, and we are not responsible for their content, availability or privacy practices. Your use of them is governed by their own terms and policies.",
        "You may link to our home page or our articles, as long as the link is fair and does not suggest an endorsement or partnership we have not agreed to.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      blocks: [
        "We may suspend or end your access to the website, without notice, if you break these Terms or use the website in a way that could harm us, other visitors or anyone else. Service engagements end as the service agreement provides.",
        "The sections that by their nature should outlast termination, including intellectual property, the disclaimer, the limitation of liability, governing law and severability, continue to apply.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law",
      blocks: [
        [
          "These Terms, and any dispute arising from them or from your use of the website, are governed by the laws of the State of ",
          state,
          ", without regard to its conflict-of-law rules. The state and federal courts located in ",
          state,
          " have exclusive jurisdiction over any such dispute, and you and we consent to their jurisdiction.",
        ],
        "Before either of us files a claim, we both agree to try to settle the dispute informally: the party with the complaint describes it in writing, and we negotiate in good faith for at least 30 days.",
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        `We may revise these Terms. For a material change we give at least ${changeNoticeDays} days notice: we post the revised Terms on this page ${changeNoticeDays} days before the change takes effect and also tell current clients by email. Other changes take effect when posted.`,
        "If you keep using the website after a change takes effect, you accept the revised Terms. A change to these Terms never alters a signed service agreement without your written consent.",
      ],
    },
    {
      id: "severability",
      title: "Severability",
      blocks: [
        "If a court finds any provision of these Terms invalid or unenforceable, that provision is enforced to the greatest extent permitted and the remaining provisions stay in full force and effect.",
        "If we do not enforce a provision, we have not waived our right to enforce it later. These Terms, together with our Privacy Policy and any service agreement, are the entire agreement between you and us about their subject.",
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        "Send questions about these Terms to:",
        {
          terms: [
            { term: "Email", description: [{ text: site.email, href: `mailto:${site.email}` }] },
            { term: "Phone", description: [{ text: site.phone, href: site.phoneHref }] },
            {
              term: "Location",
              description: `${site.address.locality}, ${site.address.region}`,
            },
          ],
        },
      ],
    },
  ],
} satisfies LegalDocumentContent;
