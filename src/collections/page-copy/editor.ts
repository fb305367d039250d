/**
 * The site's pages in the content editor: a singleton per page file (src/content/page-copy/<page>.json),
 * labelled with the page's menu name from the page list, with the fields each page declares
 * (./home.ts, ./own.ts); the pages of the families and the free guide's are in
 * ./editor-families.ts, the legal pages in ./editor-legal.ts. A page's buttons are one field each
 * (src/editor/fields/action-field.tsx), so the file keeps its flat shape.
 * Bundled for the browser: import nothing that reads files.
 */
import { editorFields } from "~/editor/model";
import { assessmentEditors, automationGuideEditor, serviceEditors } from "./editor-families";
import { legalEditors } from "./editor-legal";
import { homePageFields } from "./home";
import {
  aboutUsPageFields,
  bestPracticesPageFields,
  blogPageFields,
  contactReceivedPageFields,
  notFoundPageFields,
  pricingPageFields,
  roiCalculatorPageFields,
  webinarsEventsPageFields,
} from "./own";
import { page } from "./page-entry";

/**
 * Every page's entry, in the page list's order: the service and assessment pages by family and the
 * free guide's page (./editor-families.ts), the legal pages (./editor-legal.ts).
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
