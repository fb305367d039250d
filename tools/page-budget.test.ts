import {
  acrossPages,
  budgets,
  intentImports,
  isHashedAsset,
  loadImports,
  type PageMeasure,
  pageProblems,
} from "./page-budget";

const KB = 1024;

/** A page within every budget; each test changes what it is about. */
const page = (path: string, overrides: Partial<PageMeasure> = {}) => ({
  path,
  inlineBytes: 1 * KB,
  firstBytes: 5 * KB,
  onLoadIslandBytes: 0,
  onIntentIslandBytes: 70 * KB,
  htmlBytes: 12 * KB,
  htmlSentBytes: 10 * KB,
  beforePaintBytes: 23 * KB,
  cssBytes: 11 * KB,
  fontBytes: 0,
  imageBytes: 0,
  viewFiles: { "/site/assets/app.css": 11 * KB, "/site/assets/shell.js": 4 * KB },
  viewFilesSent: { "/site/assets/app.css": 9 * KB, "/site/assets/shell.js": 3 * KB },
  stylesheets: ["/assets/app.Ab12Cd34.css"],
  paintWaitsFor: ["/assets/app.Ab12Cd34.css"],
  renderBlocking: [],
  unsized: [],
  external: [],
  ...overrides,
});

describe("the second view", () => {
  it("is the document alone when the page needs nothing but what every page loads", () => {
    const rows = acrossPages([page("/"), page("/pricing", { htmlBytes: 14 * KB })]);
    expect(rows.map((row) => row.secondViewBytes)).toEqual([12 * KB, 14 * KB]);
  });

  it("adds the files that not every page loads", () => {
    const article = page("/blog/one", {
      viewFiles: {
        "/site/assets/app.css": 11 * KB,
        "/site/assets/shell.js": 4 * KB,
        "/site/assets/prose.css": 2 * KB,
        "/site/assets/img/cover.avif": 6 * KB,
      },
    });
    const [, row] = acrossPages([page("/"), article]);
    expect(row?.secondViewBytes).toBe(12 * KB + 8 * KB);
  });

  it("fails a page whose second view is over its budget, and passes one at it", () => {
    const own = { ...page("/").viewFiles, "/site/assets/b.css": 3 * KB };
    const [home, atLimit, over] = acrossPages([
      page("/"),
      page("/a", { htmlBytes: budgets.secondView - 3 * KB, viewFiles: own }),
      page("/b", { htmlBytes: budgets.secondView - 3 * KB + 1, viewFiles: own }),
    ]).map((row) => pageProblems(row));
    expect(home).toEqual([]);
    expect(atLimit).toEqual([]);
    expect(over).toEqual(["second view over budget"]);
  });

  it("as the server sends it, counts the document and the page's own files as sent", () => {
    const article = page("/blog/one", {
      htmlSentBytes: 13 * KB,
      viewFiles: { ...page("/").viewFiles, "/site/assets/emoji/1f91d.svg": 3 * KB },
      viewFilesSent: { ...page("/").viewFilesSent, "/site/assets/emoji/1f91d.svg": 1 * KB },
    });
    const [home, row] = acrossPages([page("/"), article]);
    expect(home?.secondViewSentBytes).toBe(10 * KB);
    expect(row?.secondViewSentBytes).toBe(14 * KB);
  });

  it("fails a page whose second view as sent is over its budget, and passes one at it", () => {
    const [home, atLimit, over] = acrossPages([
      page("/"),
      page("/a", { htmlSentBytes: budgets.secondViewSent }),
      page("/b", { htmlSentBytes: budgets.secondViewSent + 1 }),
    ]).map((row) => pageProblems(row));
    expect(home).toEqual([]);
    expect(atLimit).toEqual([]);
    expect(over).toEqual(["second view as sent over budget"]);
  });
});

