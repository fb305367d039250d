/**
 * An image in Markdown or MDX is a file the build imports: Astro turns `![alt](path)` into an
 * import of `path`, whatever that file is. A Markdown file imported so has its `layout:` imported
 * in turn, an MDX file runs, and a file that is neither is read and may show in the build's error
 * message. The editor on our server lets a signed-in account write articles, and the build runs on
 * that server, so before Astro sees an image, this remark plugin checks that its path names an
 * image in the image folder (src/lib/image-files.ts): a relative path without query or fragment,
 * an image extension, no symbolic link on the way, and bytes that decode as that image. Anything
 * else stops the build naming the file and the line, and the target is never read. Image references
 * are rewritten as inline images of the path checked, so Astro cannot read a label another way.
 */
import { lstat, readFile, realpath } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
import { hasImageExtension, IMAGE_FOLDER, imageProblem, MAX_IMAGE_BYTES } from "../lib/image-files";

interface Node {
  type: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  identifier?: string;
  children?: Node[];
  position?: { start: { line: number } };
}

/**
 * Each image's path with its line, in document order, after turning every image reference into an
 * inline image of the path its definition gives: the first definition of a label, labels compared
 * as mdast-util-definitions compares them (upper-cased), which is how Astro's own image collection
 * reads them. With no reference left, what this check reads is all Astro can import, whatever the
 * two lookups would make of duplicate or case-folded labels. A reference without a definition
 * becomes its alt text.
 */
function imagesIn(tree: Node): { url: string; line: number | undefined }[] {
  const definitions = new Map<string, Node>();
  const images: Node[] = [];
  const references: Node[] = [];
  const visit = (node: Node) => {
    const label = node.identifier?.toUpperCase();
    if (node.type === "definition" && label !== undefined && !definitions.has(label)) {
      definitions.set(label, node);
    }
    if (node.type === "image") images.push(node);
    if (node.type === "imageReference") references.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  for (const node of references) {
    const definition = definitions.get(node.identifier?.toUpperCase() ?? "");
    const { alt, position } = node;
    for (const key of Object.keys(node)) delete (node as unknown as Record<string, unknown>)[key];
    Object.assign(
      node,
      definition
        ? { type: "image", url: definition.url ?? "", alt, title: definition.title, position }
        : { type: "text", value: alt ?? "", position },
    );
    if (definition) images.push(node);
  }
  return images
    .map((node) => ({ url: node.url ?? "", line: node.position?.start.line }))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** Why `url`, written in `file`, is not an image the build may use, or null when it is. */
async function imagePathProblem(root: string, file: string, url: string): Promise<string | null> {
  const refused = `is not an image in ${IMAGE_FOLDER}`;
  if (/^[a-z][a-z\d+.-]*:|^[/\\]|[?#\\]/i.test(url)) return refused;
  let decoded: string;
  try {
    decoded = decodeURI(url);
  } catch {
    return refused;
  }
  const target = resolve(dirname(file), decoded);
  const path = relative(root, target).split(sep).join("/");
  if (!path.startsWith(IMAGE_FOLDER) || !hasImageExtension(path)) return refused;
  // Every folder on the way and the file itself must be what they say, not links elsewhere.
  const real = await realpath(target).catch(() => null);
  if (real !== resolve(await realpath(root), path)) return `${refused} (it does not exist there)`;
  const info = await lstat(target);
  if (!info.isFile()) return refused;
  if (info.size > MAX_IMAGE_BYTES) return `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
  return (await imageProblem(path, await readFile(target)))
    ? "is not an image that can be read"
    : null;
}

/** The remark plugin: `root` is the project's folder, the one IMAGE_FOLDER is relative to. */
export function contentImages({ root }: { root: string }) {
  return async (tree: Node, file: { path?: string }) => {
    const source = file.path ?? "";
    const problems: string[] = [];
    for (const { url, line } of imagesIn(tree)) {
      const problem = await imagePathProblem(root, source, url);
      if (problem) problems.push(`line ${line ?? "?"}: the image "${url}" ${problem}`);
    }
    if (problems.length > 0) {
      const name = relative(root, source).split(sep).join("/") || "A Markdown file";
      throw new Error(
        `${name}: ${problems.join("; ")}. Add images with the editor's image button.`,
      );
    }
  };
}
