/**
 * The MDN HTTP Observatory's grading, for tests: the ten tests it runs today and their published
 * score modifiers (github.com/mdn/mdn-http-observatory, src/grader/charts.js and
 * src/analyzer/tests/*.js). Every site starts at 100; bonuses count only when the score without
 * them is at least 90; 100 or more is A+.
 *
 * Modelled faithfully for what this site can send. Simplified where it cannot matter here, and
 * said so: HSTS preloading is not looked up (no bonus assumed), the HTTP-to-HTTPS redirection is
 * an input (the Observatory probes port 80, which a unit test cannot), "same domain" for SRI
 * compares the last two host labels (the Observatory uses the public suffix list), and cookies
 * other than none are refused rather than graded.
 */

export type Redirection = "to-https" | "not-needed-no-http" | "missing";

export interface ObservatoryInput {
  /** The scanned URL (https: for a deployed site). */
  url: string;
  /** Response headers of that URL (the final response, after redirects). */
  headers: Headers;
  /** Its HTML body. */
  html: string;
  /** What the site does on plain HTTP (not visible to a unit test, so it is given). */
  redirection: Redirection;
  /** Response of a request sent with an Origin header (the Observatory's CORS probe). */
  corsProbe?: { origin: string; headers: Headers };
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

/**
 * Policies (comma-separated, as several headers combine) into directive -> sources. A directive
 * repeated within one policy makes the header invalid, as in the Observatory's parser; with
 * several policies, a directive keeps the sources that every policy naming it allows.
 */
export function parseCsp(header: string): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const policy of header.split(",").map((part) => part.replace(/[\r\n]/g, "").trim())) {
    if (policy.length < "img-src".length - 1) throw new Error(`invalid policy: ${policy}`);
    const seen = new Set<string>();
    for (const entry of policy.split(";")) {
      const [rawDirective, ...values] = entry.trim().split(/\s+/);
      if (!rawDirective) continue;
      const directive = rawDirective.toLowerCase();
      if (seen.has(directive)) throw new Error(`duplicate directive ${directive}`);
      seen.add(directive);
      const sources = new Set(
        values.length > 0
          ? values.map((value) => value.toLowerCase())
          : directive.endsWith("-src")
            ? ["'none'"]
            : [],
      );
      const previous = result.get(directive);
      const kept = previous
        ? new Set([...sources].filter((source) => previous.has(source)))
        : sources;
      result.set(directive, kept.size > 0 || !previous ? kept : new Set(["'none'"]));
    }
  }
  return result;
}

function cspTest(input: ObservatoryInput): TestResult & { frameAncestors: boolean } {
  const test = "content-security-policy";
  const header = input.headers.get("content-security-policy");
  if (!header) return { test, result: "csp-not-implemented", modifier: -25, frameAncestors: false };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(header);
  } catch {
    return { test, result: "csp-header-invalid", modifier: -25, frameAncestors: false };
  }
  const get = (...names: string[]) =>
    new Set(names.map((name) => csp.get(name)).find(Boolean) ?? ["*"]);
  const scriptSrc = get("script-src", "default-src");
  const styleSrc = get("style-src", "default-src");
  const objectSrc = get("object-src", "default-src");
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)))) {
      sources.delete("'unsafe-inline'");
    }
  }
  const https = new URL(input.url).protocol === "https:";
  const active = [
    ...[...csp].filter(([name]) => !["img-src", "media-src", "script-src"].includes(name)),
    ["script-src", scriptSrc] as const,
  ].flatMap(([, sources]) => [...sources]);
  const passive = ["img-src", "media-src"].flatMap((name) => [
    ...(csp.get(name) ?? csp.get("default-src") ?? []),
  ]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");

  // The Observatory keeps the first result that applies, in this order.
  const results: [string, number][] = [];
  const first = (candidate: [string, number]) => {
    results.push(candidate);
  };
  if (
    [...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    first(["csp-implemented-with-unsafe-inline", -20]);
  }
  if (https && active.some(insecure)) first(["csp-implemented-with-insecure-scheme", -20]);
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    first(["csp-implemented-with-unsafe-eval", -10]);
  }
  if (https && passive.some(insecure)) {
    first(["csp-implemented-with-insecure-scheme-in-passive-content-only", -10]);
  }
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) {
    first(["csp-implemented-with-unsafe-inline-in-style-src-only", 0]);
  }
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) {
    first(["csp-implemented-with-no-unsafe-default-src-none", 10]);
  }
  first(["csp-implemented-with-no-unsafe", 5]);
  const [name, modifier]: [string, number] = results[0] ?? ["csp-implemented-with-no-unsafe", 5];
  return { test, result: name, modifier, frameAncestors: csp.has("frame-ancestors") };
}

