/**
 * The site's facts and the prices and figures in the content editor (one file each), as
 * src/collections/facts/schema.ts declares them. Copy refers to these facts by token (`{{site.phone}}`), so a change
 * here shows on every page that states it, and each field says where that is.
 */

import { claimsFields, factScreens, siteFields } from "~/collections/facts/schema";
import { withUsedOn } from "./fields/used-on";
import { dataFile } from "./keystatic-helpers";
import { editorFields } from "./model";

export const siteEditor = dataFile(
  factScreens.site,
  "src/content/site",
  // The header and footer state most facts on every page: only the copy's uses are listed.
  withUsedOn(editorFields(siteFields), "site.", false),
);

export const claimsEditor = dataFile(
  factScreens.claims,
  "src/content/claims",
  withUsedOn(editorFields(claimsFields), "", true),
);
