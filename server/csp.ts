/**
 * The Content-Security-Policy of one built page, computed from its HTML: every inline script and
 * style it holds is allowed by its SHA-256 hash, so the policy cannot drift from the page. The
 * server (static.ts, at startup) and the static host's `_headers` file (scripts/netlify-headers.ts, at
 * build) both call `pageCsp` on the same built files. The HTML is read by parse5, an HTML parser
 * that follows the browser's parsing rules, so text that merely looks like markup (a `<!--` or a
 * `<script>` in an attribute value, a comment or a `<title>`) is never taken for a script, and
 * each script and style is hashed with exactly the text the browser hashes.
 * See docs/decisions/008-security-headers.md.
 */
import { createHash } from "node:crypto";
import { type DefaultTreeAdapterTypes, parse, defaultTreeAdapter as tree } from "parse5";
import { cspDirectives, thirdPartyScripts } from "./policy";

export interface InlineContent {
  /**
   * Text of each inline script that runs (classic, module, importmap, speculationrules), those
   * inside a `<template>` included.
   */
  scripts: string[];
  /** Text of each `<style>` element (those inside `<noscript>` included). */
  styles: string[];
  /** Values of `style="..."` attributes, decoded. */
  styleAttributes: string[];
  /** `src` of each external script. */
  externalScripts: string[];
  /** Markup CSP without 'unsafe-inline' always blocks: `on*=` handlers, `javascript:` URLs. */
  blocked: string[];
}

/** Script types a browser runs (HTML "script type" rules); any other type is a data block. */
const javascriptTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/**
 * A URL the browser would run as script. The URL parser drops leading spaces and control
 * characters and every tab and newline, so `" java\tscript:"` runs as well.
 */
const isJavascriptUrl = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser strips exactly these
  /^javascript:/i.test(value.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, ""));

/**
 * Attributes whose value the browser follows as a URL. Only these can run a `javascript:` URL; a
 * description that begins "JavaScript: ..." is text.
 */
const urlAttributes = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "poster",
  "background",
  "cite",
  "ping",
]);

type Element = DefaultTreeAdapterTypes.Element;

/** An HTML `<template>`, whose markup parse5 keeps in `content`, as the browser does. */
const isTemplate = (element: Element): element is DefaultTreeAdapterTypes.Template =>
  "content" in element;

/**
 * The text a browser hashes for a script or style: its child text nodes, joined, with CR LF and
 * lone CR already turned into LF by the parser, as the browser's own parser does.
 */
const childText = (element: Element) =>
  element.childNodes.map((child) => (tree.isTextNode(child) ? child.value : "")).join("");

/** Everything in a page that the policy has to allow or that it would block. */
export function findInlineContent(html: string): InlineContent {
  const found: InlineContent = {
    scripts: [],
    styles: [],
    styleAttributes: [],
    externalScripts: [],
    blocked: [],
  };
  const visit = (node: DefaultTreeAdapterTypes.Node) => {
    if (tree.isElementNode(node)) {
      for (const { prefix, name, value } of node.attrs) {
        const attribute = prefix ? `${prefix}:${name}` : name;
        if (attribute === "style") found.styleAttributes.push(value);
        else if (
          attribute.startsWith("on") ||
          (urlAttributes.has(attribute) && isJavascriptUrl(value))
        )
          found.blocked.push(`${attribute}="${value}"`);
      }
      if (node.tagName === "style") found.styles.push(childText(node));
      if (node.tagName === "script") {
        const attribute = (name: string) => node.attrs.find((attr) => attr.name === name)?.value;
        if (javascriptTypes.has((attribute("type") ?? "").trim().toLowerCase())) {
          const src = attribute("src");
          if (src !== undefined) found.externalScripts.push(src);
          else found.scripts.push(childText(node));
        }
      }
      // A script may put a template's content in the page, where it runs or applies.
      if (isTemplate(node)) visit(node.content);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  // Without scripting, as a browser with JavaScript off reads it, `<noscript>` holds elements:
  // its styles then apply and need their hashes. Its scripts never run; hashing them costs nothing.
  visit(parse(html, { scriptingEnabled: false }));
  return found;
}

export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const unique = (items: Iterable<string>) => [...new Set(items)];

/**
 * The page's policy. Inline scripts and styles are allowed by hash; a style attribute needs
 * 'unsafe-hashes' and its own hash (the built site has none today). A script from another origin
 * is allowed only when server/policy.ts lists that origin, together with the sources it needs
 * (the analytics host, only present when the build had GA_MEASUREMENT_ID). Anything a policy
 * without 'unsafe-inline' must block throws, naming the page, so the build fails instead of the
 * visitor's browser.
 */
export function pageCsp(html: string, page = "page"): string {
  const inline = findInlineContent(html);
  if (inline.blocked.length > 0) {
    throw new Error(
      `${page}: inline event handlers or javascript: URLs are blocked by the Content-Security-Policy: ${inline.blocked.join(", ")}`,
    );
  }
  const directives = new Map<string, string[]>(
    Object.entries(cspDirectives).map(([name, sources]) => [name, [...sources]]),
  );
  const add = (name: string, sources: readonly string[]) =>
    directives.set(name, unique([...(directives.get(name) ?? ["'self'"]), ...sources]));

  add("script-src", unique(inline.scripts.map(sha256Source)).sort());
  const styleHashes = unique(inline.styles.map(sha256Source)).sort();
  const attributeHashes = unique(inline.styleAttributes.map(sha256Source)).sort();
  add("style-src", [
    ...styleHashes,
    ...(attributeHashes.length > 0 ? ["'unsafe-hashes'", ...attributeHashes] : []),
  ]);

  for (const src of inline.externalScripts) {
    const url = URL.canParse(src) ? new URL(src) : null;
    if (!url) continue; // a relative URL: same origin, allowed by 'self'
    const allowed = thirdPartyScripts[url.origin];
    if (!allowed) {
      throw new Error(
        `${page}: a script from ${url.origin} is not allowed; list the origin in thirdPartyScripts (server/policy.ts) if it is meant to be there`,
      );
    }
    for (const [name, sources] of Object.entries(allowed)) add(name, sources);
  }

  return [...directives]
    .map(([name, sources]) => (sources.length > 0 ? `${name} ${sources.join(" ")}` : name))
    .join("; ");
}
