import { describe, expect, it } from "vitest";
import { PREVIEW_TOOLS } from "../../src/lib/editor-paths";
import { findInlineContent } from "../csp";
import { type EditTarget, editorUrl } from "./edit-marks";
import { previewPage } from "./preview-page";

const target = (label: string, file: string): EditTarget => ({
  url: editorUrl("pageHome", null, label.split(" › ")),
  label: `Home: ${label}`,
  file,
});

const targets = new Map<string, EditTarget[]>([
  ["Automate the busywork.", [target("Hero › Headline", "src/content/page-copy/home.json")]],
  [
    "Book a call",
    [
      target("Footer › Button", "src/content/page-copy/about-us.json"),
      target("Hero › Button", "src/content/page-copy/home.json"),
    ],
  ],
]);

const bar = { csrfToken: "tok&en", current: true, builtAt: "Nov 28, 2026, 9:00 AM PST" };

const page = `<!doctype html><html><head><title>x</title><link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/page.js"></script></head>
<body><header><a href="/">Home</a> <a href="//cdn.example.com/x">cdn</a> <a href="https://example.com/">out</a></header>
<main><div><h1>Automate   the
busywork.</h1></div><p>Automate the busywork. And more.</p>
<a class="button" href="/contact?intent=call#top">Book a call</a>
<astro-island component-url="/assets/Roi.js" renderer-url="/assets/client.js"></astro-island>
<form action="/" method="post"></form><img src="/assets/img/a.jpg" alt=""></main>
<script>/* Automate the busywork. */</script></body></html>`;

describe("a previewed page", () => {
  const html = previewPage(page, "/", targets, bar);

  it("points the site's own links and files into the preview, and no others", () => {
    expect(html).toContain('href="/preview"');
    expect(html).toContain('href="/preview/assets/site.css"');
    expect(html).toContain('src="/preview/assets/page.js"');
    expect(html).toContain('href="/preview/contact?intent=call#top"');
    expect(html).toContain('component-url="/preview/assets/Roi.js"');
    expect(html).toContain('renderer-url="/preview/assets/client.js"');
    expect(html).toContain('src="/preview/assets/img/a.jpg"');
    expect(html).toContain('<form action="/" method="post">');
    expect(html).toContain('href="//cdn.example.com/x"');
    expect(html).toContain('href="https://example.com/"');
  });

  it("marks the innermost element whose whole text a field holds, preferring the page's own entry", () => {
    expect(html).toContain(
      '<h1 data-edit="/keystatic/singleton/pageHome#edit=Hero%20%E2%80%BA%20Headline" data-edit-label="Home: Hero › Headline">',
    );
    expect(html).toContain("<div><h1 data-edit");
    expect(html).toContain("<p>Automate the busywork. And more.</p>");
    expect(html).toMatch(
      /<a class="button" href="[^"]+" data-edit="[^"]+Hero%20%E2%80%BA%20Button"/,
    );
  });

  it("carries the bar, its forms and tools, and the page's own scripts unchanged", () => {
    expect(html).toContain("Preview, not live yet");
    expect(html).toContain("Shows the changes saved by Nov 28, 2026, 9:00 AM PST.");
    expect(html).toContain('<form method="post" action="/admin/site/publish">');
    expect(html).toContain('value="tok&amp;en"');
    expect(html).not.toContain("Preview again");
    expect(html).toContain(`<script type="module" src="${PREVIEW_TOOLS}edit.js"></script>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(findInlineContent(html).scripts).toEqual(["/* Automate the busywork. */"]);
  });

  it("says when it is out of date, with Preview again for this page", () => {
    const stale = previewPage(page, "/pricing", targets, { ...bar, current: false });
    expect(stale).toContain("Out of date: changes were saved after this preview was made");
    expect(stale).toContain('<input type="hidden" name="path" value="/pricing">');
    expect(stale).toContain("Preview again");
    expect(stale).toContain('<a href="/pricing">Live page</a>');
  });
});
