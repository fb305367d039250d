/**
 * The one list of pages. It feeds the page files' heads (src/pages), the sitemap,
 * the breadcrumbs, the menus and the tests. Page copy lives in src/content/copy/<slug>.ts.
 */

import type { MenuGroup, Page } from "~/lib/page";
import { readArticleFiles } from "../collections/blog/frontmatter";
import { claims, priceLabels, pricing } from "./claims";
import { site } from "./site";

/** Breadcrumb names of the articles, where a shorter one reads better than the title. */
const articleBreadcrumbNames: Readonly<Record<string, string>> = {
  "automation-roi-calculator": "How to Calculate Automation ROI",
  "ai-vs-traditional-automation": "AI vs. Traditional Automation",
  "no-code-vs-custom-development": "No-Code vs. Custom Development",
  "change-management-automation": "Change Management for Automation",
};

/**
 * The article pages, newest first. Title, description and keywords are the frontmatter of
 * src/content/blog/<slug>.mdx, read when this module loads (build time and Node only): the article
 * files are the one source of these facts.
 */
function articlePages() {
  return readArticleFiles().map(({ slug, data }) => ({
    path: `/blog/${slug}` as `/blog/${string}`,
    name: articleBreadcrumbNames[slug] ?? data.title,
    title: data.title,
    description: data.description,
    keywords: data.keywords,
    kind: "article" as const,
    lastModified: data.dateModified ?? data.datePublished,
  }));
}

