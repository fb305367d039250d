/**
 * The Content-Security-Policy of one built page, computed from its HTML: every inline script and
 * style it holds is allowed by its SHA-256 hash, so the policy cannot drift from the page. The
 * server (static.ts, at startup) and the static host's `_headers` file (scripts/postbuild.ts, at
 * build) both call `pageCsp` on the same built files. See docs/decisions/008-security-headers.md.
 */
import { createHash } from "node:crypto";
import { cspDirectives, thirdPartyScripts } from "./policy";

export interface InlineContent {
  /** Text of each inline script that runs (classic, module, importmap, speculationrules). */
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

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Attribute values are hashed as the browser sees them, after character references. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    const char = namedEntities[name.toLowerCase()];
    if (char === undefined) throw new Error(`unknown character reference ${reference}`);
    return char;
  });
}

/** Name (lower case) and decoded value of each attribute in the inside of a start tag. */
function attributes(tagInside: string): [string, string][] {
  const found: [string, string][] = [];
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tagInside.matchAll(pattern)) {
    const [, name = "", double, single, bare] = match;
    found.push([name.toLowerCase(), decodeAttribute(double ?? single ?? bare ?? "")]);
  }
  return found;
}

/** The browser normalises CR LF and lone CR to LF before it parses (and hashes) anything. */
const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, "\n");

/** Everything in a page that the policy has to allow or that it would block. */
export function findInlineContent(html: string): InlineContent {
  const found: InlineContent = {
    scripts: [],
    styles: [],
    styleAttributes: [],
    externalScripts: [],
    blocked: [],
  };
  const source = normaliseNewlines(html).replace(/<!--[\s\S]*?-->/g, "");
  // Raw-text elements first (their text is not markup), then the tags that remain.
  const rest = source.replace(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi,
    (_, element: string, inside: string, text: string) => {
      const attrs = new Map(attributes(inside));
      if (element.toLowerCase() === "style") {
        found.styles.push(text);
      } else if (javascriptTypes.has((attrs.get("type") ?? "").trim().toLowerCase())) {
        const src = attrs.get("src");
        if (src !== undefined) found.externalScripts.push(src);
        else found.scripts.push(text);
      }
      return `<${element}${inside}>`;
    },
  );
  for (const [, inside = ""] of rest.matchAll(/<[a-z][a-z0-9-]*(\s[^>]*)?>/gi)) {
    for (const [name, value] of attributes(inside)) {
      if (name === "style") found.styleAttributes.push(value);
      else if (name.startsWith("on")) found.blocked.push(`${name}="${value}"`);
      else if (/^\s*javascript:/i.test(value)) found.blocked.push(`${name}="${value}"`);
    }
  }
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
