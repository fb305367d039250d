/**
 * An image in Markdown or MDX is a file the build imports: Astro turns `![alt](path)` into an
 * import of `path`, whatever that file is. A Markdown file imported so has its `layout:` imported
 * in turn, an MDX file runs, and a file that is neither is read and may show in the build's error
 * message. The editor on our server lets a signed-in account write articles, and the build runs on
 * that server, so before Astro sees an image, this remark plugin checks that its path names an
 * image in the image folder (src/lib/image-files.ts): a relative path without query or fragment,
 * an image extension, no symbolic link on the way, and bytes that decode as that image. Anything
 * else stops the build naming the file and the line, and the target is never read.
 */
import { lstat, readFile, realpath } from "node:fs/promises";
import { dirname, relative, resolve, sep } from "node:path";
import { hasImageExtension, IMAGE_FOLDER, imageProblem, MAX_IMAGE_BYTES } from "../lib/image-files";

interface Node {
  type: string;
  url?: string;
  identifier?: string;
  children?: Node[];
  position?: { start: { line: number } };
}

/** Each image's path (inline, or by a reference's definition) with its line, in document order. */
function imagesIn(tree: Node): { url: string; line: number | undefined }[] {
  const definitions = new Map<string, string>();
  const images: { node: Node; url: () => string | undefined }[] = [];
  const visit = (node: Node) => {
    if (node.type === "definition" && node.identifier) {
      definitions.set(node.identifier, node.url ?? "");
    }
    if (node.type === "image") images.push({ node, url: () => node.url });
    if (node.type === "imageReference") {
      images.push({ node, url: () => definitions.get(node.identifier ?? "") });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return images.flatMap(({ node, url }) => {
    const found = url();
    return found === undefined ? [] : [{ url: found, line: node.position?.start.line }];
  });
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
