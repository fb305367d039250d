/**
 * The content editor (`npm run edit`, http://localhost:4321/keystatic) in local mode: it reads and
 * writes the same files as the build. Each type's fields are declared once, for the build and the
 * editor (src/collections/<type>/schema.ts, read by src/collections/model/), and each type is
 * entered once in src/collections/content-types.ts, from which src/editor/content-types.ts makes its
 * entry here; the pages and the free guide's files are entries made from the page list and the
 * guide's order.
 */
import { config } from "@keystatic/core";
import { typeCollections, typeSingletons } from "./src/editor/content-types";
import { guideEditors } from "./src/editor/guide";
import { editorNavigation } from "./src/editor/navigation";
import { pageEditors } from "./src/editor/pages";

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Emerald City Automation" },
    navigation: editorNavigation({ pages: pageEditors, guide: guideEditors }),
  },
  collections: typeCollections,
  singletons: {
    ...typeSingletons,
    // The free guide's writing (src/content/guide/), one entry per file, in the PDF's order.
    ...guideEditors,
    // The pages' copy (src/content/page-copy/), one entry per page, by its name in the menus.
    ...pageEditors,
  },
});
