/**
 * Where the content editor lives on our server and on disk, and what its page and the server say
 * to each other: shared by the editor's bundle (src/editor, server/site-editor/ui) and the server.
 */

/** The editor's browser bundle, relative to the project: outside every public build folder. */
export const EDITOR_BUNDLE_DIR = "build-editor";
/** The URL folder of the bundle's files, served behind the sign-in. */
export const EDITOR_ASSET_PREFIX = "/keystatic/assets/";
/** What waits to go live, as JSON, for the editor's bar (behind the sign-in, as the editor). */
export const WAITING_PATH = "/keystatic/waiting";
/**
 * The facts as saved (src/lib/tokens.ts's buildFacts of the source folder's files), as JSON, for the
 * editor's copy fields, which show each figure's current value (behind the sign-in, as the editor).
 */
export const FACTS_PATH = "/keystatic/facts";
/** Where each figure and record is used in the saved content, as JSON (server/site-editor/content-uses.ts). */
export const USES_PATH = "/keystatic/uses";
/** The case studies' results a page can quote, as JSON choices (server/site-editor/choices.ts). */
export const RESULT_CHOICES_PATH = "/keystatic/choices/results";
/** The buttons the inbox names, as JSON choices for a button's Source. */
export const SOURCE_CHOICES_PATH = "/keystatic/choices/sources";
/** The site's menus by their names, as JSON choices for a page's menu. */
export const MENU_CHOICES_PATH = "/keystatic/choices/menus";
/** The pages' contact buttons by their words, as JSON choices for a free PDF's buttons. */
export const CONTACT_BUTTON_CHOICES_PATH = "/keystatic/choices/contact-buttons";
/** The preview build's pages and files, for signed-in site accounts only. */
export const PREVIEW_PREFIX = "/preview";
/** The preview's own script and style (the Edit buttons, the bar): no built path has a "~". */
export const PREVIEW_TOOLS = `${PREVIEW_PREFIX}/~tools/`;
/**
 * The header of a save refused because the build would refuse it: the field its first problem is
 * in ({ trail, problem }, as URI-encoded JSON), so the editor shows the words under that field.
 */
export const REFUSED_FIELD_HEADER = "Refused-Field";

/** The event the editor's page sends once a save has been written (its fetch wrapper, ui/main.tsx). */
export const SAVED_EVENT = "eca:saved";
