/**
 * The content editor (`npm run edit`, http://localhost:4321/keystatic) in local mode: it reads and
 * writes the same files as the build. Each type's fields are declared once, for the build and the
 * editor (src/collections/<type>/schema.ts, read by src/collections/model/); src/editor/<type>.ts
 * says where the editor shows it.
 */
import { config } from "@keystatic/core";
import { blogEditor } from "./src/editor/blog";
import { blogCategoriesEditor } from "./src/editor/blog-categories";
import { caseStudiesEditor } from "./src/editor/case-studies";
import { contactIntentsEditor } from "./src/editor/contact-intents";
import { downloadsEditor } from "./src/editor/downloads";
import { eventsEditor } from "./src/editor/events";
import { claimsEditor, siteEditor } from "./src/editor/facts";
import { guideEditors } from "./src/editor/guide";
import { leadSourcesEditor } from "./src/editor/lead-sources";
import { editorNavigation } from "./src/editor/navigation";
import { assessmentsEditor, serviceOfferEditor } from "./src/editor/page-families";
import { titlesAndMenusEditor } from "./src/editor/page-list";
import { pageEditors } from "./src/editor/pages";
import { testimonialsEditor } from "./src/editor/testimonials";
import { visitorEmailsEditor } from "./src/editor/visitor-emails";

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Emerald City Automation" },
    navigation: editorNavigation({
      pages: pageEditors,
      siteWide: [
        "site",
        "claims",
        "titlesAndMenus",
        "contactIntents",
        "leadSources",
        "visitorEmails",
        "serviceOffer",
        "assessments",
        "downloads",
      ],
      records: ["blog", "blogCategories", "events", "caseStudies", "testimonials"],
      guide: guideEditors,
    }),
  },
  collections: {
    blog: blogEditor,
    caseStudies: caseStudiesEditor,
    events: eventsEditor,
    testimonials: testimonialsEditor,
  },
  singletons: {
    site: siteEditor,
    claims: claimsEditor,
    // The data files the whole site reads: page titles and menus, the contact form's words, what
    // the service and assessment pages share, the free PDFs, the blog's categories; and the
    // emails our server sends visitors.
    titlesAndMenus: titlesAndMenusEditor,
    contactIntents: contactIntentsEditor,
    leadSources: leadSourcesEditor,
    visitorEmails: visitorEmailsEditor,
    serviceOffer: serviceOfferEditor,
    assessments: assessmentsEditor,
    downloads: downloadsEditor,
    blogCategories: blogCategoriesEditor,
    // The free guide's writing (src/content/guide/), one entry per file, in the PDF's order.
    ...guideEditors,
    // The pages' copy (src/content/page-copy/), one entry per page, by its name in the menus.
    ...pageEditors,
  },
});
