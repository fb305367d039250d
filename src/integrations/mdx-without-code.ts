/**
 * Articles are text, never code: an MDX file may use the article components with literal
 * attributes, and nothing else MDX allows (import/export statements, {expressions}, attributes
 * computed by an expression, HTML elements written as JSX). The editor on our own server lets a
 * signed-in account write these files, and the build runs on that server: without this check,
 * a stolen session could make the next Publish run any code, or put a script on every page.
 * A remark plugin, so it runs while the file is compiled, before anything in it is evaluated.
 */

/** The components the article page renders (src/pages/blog/[slug].astro); a test keeps them equal. */
export const articleComponents = [
  "Amount",
  "Callout",
  "Claim",
  "ContactCta",
  "Figure",
  "Testimonial",
] as const;

/** Where a link may lead: a page of this site (no scheme), the web, an email or a phone call. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:]*$)/i;

interface Node {
  type: string;
  name?: string | null;
  url?: string;
  value?: unknown;
  attributes?: Node[];
  children?: Node[];
  position?: { start: { line: number } };
}

/** What in the tree is code, as "line N: what", in document order. */
export function codeIn(tree: Node): string[] {
  const found: string[] = [];
  const allowed = new Set<string>(articleComponents);
  const visit = (node: Node) => {
    const at = `line ${node.position?.start.line ?? "?"}`;
    if (node.type === "mdxjsEsm") found.push(`${at}: an import or export statement`);
    // A javascript: link is a script the visitor runs by a click; the page's policy would block it.
    if ((node.type === "link" || node.type === "definition") && !SAFE_LINK.test(node.url ?? "")) {
      found.push(`${at}: a link to "${node.url?.split(":")[0]}:"`);
    }
    if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
      found.push(`${at}: a {...} expression`);
    }
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      if (!node.name || !allowed.has(node.name)) found.push(`${at}: <${node.name ?? ""}>`);
      for (const attribute of node.attributes ?? []) {
        if (attribute.type !== "mdxJsxAttribute" || typeof (attribute.value ?? "") !== "string") {
          found.push(`${at}: an attribute computed by an expression`);
        }
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return found;
}

/** The remark plugin: stops the build on the first MDX file with code in it, naming the file. */
export function mdxWithoutCode() {
  return (tree: Node, file: { path?: string }) => {
    const found = codeIn(tree);
    if (found.length > 0) {
      throw new Error(
        `${file.path ?? "An MDX file"} has code in it, which articles may not: ${found.join("; ")}. Use the article components with plain text attributes.`,
      );
    }
  };
}
