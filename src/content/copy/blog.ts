import { blogCategories, totalArticleCount } from "~/collections/blog/categories";
import { site } from "~/collections/facts";
import type { AuthorNoteContent } from "~/components/blog/AuthorNote";
import type {
  CallToActionContent,
  HeroContent,
  LinkCardsContent,
  SectionHeading,
} from "~/components/types";
import { founder } from "~/content/copy/about-us";
import type { FeedIntro } from "~/lib/rss";

export const hero = {
  eyebrow: "Blog & Insights",
  title: "Automation Insights for Growing Businesses",
  lead: "Practical articles on automation, AI, ROI and change management, written by the people who design and build the systems.",
  actions: [
    {
      kind: "contact",
      label: "Subscribe to Blog Updates",
      source: "blog",
      intent: "subscribe",
    },
    {
      kind: "link",
      label: "Follow the RSS Feed",
      to: "/rss.xml",
    },
  ],
  stats: [
    {
      value: `${totalArticleCount}+`,
      label: "Articles",
    },
    {
      value: "15K+",
      label: "Monthly readers",
    },
    {
      value: String(blogCategories.length),
      label: "Categories",
    },
  ],
} satisfies HeroContent;

export const featured = {
  eyebrow: "Featured",
  title: "Featured Articles",
  intro:
    "Start here: the questions Seattle owners ask us most, from spotting the first process worth automating to keeping the team on board once it is live.",
} satisfies SectionHeading;

export const categories = {
  heading: {
    eyebrow: "Topics",
    title: "Browse by Category",
    intro: "Everything we have published, grouped by the decision it helps you make.",
  },
  categories: blogCategories,
} satisfies { heading: SectionHeading; categories: readonly { name: string; count: number }[] };

export const related = {
  heading: {
    eyebrow: "From reading to doing",
    title: "Put These Ideas to Work",
    intro: "When an article describes your week a little too well, these are the next steps.",
  },
  links: [
    {
      title: "Strategic Process Automation",
      description:
        "We map the process, automate the repetitive steps and monitor the results, so invoicing, scheduling and reporting run without re-typing.",
      to: "/process-automation",
    },
    {
      title: "Pricing & Packages",
      description:
        "Fixed-price packages from a discovery assessment to a full implementation, with what each includes and how long it takes.",
      to: "/pricing",
    },
  ],
} satisfies LinkCardsContent;

export const callToAction = {
  title: "New Articles, Straight to Your Inbox",
  description:
    "Leave your name and email and we will send each new article when it is published, with the occasional invitation to a free webinar. No sales sequence.",
  actions: [
    {
      kind: "contact",
      label: "Subscribe to Blog Updates",
      source: "blog",
      intent: "subscribe",
    },
  ],
} satisfies CallToActionContent;

/** The note about the author at the end of every article. */
export const authorNote = {
  title: "About the author",
  name: site.founder.name,
  role: `${site.founder.title}, ${site.name}`,
  bio: [
    `${site.founder.name} founded ${site.name} in ${site.foundingYear} after years of watching capable Seattle teams lose their evenings to copy-and-paste work. Since then the company has helped ${site.clientCount} local businesses, from two-person trades to multi-location retailers, replace repetitive tasks with systems they can trust.`,
    `${site.founder.name.split(" ")[0]} still runs most discovery calls personally and writes these articles from what comes up in them: what worked, what did not, and what it cost.`,
  ],
  image: { ...founder.member.image, widths: [80, 160, 240] },
} satisfies AuthorNoteContent;

/** The line above an article's contact button (MDX `<ContactCta>`), unless the article gives one. */
export const contactCtaText =
  "Tell us about the process that eats your week. We reply within 2 business hours, and the first 30-minute strategy consultation is free.";

/** Above the articles when the RSS feed is opened in a browser (src/lib/rss.ts). */
export const feedIntro = {
  heading: "This is our blog's RSS feed",
  paragraphs: [
    "A feed lets you follow the blog without signing up for anything: a feed reader such as Feedly, Inoreader, NetNewsWire or Outlook checks it for you and shows each new article as soon as we publish it.",
  ],
  copyPrompt: "To follow it, copy this address into your feed reader:",
  backLabel: "Back to the blog",
} satisfies FeedIntro;