export const pages = [
  {
    path: "/",
    name: "Home",
    title: "Business Process Automation & AI Integration in Seattle",
    description: `Seattle business process automation and AI integration for small businesses: cut costs ${claims.costReduction}, save ${claims.hoursSavedWeekly} hours a week and see payback in ${claims.paybackMonths}.`,
    keywords: [
      "business process automation Seattle",
      "AI integration",
      "small business automation",
      "workflow automation",
    ],
    kind: "home",
  },
  // Automation Solutions
  {
    path: "/process-automation",
    name: "Process Automation",
    title: "Strategic Process Automation",
    description: `Strategic process automation for Seattle small businesses: we map, automate and monitor invoicing, scheduling and reporting workflows. ${priceLabels.processAutomation}.`,
    keywords: ["process automation", "workflow automation", "business process automation Seattle"],
    kind: "service",
    group: "Automation Solutions",
  },
  {
    path: "/custom-development",
    name: "Custom Development",
    title: "Custom Software Development",
    description: `Custom software development for growing businesses: internal tools, customer portals and automations built around the way you work. ${priceLabels.customDevelopment}.`,
    keywords: ["custom software development", "internal tools", "web applications Seattle"],
    kind: "service",
    group: "Automation Solutions",
  },
  {
    path: "/system-integration",
    name: "System Integration",
    title: "System Integration Services",
    description: `Connect your CRM, accounting, e-commerce and scheduling systems so data flows once, without re-typing. System integration: ${priceLabels.systemIntegration}.`,
    keywords: [
      "system integration",
      "API integration",
      "CRM integration",
      "QuickBooks integration",
    ],
    kind: "service",
    group: "Automation Solutions",
  },
  {
    path: "/data-management",
    name: "Data Management",
    title: "Data Management Solutions",
    description:
      "Clean, secure, connected business data: data pipelines, reporting dashboards, backups and compliance for Seattle small and mid-size businesses.",
    keywords: [
      "data management",
      "business intelligence",
      "data pipelines",
      "reporting dashboards",
    ],
    kind: "service",
    group: "Automation Solutions",
  },
  {
    path: "/inventory-management",
    name: "Inventory Management",
    title: "Inventory Management Automation",
    description: `Automated inventory tracking, forecasting and reordering: carrying costs down ${claims.carryingCostReduction}, sales up ${claims.salesIncrease} and ${claims.inventoryAccuracy} inventory accuracy.`,
    keywords: ["inventory management automation", "inventory forecasting", "automatic reordering"],
    kind: "service",
    group: "Automation Solutions",
  },
  // Process Analysis
  {
    path: "/process-audit",
    name: "Process Audit",
    title: "Business Process Audit",
    description: `A structured business process audit that maps your workflows, finds bottlenecks and ranks automation opportunities. Typical audit savings of ${claims.auditSavings}.`,
    keywords: ["business process audit", "workflow analysis", "process improvement"],
    kind: "assessment",
    group: "Process Analysis",
  },
  {
    path: "/efficiency-assessment",
    name: "Efficiency Assessment",
    title: "Operational Efficiency Assessment",
    description: `Measure where time and money leak out of your operations. Our efficiency assessment typically uncovers savings of ${claims.efficiencySavings}.`,
    keywords: ["efficiency assessment", "operational efficiency", "cost reduction"],
    kind: "assessment",
    group: "Process Analysis",
  },
  {
    path: "/automation-review",
    name: "Automation Review",
    title: "Automation Opportunity Review",
    description:
      "An automation opportunity review that finds the repetitive tasks worth automating first and estimates the hours and dollars each one returns.",
    keywords: ["automation opportunity review", "automation assessment", "task automation"],
    kind: "assessment",
    group: "Process Analysis",
  },
  {
    path: "/roi-analysis",
    name: "ROI Analysis",
    title: "Automation ROI Analysis",
    description: `Know the return before you invest: an automation ROI analysis with payback in ${claims.paybackMonths}, ${claims.averageRoi} average ROI and up to ${claims.roiAnalysisCostReduction} cost reduction.`,
    keywords: ["automation ROI analysis", "return on investment", "payback period"],
    kind: "assessment",
    group: "Process Analysis",
  },
  {
    path: "/implementation-roadmap",
    name: "Implementation Roadmap",
    title: "Automation Implementation Roadmap",
    description: `A four-phase automation implementation roadmap, from foundation to launch and support, delivered in ${claims.roadmapTimeline}.`,
    keywords: [
      "automation implementation roadmap",
      "implementation plan",
      "digital transformation",
    ],
    kind: "assessment",
    group: "Process Analysis",
  },
  // Case Studies
  {
    path: "/manufacturing-automation",
    name: "Manufacturing",
    title: "Manufacturing Automation Case Study",
    description:
      "How a 200-employee manufacturer with $2.5M revenue automated production scheduling, quality tracking and reporting in 6 months.",
    keywords: ["manufacturing automation", "production scheduling", "case study"],
    kind: "case-study",
    group: "Case Studies",
  },
  {
    path: "/retail-operations",
    name: "Retail Operations",
    title: "Retail Operations Automation Case Study",
    description:
      "How a 15-store retailer with $8M revenue connected inventory, point of sale and reporting across every location in 4 months.",
    keywords: ["retail automation", "multi-store inventory", "case study"],
    kind: "case-study",
    group: "Case Studies",
  },
  {
    path: "/service-industry",
    name: "Service Industry",
    title: "Field Service Automation Case Study",
    description:
      "How a field service company with 50 technicians and $3.2M revenue automated dispatch, scheduling and invoicing in 5 months.",
    keywords: ["field service automation", "dispatch scheduling", "case study"],
    kind: "case-study",
    group: "Case Studies",
  },
  {
    path: "/ecommerce-solutions",
    name: "E-commerce",
    title: "E-commerce Automation Case Study",
    description:
      "How a $1.8M online seller synced orders, stock and fulfillment across 5 sales channels in 3 months.",
    keywords: ["e-commerce automation", "multichannel inventory", "order automation", "case study"],
    kind: "case-study",
    group: "Case Studies",
  },
  {
    path: "/healthcare-operations",
    name: "Healthcare",
    title: "Healthcare Operations Automation Case Study",
    description:
      "How an 8-location healthcare group with $4.5M revenue automated patient intake, scheduling and billing in 6 months.",
    keywords: ["healthcare automation", "patient intake automation", "case study"],
    kind: "case-study",
    group: "Case Studies",
  },
  {
    path: "/dealership-automation",
    name: "Dealership",
    title: "Dealership Automation Case Study",
    description:
      "How a 12-location dealership group moving 500+ vehicles per month automated leads, inventory and paperwork in 4 months.",
    keywords: ["dealership automation", "automotive CRM", "case study"],
    kind: "case-study",
    group: "Case Studies",
  },
  // Resources
  {
    path: "/automation-guide",
    name: "Automation Guide",
    title: "The Complete Business Automation Guide",
    description:
      "A free, practical guide to business automation: 50+ pages and 20+ tools covering strategy, getting started, best practices and AI integration.",
    keywords: ["business automation guide", "automation strategy", "free automation guide"],
    kind: "resource",
    group: "Resources",
  },
  {
    path: "/roi-calculator",
    name: "ROI Calculator",
    title: "Automation ROI Calculator",
    description:
      "Estimate your automation savings, ROI and payback period in a minute with our free calculator for labor, error and wasted-time costs.",
    keywords: ["automation ROI calculator", "ROI calculator", "payback period calculator"],
    kind: "resource",
    group: "Resources",
  },
  {
    path: "/best-practices",
    name: "Best Practices",
    title: "Business Automation Best Practices",
    description:
      "Automation best practices from real projects: start small, manage change, keep data clean, monitor results, and avoid the most common mistakes.",
    keywords: ["automation best practices", "automation mistakes", "change management"],
    kind: "resource",
    group: "Resources",
  },
  {
    path: "/webinars-events",
    name: "Webinars & Events",
    title: "Automation Webinars & Events",
    description:
      "Free webinars, case study sessions and conferences on business automation and AI for Seattle business owners and operations leaders.",
    keywords: ["automation webinars", "business automation events", "AI conference Seattle"],
    kind: "resource",
    group: "Resources",
  },
  {
    path: "/blog-insights",
    name: "Blog & Insights",
    title: "Automation Blog & Insights",
    description:
      "Articles on business automation, AI, ROI and change management for small and mid-size businesses, from the team that builds the systems.",
    keywords: ["automation blog", "business automation insights", "AI for small business"],
    kind: "blog",
    group: "Resources",
    canonical: "/blog",
  },
  {
    path: "/blog",
    name: "Blog",
    title: "Automation Blog & Insights",
    description:
      "Articles on business automation, AI, ROI and change management for small and mid-size businesses, from the team that builds the systems.",
    keywords: ["automation blog", "business automation insights", "AI for small business"],
    kind: "blog",
  },
  // Blog articles, from their frontmatter (articlePages above).
  ...articlePages(),
  // Company and legal
  {
    path: "/about-us",
    name: "About Us",
    title: "About Us",
    description: `A Seattle automation consultancy founded in ${site.foundingYear} that has helped ${site.clientCount} local businesses replace repetitive work with reliable systems.`,
    keywords: ["about us", "Seattle automation consultancy", "automation experts"],
    kind: "company",
    group: "About",
  },
  {
    path: "/pricing",
    name: "Pricing",
    title: "Pricing & Packages",
    description: `Transparent automation pricing: Discovery & Assessment ${pricing.discovery.price}, Strategic Implementation ${pricing.implementation.price}, or Enterprise Transformation by ${pricing.enterprise.price.toLowerCase()}.`,
    keywords: ["automation pricing", "consulting packages", "automation cost"],
    kind: "company",
    group: "About",
  },
  {
    path: "/privacy-policy",
    name: "Privacy Policy",
    title: "Privacy Policy",
    description:
      "How we collect, use, share and protect the information you give us, and how to access, correct or delete it.",
    keywords: ["privacy policy", "data protection"],
    kind: "legal",
  },
  {
    path: "/terms-of-service",
    name: "Terms of Service",
    title: "Terms of Service",
    description:
      "The terms that govern your use of our website and services: licenses, service agreements, responsibilities, disclaimers and governing law.",
    keywords: ["terms of service", "terms and conditions"],
    kind: "legal",
  },
  {
    path: "/contact-received",
    name: "Request Received",
    title: "Thank You, Your Request Was Received",
    description:
      "Confirmation that your consultation request reached us. We review every request within 2 business hours and reply by email or phone.",
    keywords: ["consultation request received"],
    kind: "utility",
    noindex: true,
  },
] as const satisfies readonly Page[];

export type PagePath = (typeof pages)[number]["path"];

export const menuGroups: readonly MenuGroup[] = [
  "Automation Solutions",
  "Process Analysis",
  "Case Studies",
  "Resources",
  "About",
];
