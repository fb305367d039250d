/**
 * The files a save may write or delete: those the editor's own configuration (keystatic.config.ts)
 * defines, and nothing else. Each collection's entries (`<folder>/<slug>.<extension>`), each
 * singleton's file, and images in the folders the configuration's image fields store them in. A
 * Markdown file in a folder of its own, a data file the editor does not open, code: refused, though
 * a backup keeps every content file (content-files.ts).
 */
import { type ContentKind, contentKind } from "./content-files";

/** The parts of a Keystatic field this reads: a file field's folder, a content field's format. */
interface Field {
  kind?: string;
  formKind?: string;
  directory?: string;
  directories?: readonly string[];
  contentExtension?: string;
  fields?: Record<string, Field>;
  values?: Record<string, Field>;
  element?: Field;
}

interface Entry {
  path?: string;
  format?: "json" | "yaml" | { data?: "json" | "yaml"; contentField?: string | readonly string[] };
  schema: Record<string, Field>;
}

export interface EditorConfig {
  collections?: Record<string, Entry>;
  singletons?: Record<string, Entry>;
  ui?: { navigation?: Record<string, string[]> };
}

let loadingConfig: Promise<EditorConfig> | undefined;

/** keystatic.config.ts, loaded on first use: it compiles every field of the editor. */
export const editorConfig = () => {
  loadingConfig ??= import("../../keystatic.config").then(
    (module) => module.default as EditorConfig,
  );
  return loadingConfig;
};

/** What a save may do with a project-relative path: write text, write an image, or nothing. */
export type EditorFiles = (path: string) => ContentKind | null;

/** A slug as Keystatic makes them from a title. */
const SLUG = "[a-z0-9][a-z0-9_-]{0,120}";

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The file extension of an entry: its content field's (frontmatter form), else its data's. */
export function extensionOf(
  name: string,
  entry: Pick<Entry, "format"> & { schema: Record<string, { contentExtension?: string }> },
): string {
  const format = entry.format ?? "yaml";
  if (typeof format === "string") return `.${format}`;
  const contentField = [format.contentField ?? []].flat()[0];
  if (!contentField) return `.${format.data ?? "yaml"}`;
  const extension = entry.schema[contentField]?.contentExtension;
  if (!extension) throw new Error(`${name}: its content field ${contentField} has no extension`);
  return extension;
}

/** Every folder an image field or a content field's images are stored in, anywhere in a schema. */
export function imageFolders(schema: Record<string, Field>): string[] {
  const found: string[] = [];
  const visit = (field: Field | undefined) => {
    if (!field) return;
    if (field.formKind === "asset" && field.directory) found.push(field.directory);
    if (field.formKind === "content") found.push(...(field.directories ?? []));
    for (const child of Object.values(field.fields ?? {})) visit(child);
    for (const child of Object.values(field.values ?? {})) visit(child);
    visit(field.element);
  };
  for (const field of Object.values(schema)) visit(field);
  return found;
}

/** The entries' files and the image folders the configuration defines, as one test of a path. */
export function editorFiles(config: EditorConfig): EditorFiles {
  const patterns: string[] = [];
  const folders = new Set<string>();
  for (const [name, entry] of Object.entries(config.collections ?? {})) {
    const path = entry.path ?? `${name}/*`;
    if (!path.endsWith("/*"))
      throw new Error(`${name}: entries in folders (${path}) are not saved`);
    patterns.push(`${literally(path.slice(0, -1))}${SLUG}${literally(extensionOf(name, entry))}`);
    for (const folder of imageFolders(entry.schema)) folders.add(`${folder}/`);
  }
  for (const [name, entry] of Object.entries(config.singletons ?? {})) {
    patterns.push(literally(`${entry.path ?? name}${extensionOf(name, entry)}`));
    for (const folder of imageFolders(entry.schema)) folders.add(`${folder}/`);
  }
  const entryFile = new RegExp(`^(?:${patterns.join("|")})$`);
  return (path) => {
    const kind = contentKind(path);
    if (kind === "text") return entryFile.test(path) ? "text" : null;
    if (kind === "image")
      return [...folders].some((folder) => path.startsWith(folder)) ? kind : null;
    return null;
  };
}