function cookiesTest(input: ObservatoryInput): TestResult {
  if (input.headers.get("set-cookie")) {
    throw new Error("cookies are not modelled: this site sets none");
  }
  return { test: "cookies", result: "cookies-not-found", modifier: 0 };
}

function corsTest(input: ObservatoryInput): TestResult {
  const test = "cross-origin-resource-sharing";
  const probe = input.corsProbe;
  const allowOrigin = probe?.headers.get("access-control-allow-origin")?.trim().toLowerCase();
  if (!probe || !allowOrigin) {
    return { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  }
  if (allowOrigin === "*") {
    return {
      test,
      result: "cross-origin-resource-sharing-implemented-with-public-access",
      modifier: 0,
    };
  }
  const credentials = probe.headers.get("access-control-allow-credentials")?.trim().toLowerCase();
  if (allowOrigin === probe.origin.toLowerCase() && credentials === "true") {
    return {
      test,
      result: "cross-origin-resource-sharing-implemented-with-universal-access",
      modifier: -50,
    };
  }
  return {
    test,
    result: "cross-origin-resource-sharing-implemented-with-restricted-access",
    modifier: 0,
  };
}

function redirectionTest(input: ObservatoryInput): TestResult {
  const test = "redirection";
  if (input.redirection === "to-https")
    return { test, result: "redirection-to-https", modifier: 0 };
  if (input.redirection === "not-needed-no-http") {
    return { test, result: "redirection-not-needed-no-http", modifier: 0 };
  }
  return { test, result: "redirection-missing", modifier: -20 };
}

function referrerPolicyTest(input: ObservatoryInput): TestResult {
  const test = "referrer-policy";
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const header = input.headers.get("referrer-policy");
  if (!header) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  const policy = header
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (policy && good.includes(policy)) {
    return { test, result: "referrer-policy-private", modifier: 5 };
  }
  if (policy) return { test, result: "referrer-policy-unsafe", modifier: -5 };
  return { test, result: "referrer-policy-header-invalid", modifier: -5 };
}

/** The Observatory's "six months", with the white lie it tells for 15552000. */
const SIX_MONTHS = 15_552_000;

function hstsTest(input: ObservatoryInput): TestResult {
  const test = "strict-transport-security";
  if (new URL(input.url).protocol !== "https:") {
    return { test, result: "hsts-not-implemented-no-https", modifier: -20 };
  }
  const header = input.headers.get("strict-transport-security")?.slice(0, 1024);
  if (!header) return { test, result: "hsts-not-implemented", modifier: -20 };
  let maxAge: number | null = null;
  for (const parameter of header.split(";").map((part) => part.trim().toLowerCase())) {
    if (parameter.startsWith("max-age=")) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
  }
  if (header.includes(",") || maxAge === null || Number.isNaN(maxAge)) {
    return { test, result: "hsts-header-invalid", modifier: -20 };
  }
  return maxAge < SIX_MONTHS
    ? { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 }
    : { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

const siteDomain = (host: string) => host.split(".").slice(-2).join(".");

function sriTest(input: ObservatoryInput): TestResult {
  const test = "subresource-integrity";
  const type = input.headers.get("content-type")?.split(";")[0]?.trim();
  if (type && type !== "text/html") {
    return { test, result: "sri-not-implemented-response-not-html", modifier: 0 };
  }
  const scripts = [...input.html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? "");
  if (scripts.length === 0) {
    return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  }
  const page = new URL(input.url);
  let worst: TestResult | null = null;
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1];
    if (!src) continue;
    const integrity = /\sintegrity\s*=/i.test(` ${attributes}`);
    if (src.startsWith("//")) {
      foreign = true;
      worst = integrity
        ? {
            test,
            result: "sri-implemented-but-external-scripts-not-loaded-securely",
            modifier: -20,
          }
        : {
            test,
            result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
            modifier: -50,
          };
      continue;
    }
    if (!/^https?:\/\//i.test(src)) continue; // relative: same origin
    const url = new URL(src);
    if (siteDomain(url.hostname) === siteDomain(page.hostname)) continue;
    foreign = true;
    const secure = url.protocol === "https:";
    const candidate: TestResult = integrity
      ? secure
        ? { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
        : {
            test,
            result: "sri-implemented-but-external-scripts-not-loaded-securely",
            modifier: -20,
          }
      : secure
        ? { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 }
        : {
            test,
            result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
            modifier: -50,
          };
    if (!worst || candidate.modifier < worst.modifier) worst = candidate;
  }
  if (worst && worst.modifier < 5) return worst;
  return foreign
    ? { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
    : {
        test,
        result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
        modifier: 0,
      };
}

function xContentTypeOptionsTest(input: ObservatoryInput): TestResult {
  const test = "x-content-type-options";
  const header = input.headers.get("x-content-type-options");
  if (!header) return { test, result: "x-content-type-options-not-implemented", modifier: -5 };
  return header.trim().toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0 }
    : { test, result: "x-content-type-options-header-invalid", modifier: -5 };
}

function xFrameOptionsTest(input: ObservatoryInput, frameAncestors: boolean): TestResult {
  const test = "x-frame-options";
  if (frameAncestors) return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const header = input.headers.get("x-frame-options")?.trim().toLowerCase();
  if (!header) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  if (header === "deny" || header === "sameorigin") {
    return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  }
  if (header.startsWith("allow-from")) {
    return { test, result: "x-frame-options-allow-from-origin", modifier: 0 };
  }
  return { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

function corpTest(input: ObservatoryInput): TestResult {
  const test = "cross-origin-resource-policy";
  const header = input.headers
    .get("cross-origin-resource-policy")
    ?.slice(0, 256)
    .trim()
    .toLowerCase();
  if (!header) return { test, result: "cross-origin-resource-policy-not-implemented", modifier: 0 };
  if (header === "same-origin") {
    return {
      test,
      result: "cross-origin-resource-policy-implemented-with-same-origin",
      modifier: 10,
    };
  }
  if (header === "same-site") {
    return {
      test,
      result: "cross-origin-resource-policy-implemented-with-same-site",
      modifier: 10,
    };
  }
  if (header === "cross-origin") {
    return {
      test,
      result: "cross-origin-resource-policy-implemented-with-cross-origin",
      modifier: 0,
    };
  }
  return { test, result: "cross-origin-resource-policy-header-invalid", modifier: -5 };
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  tests: TestResult[];
}

/** Runs the ten tests and grades the result as the Observatory does. */
export function observatoryScore(input: ObservatoryInput): ObservatoryScore {
  const { frameAncestors, ...csp } = cspTest(input);
  const tests = [
    csp,
    cookiesTest(input),
    corsTest(input),
    redirectionTest(input),
    referrerPolicyTest(input),
    hstsTest(input),
    sriTest(input),
    xContentTypeOptionsTest(input),
    xFrameOptionsTest(input, frameAncestors),
    corpTest(input),
  ];
  const withExtraCredit = 100 + tests.reduce((sum, test) => sum + test.modifier, 0);
  const uncurved = 100 + tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 0);
  const score = Math.max(0, uncurved >= 90 ? withExtraCredit : uncurved);
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? "F";
  return { score, grade, tests };
}
