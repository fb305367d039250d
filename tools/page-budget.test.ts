import {
  budgets,
  intentImports,
  isHashedAsset,
  loadImports,
  type PageMeasure,
  pageProblems,
  withSecondView,
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
  beforePaintBytes: 23 * KB,
  cssBytes: 11 * KB,
  fontBytes: 0,
  imageBytes: 0,
  viewFiles: { "/site/assets/app.css": 11 * KB, "/site/assets/shell.js": 4 * KB },
  renderBlocking: [],
  unsized: [],
  external: [],
  ...overrides,
});

describe("the second view", () => {
  it("is the document alone when the page needs nothing but what every page loads", () => {
    const rows = withSecondView([page("/"), page("/pricing", { htmlBytes: 14 * KB })]);
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
    const [, row] = withSecondView([page("/"), article]);
    expect(row?.secondViewBytes).toBe(12 * KB + 8 * KB);
  });

  it("fails a page whose second view is over its budget, and passes one at it", () => {
    const own = { ...page("/").viewFiles, "/site/assets/b.css": 3 * KB };
    const [home, atLimit, over] = withSecondView([
      page("/"),
      page("/a", { htmlBytes: budgets.secondView - 3 * KB, viewFiles: own }),
      page("/b", { htmlBytes: budgets.secondView - 3 * KB + 1, viewFiles: own }),
    ]).map((row) => pageProblems(row));
    expect(home).toEqual([]);
    expect(atLimit).toEqual([]);
    expect(over).toEqual(["second view over budget"]);
  });
});

describe("the first view", () => {
  const problemsOf = (overrides: Partial<PageMeasure>) =>
    withSecondView([page("/", overrides)]).flatMap((row) => pageProblems(row));

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