describe("the stylesheet", () => {
  const problemsOf = (...pages: ReturnType<typeof page>[]) =>
    acrossPages(pages).map((row) => pageProblems(row));
  const notTheOne = (sheets: string) => `stylesheets ${sheets}: not the home page's one, in <head>`;

  it("passes pages that link the home page's one stylesheet in <head>", () => {
    expect(problemsOf(page("/"), page("/pricing"))).toEqual([[], []]);
  });

  it("fails a page that links another stylesheet, a second one, or none", () => {
    const [, other, second, none] = problemsOf(
      page("/"),
      page("/a", {
        stylesheets: ["/assets/a.Zz98Yx76.css"],
        paintWaitsFor: ["/assets/a.Zz98Yx76.css"],
      }),
      page("/b", {
        stylesheets: ["/assets/app.Ab12Cd34.css", "/assets/prose.Ef56Gh78.css"],
        paintWaitsFor: ["/assets/app.Ab12Cd34.css", "/assets/prose.Ef56Gh78.css"],
      }),
      page("/c", { stylesheets: [], paintWaitsFor: [] }),
    );
    expect(other).toEqual([notTheOne("/assets/a.Zz98Yx76.css")]);
    expect(second).toEqual([notTheOne("/assets/app.Ab12Cd34.css, /assets/prose.Ef56Gh78.css")]);
    expect(none).toEqual([notTheOne("none")]);
  });

  it("fails a page whose first paint does not wait for it (linked outside <head>)", () => {
    const [, late] = problemsOf(page("/"), page("/a", { paintWaitsFor: [] }));
    expect(late).toEqual([notTheOne("/assets/app.Ab12Cd34.css")]);
  });

  it("fails every page when the home page links more than one", () => {
    const two = ["/assets/app.Ab12Cd34.css", "/assets/prose.Ef56Gh78.css"];
    const [home, pricing] = problemsOf(
      page("/", { stylesheets: two, paintWaitsFor: two }),
      page("/pricing"),
    );
    expect(home).toEqual([notTheOne(two.join(", "))]);
    expect(pricing).toEqual([notTheOne("/assets/app.Ab12Cd34.css")]);
  });
});

describe("the first view", () => {
  const problemsOf = (overrides: Partial<PageMeasure>) =>
    acrossPages([page("/", overrides)]).flatMap((row) => pageProblems(row));

  it("fails a document over its limit", () => {
    expect(problemsOf({ htmlBytes: budgets.html })).not.toContain("HTML over budget");
    expect(problemsOf({ htmlBytes: budgets.html + 1 })).toContain("HTML over budget");
  });

  it("fails a page whose bytes before the first paint are over their limit", () => {
    expect(problemsOf({ beforePaintBytes: budgets.beforePaint })).toEqual([]);
    expect(problemsOf({ beforePaintBytes: budgets.beforePaint + 1 })).toContain(
      "first view before paint over budget",
    );
  });

  it("allows the site's hashed stylesheets to block the paint, and nothing else", () => {
    expect(isHashedAsset("/assets/automation-review.unA-iihO.css")).toBe(true);
    expect(isHashedAsset("/assets/_slug_.Co0Uznu0.css")).toBe(true);
    expect(isHashedAsset("/styles/site.css")).toBe(false);
    expect(isHashedAsset("/assets/site.css")).toBe(false);
    expect(isHashedAsset("https://cdn.example.com/assets/a.unA-iihO.css")).toBe(false);
    expect(problemsOf({ renderBlocking: ["/styles/site.css"] })).toContain(
      "render-blocking: /styles/site.css",
    );
  });
});

describe("JS on intent", () => {
  it("counts the chunks a page's script imports to hydrate a part, not its other imports", () => {
    // The shell script as Vite builds it: the contact dialog's chunk behind a preload helper, and
    // the web vitals a developer asks for with a window flag.
    const shell =
      'const m=["assets/hydrate-dialog.DQXtagAt.js","assets/client.DLQb5-JS.js"];' +
      'y(()=>import("./hydrate-dialog.DQXtagAt.js"),m);' +
      'window.__LOG_WEB_VITALS__&&import("./web-vitals.hVzxNkul.js");import{a}from"./invoker.Bt-JI4f4.js";';
    expect(intentImports(shell)).toEqual(["./hydrate-dialog.DQXtagAt.js"]);
    expect(intentImports('import("/assets/hydrate-calculator.AbCdEf12.js")')).toEqual([
      "/assets/hydrate-calculator.AbCdEf12.js",
    ]);
  });
});

describe("JS first", () => {
  it("counts the chunks a page's script imports by itself during load, not those that wait", () => {
    // The page's script as Vite builds it: the shell imported after the first paint.
    const entry =
      'const m=["assets/shell.UYLllQmo.js","assets/invoker.Bt-JI4f4.js"];' +
      'requestAnimationFrame(()=>setTimeout(()=>v(()=>import("./shell.UYLllQmo.js"),m)));';
    expect(loadImports(entry)).toEqual(["./shell.UYLllQmo.js"]);
    const shell =
      'y(()=>import("./hydrate-dialog.DQXtagAt.js"),m);' +
      'window.__LOG_WEB_VITALS__&&import("./web-vitals.hVzxNkul.js");import("./later.AbCdEf12.js");';
    expect(loadImports(shell)).toEqual(["./later.AbCdEf12.js"]);
  });
});
