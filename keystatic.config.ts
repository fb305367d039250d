/**
 * The content editor (`npm run edit`, http://localhost:4321/keystatic) in local mode: it reads and
 * writes the same files as the build. Each type's fields are declared once, for the build and the
 * editor (src/collections/<type>/schema.ts, read by src/collections/model/); its editor.ts says
 * where the editor shows it.
 */
import { config } from "@keystatic/core";
import { blogEditor } from "./src/collections/blog/editor";
import { blogCategoriesEditor } from "./src/collections/blog/editor-categories";
import { caseStudiesEditor } from "./src/collections/case-studies/editor";
import { contactIntentsEditor } from "./src/collections/contact-intents/editor";
import { downloadsEditor } from "./src/collections/downloads/editor";
import { editorNavigation } from "./src/collections/editor-navigation";
import { eventsEditor } from "./src/collections/events/editor";
import { claimsEditor, siteEditor } from "./src/collections/facts/editor";
import { guideEditors } from "./src/collections/guide/editor";
import { leadSourcesEditor } from "./src/collections/lead-sources/editor";
import { pageEditors } from "./src/collections/page-copy/editor";
import { assessmentsEditor, serviceOfferEditor } from "./src/collections/page-copy/editor-families";
import { titlesAndMenusEditor } from "./src/collections/page-list/editor";
import { testimonialsEditor } from "./src/collections/testimonials/editor";

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
    // the service and assessment pages share, the free PDFs, the blog's categories.
    titlesAndMenus: titlesAndMenusEditor,
    contactIntents: contactIntentsEditor,
    leadSources: leadSourcesEditor,
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
