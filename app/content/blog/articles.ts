import { site } from "~/content/site";

/** Blog card and article facts (spec section 3: title, excerpt, author, date, readTime, category, image, slug). */
export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  dateModified?: string;
  readTime: string;
  category: BlogCategory;
  /** Emoji shown on the card. */
  image: string;
  /** The closing call to action of the article. */
  cta: string;
}

export const blogCategories = [
  { name: "Trends", count: 12 },
  { name: "Case Studies", count: 18 },
  { name: "Best Practices", count: 15 },
  { name: "Technology", count: 10 },
  { name: "ROI Analysis", count: 8 },
  { name: "Change Management", count: 6 },
] as const;

export type BlogCategory = (typeof blogCategories)[number]["name"];

const author = site.founder.name;

export const articles = [
  {
    slug: "5-signs-small-business-needs-automation",
    title: "5 Signs Your Small Business Needs Automation",
    excerpt:
      "Re-typing the same data into three systems, chasing late invoices by hand, dreading month-end? Here are five signs it is time to automate, and where to start.",
    author,
    date: "2025-09-16",
    readTime: "8 min read",
    category: "Best Practices",
    image: "🚦",
    cta: "Find Your First Automation",
  },
  {
    slug: "automation-roi-calculator",
    title: "How to Calculate the ROI of Business Automation",
    excerpt:
      "A plain-numbers method for working out what automation saves: labor, errors and wasted time, the payback period and the first-year net benefit.",
    author,
    date: "2025-08-19",
    readTime: "12 min read",
    category: "ROI Analysis",
    image: "📈",
    cta: "Get Your ROI Analysis",
  },
  {
    slug: "seattle-automation-success-stories",
    title: "Seattle Automation Success Stories",
    excerpt:
      "Four Seattle-area businesses, four different problems: what they automated, what it cost, what changed, and what their owners would do differently.",
    author,
    date: "2025-07-22",
    readTime: "10 min read",
    category: "Case Studies",
    image: "🏙️",
    cta: "Start Your Success Story",
  },
  {
    slug: "ai-vs-traditional-automation",
    title: "AI vs. Traditional Automation: Which Does Your Business Need?",
    excerpt:
      "Rules-based automation is predictable and cheap; AI handles the messy inputs. How to tell which one a process needs, and when to combine them.",
    author,
    date: "2025-05-13",
    readTime: "9 min read",
    category: "Trends",
    image: "🤖",
    cta: "Explore AI for Your Business",
  },
  {
    slug: "no-code-vs-custom-development",
    title: "No-Code vs. Custom Development: How to Choose",
    excerpt:
      "No-code tools get you live in days; custom software fits like a glove. The questions that tell you which one your process needs, before you outgrow it.",
    author,
    date: "2025-03-18",
    readTime: "11 min read",
    category: "Technology",
    image: "🧩",
    cta: "Get a Build Recommendation",
  },
  {
    slug: "change-management-automation",
    title: "Change Management for Automation Projects",
    excerpt:
      "Automation projects rarely fail on the software. They fail on people. A practical playbook for bringing your team along, from first announcement to long-term habit.",
    author,
    date: "2024-06-11",
    readTime: "10 min read",
    category: "Change Management",
    image: "🤝",
    cta: "Get Change Management Plan",
  },
] as const satisfies readonly ArticleSummary[];

export type ArticleSlug = (typeof articles)[number]["slug"];

export function getArticle(slug: ArticleSlug): ArticleSummary {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`Unknown article ${slug}`);
  return article;
}
