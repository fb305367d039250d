/** Test fixtures: a tiny build folder and temporary databases, all under the OS temp folder. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import type { AppOptions } from "../../server/app";
import type { NewLead } from "../../server/leads";
import { type ContactValues, contactFields } from "../../src/features/contact/schema";

/** Writes a text file, making its folders first. */
export function writeFileWithFolders(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const page = (title: string, head = "") =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body><main><h1>${title}</h1>${"<p>Automation that pays for itself.</p>".repeat(40)}</main></body></html>`;

/** What the real pages carry in their head: inline script, inline style, and JSON-LD data. */
export const fixtureInline = {
  script: "document.documentElement.dataset.ready = 'yes';",
  style: "#loading-screen{display:none}",
  data: '{"@context":"https://schema.org","@type":"WebSite"}',
};
const homeHead =
  `<script>${fixtureInline.script}</script><style>${fixtureInline.style}</style>` +
  `<script type="application/ld+json">${fixtureInline.data}</script>` +
  `<script type="module" src="/assets/app-abc123.js"></script>`;

/** The build folder as the real build lays it out, with one file of each kind. */
export const fixtureFiles: Record<string, string | Buffer> = {
  "index.html": page("Home", homeHead),
  "pricing/index.html": page("Pricing"),
  "process-audit/index.html": page("Process Audit"),
  "blog/index.html": page("Blog"),
  "blog/first-post/index.html": page("First post"),
  "404.html": page("Unexpected Application Error!"),
  "assets/app-abc123.js": `export const greet = (name) => "Hello " + name;\n`.repeat(60),
  "assets/app-abc123.css": "body { color: #047857; }\n".repeat(60),
  "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>`,
  "icon-192.png": Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
  "site.webmanifest": JSON.stringify({ name: "Fixture", icons: [] }),
  "sitemap.xml": `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`,
  "robots.txt": "User-agent: *\nAllow: /\n",
};

export interface Fixture {
  dir: string;
  buildDir: string;
  staticRoot: string;
  /** A fresh database path inside the fixture folder. */
  dbPath(name?: string): string;
  remove(): void;
}

export function makeFixture(): Fixture {
  const dir = mkdtempSync(join(tmpdir(), "eca-server-"));
  const buildDir = join(dir, "dist");
  const staticRoot = buildDir;
  for (const [path, content] of Object.entries(fixtureFiles)) {
    mkdirSync(dirname(join(staticRoot, path)), { recursive: true });
    writeFileSync(join(staticRoot, path), content);
  }
  // Outside the static root: must never be reachable.
  writeFileSync(join(dir, "secret.txt"), "top secret");
  let databases = 0;
  return {
    dir,
    buildDir,
    staticRoot,
    dbPath: (name = `leads-${++databases}`) => join(dir, "data", `${name}.db`),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** App options for a fixture: no webhook, generous rate limit unless overridden. */
export function appOptions(fixture: Fixture, overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    staticRoot: fixture.staticRoot,
    siteSourceDir: fixture.dir,
    leadsDb: fixture.dbPath(),
    rateLimit: { max: 1000, windowMs: 600_000 },
    trustProxy: 0,
    hsts: "auto",
    ...overrides,
  };
}

export const validLead = {
  "form-name": "contact",
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines LLC",
  phone: "(206) 555-0100",
  email: "ada@example.com",
  description: "Automate our invoicing",
  subject: "spoofed subject",
  "bot-field": "",
};

/** A lead as the store takes it, for tests that write to the store directly. */
export const storedLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  // Every field the form posts, empty unless named below: a new field needs no change here.
  ...(Object.fromEntries(contactFields.map((field) => [field, ""])) as ContactValues),
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines LLC",
  phone: "",
  email: "ada@example.com",
  description: "",
  event: "",
  package: "",
  subject: "New Automation Consultation Request - Analytical Engines LLC",
  sourcePage: "/",
  intent: null,
  page: "/",
  receivedAt: "2026-11-25T09:00:00.000Z",
  userAgent: null,
  clientAddress: null,
  ...overrides,
});

/** A form body; pairs when a name repeats (the inbox's ticked leads). */
export const formBody = (fields: Record<string, string> | [string, string][]) =>
  new URLSearchParams(fields).toString();

/** Rows read through a separate connection: what is really on disk. */
export function readRows(dbPath: string, table: "leads" | "outbox"): Record<string, unknown>[] {
  if (!existsSync(dbPath)) return [];
  const db = new Database(dbPath);
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}
