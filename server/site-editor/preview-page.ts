/**
 * A page of the preview build as a site account sees it under PREVIEW_PREFIX: its links and files
 * point into the preview, a bar at the top says "Preview, not live yet" with Publish, and each text
 * that comes from an editor field carries where to edit it (preview/edit.js draws the Edit button).
 * The page is read and written by parse5, the parser csp.ts reads pages with; the built file itself
 * is never changed, so the build that goes live is the build that was previewed.
 */
import {
  type DefaultTreeAdapterTypes,
  parse,
  parseFragment,
  serialize,
  defaultTreeAdapter as tree,
} from "parse5";
import { PREVIEW_PREFIX, PREVIEW_TOOLS } from "../../src/lib/editor-paths";
import { type EditTarget, normalText, targetFor } from "./edit-marks";

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * Attributes that hold one of the site's own URLs (islands name their scripts in two of them). A
 * form's action is left alone: the contact form posts to the live site's own handler either way.
 */
const urlAttributes = new Set(["href", "src", "poster", "component-url", "renderer-url"]);

/** Elements whose text is never a field's: what the page runs or describes, not what it shows. */
const skipped = new Set(["script", "style", "template", "noscript", "head", "svg"]);

/** A path of the site as the preview serves it: "/pricing" → "/preview/pricing". */
export const previewPath = (path: string) =>
  path === "/" ? PREVIEW_PREFIX : `${PREVIEW_PREFIX}${path}`;

/** Root-relative URLs of the site (not "//host") point into the preview. */
function intoPreview(value: string): string {
  if (!value.startsWith("/") || value.startsWith("//")) return value;
  if (value === PREVIEW_PREFIX || value.startsWith(`${PREVIEW_PREFIX}/`)) return value;
  const cut = value.search(/[?#]/);
  return cut === -1 ? previewPath(value) : `${previewPath(value.slice(0, cut))}${value.slice(cut)}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

const isElement = (node: Node): node is Element => "tagName" in node;

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!("childNodes" in node)) return "";
  if (isElement(node) && skipped.has(node.tagName)) return "";
  return node.childNodes.map(textOf).join("");
}

/**
 * Marks the innermost elements whose whole text a field holds with `data-edit` (the editor's
 * address) and `data-edit-label`.
 */
function mark(node: Node, targets: Map<string, EditTarget[]>, pagePath: string): void {
  if (!("childNodes" in node)) return;
  if (isElement(node) && skipped.has(node.tagName)) return;
  for (const child of node.childNodes) mark(child, targets, pagePath);
  if (!isElement(node) || node.tagName === "body" || node.tagName === "html") return;
  const text = normalText(textOf(node));
  const candidates = targets.get(text);
  if (!candidates) return;
  // A wrapper around one marked element says the same thing: the element inside keeps the mark.
  const inner = node.childNodes.some(
    (child) =>
      isElement(child) &&
      child.attrs.some((attr) => attr.name === "data-edit") &&
      normalText(textOf(child)) === text,
  );
  const target = targetFor(candidates, pagePath);
  if (inner || !target) return;
  node.attrs.push(
    { name: "data-edit", value: target.url },
    { name: "data-edit-label", value: target.label },
  );
}

function rewriteUrls(node: Node): void {
  if (isElement(node)) {
    for (const attr of node.attrs) {
      if (urlAttributes.has(attr.name)) attr.value = intoPreview(attr.value);
    }
  }
  if ("childNodes" in node) for (const child of node.childNodes) rewriteUrls(child);
  if (isElement(node) && node.tagName === "template") {
    rewriteUrls((node as DefaultTreeAdapterTypes.Template).content as unknown as Node);
  }
}

function find(node: Node, tagName: string): Element | null {
  if (isElement(node) && node.tagName === tagName) return node;
  if (!("childNodes" in node)) return null;
  for (const child of node.childNodes) {
    const found = find(child, tagName);
    if (found) return found;
  }
  return null;
}

export interface PreviewBar {
  /** The account's CSRF token, for Publish and Preview again. */
  csrfToken: string;
  /** "Changes saved by 3:20 PM" or, when a save came after the preview, what to do. */
  current: boolean;
  builtAt: string;
}

/** The bar at the top of every previewed page. */
function barHtml(pagePath: string, bar: PreviewBar): string {
  const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(bar.csrfToken)}">`;
  const status = bar.current
    ? `Shows the changes saved by ${escapeHtml(bar.builtAt)}.`
    : "Out of date: changes were saved after this preview was made, and it does not show them.";
  const again = bar.current
    ? ""
    : `<form method="post" action="/admin/site/preview"><input type="hidden" name="path" value="${escapeHtml(pagePath)}">${csrf}<button type="submit" class="eca-preview-button secondary">Preview again</button></form>`;
  return `<div class="eca-preview-bar" role="region" aria-label="Preview" id="eca-preview-bar">
<p><strong>Preview, not live yet</strong> <span class="eca-preview-status" role="status">${status}</span></p>
<div class="eca-preview-actions">${again}<form method="post" action="/admin/site/publish">${csrf}<button type="submit" class="eca-preview-button">Publish</button></form>
<a href="/keystatic">Back to the editor</a> <a href="${escapeHtml(pagePath)}">Live page</a></div>
</div>`;
}

/** The previewed page's HTML: links into the preview, the bar, the Edit marks, its tools. */
export function previewPage(
  html: string,
  pagePath: string,
  targets: Map<string, EditTarget[]>,
  bar: PreviewBar,
): string {
  const document = parse(html);
  const body = find(document, "body");
  mark(body ?? document, targets, pagePath);
  rewriteUrls(document);
  const head = find(document, "head");
  if (head) {
    const tools = parseFragment(
      `<meta name="robots" content="noindex"><link rel="stylesheet" href="${PREVIEW_TOOLS}preview.css"><script type="module" src="${PREVIEW_TOOLS}edit.js"></script>`,
    );
    for (const node of tools.childNodes) tree.appendChild(head, node);
  }
  if (body) {
    const first = body.childNodes[0];
    for (const node of parseFragment(barHtml(pagePath, bar)).childNodes) {
      if (first) tree.insertBefore(body, node, first);
      else tree.appendChild(body, node);
    }
  }
  return serialize(document);
}
