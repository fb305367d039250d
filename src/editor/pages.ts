/**
 * The site's pages in the content editor: a singleton per page file (src/content/page-copy/<page>.json),
 * labelled with the page's menu name from the page list, with the fields each page declares
 * (src/collections/page-copy/home.ts, own.ts); the pages of the families and the free guide's are
 * in ./page-families.ts, the legal pages in ./legal-pages.ts. A page's buttons are one field each
 * (./fields/action-field.tsx), so the file keeps its flat shape.
 * Bundled for the browser: import nothing that reads files.
 */

import { homePageFields } from "~/collections/page-copy/home";
import {
  aboutUsPageFields,
  bestPracticesPageFields,
  blogPageFields,
  contactReceivedPageFields,
  notFoundPageFields,
  pricingPageFields,
  roiCalculatorPageFields,
  webinarsEventsPageFields,
} from "~/collections/page-copy/own";
import { legalEditors } from "./legal-pages";
import { editorFields } from "./model";
import { page } from "./page-entry";
import { assessmentEditors, automationGuideEditor, serviceEditors } from "./page-families";

/**
 * Every page's entry, in the page list's order: the service and assessment pages by family and the
 * free guide's page (./page-families.ts), the legal pages (./legal-pages.ts).
 */
export const pageEditors = {
  pageHome: page("/", editorFields(homePageFields)),
  ...serviceEditors,
  ...assessmentEditors,
  pageAutomationGuide: automationGuideEditor,
  pageRoiCalculator: page("/roi-calculator", editorFields(roiCalculatorPageFields)),
  pageBestPractices: page("/best-practices", editorFields(bestPracticesPageFields)),
  pageWebinarsEvents: page("/webinars-events", editorFields(webinarsEventsPageFields)),
  pageBlog: page("/blog", editorFields(blogPageFields)),
  pageAboutUs: page("/about-us", editorFields(aboutUsPageFields)),
  pagePricing: page("/pricing", editorFields(pricingPageFields)),
  ...legalEditors,
  pageContactReceived: page("/contact-received", editorFields(contactReceivedPageFields)),
  pageNotFound: page("/not-found", editorFields(notFoundPageFields), "Page not found"),
};
