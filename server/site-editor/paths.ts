/** Where the content editor lives on our server and on disk (shared by the bundle and the server). */

/** The editor's browser bundle, relative to the project: outside every public build folder. */
export const EDITOR_BUNDLE_DIR = "build-editor";
/** The URL folder of the bundle's files, served behind the sign-in. */
export const EDITOR_ASSET_PREFIX = "/keystatic/assets/";
/** What waits to go live, as JSON, for the editor's bar (behind the sign-in, as the editor). */
export const WAITING_PATH = "/keystatic/waiting";
