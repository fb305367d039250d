import { expect, test } from "./fixtures";

// The two tests run in order in one worker, so the second gets the browser context the first
// used (playwright.config.ts reuses it): everything the first leaves behind must be gone.
test.describe.configure({ mode: "serial" });

const leftBehind = "left-behind";

test("a test leaves storage, cookies, routes, init scripts, the clock and a tab behind", async ({
  page,
  context,
}) => {
  await page.goto("/pricing");
  await page.evaluate((value) => {
    sessionStorage.setItem(value, value);
    localStorage.setItem(value, value);
  }, leftBehind);
  await context.addCookies([{ name: leftBehind, value: "1", url: page.url() }]);
  await page.addInitScript((value) => Object.assign(window, { [value]: true }), leftBehind);
  await context.addInitScript(
    (value) => Object.assign(window, { [`${value}-too`]: true }),
    leftBehind,
  );
  await page.route("**/robots.txt", (route) => route.fulfill({ body: leftBehind }));
  await context.route("**/site.webmanifest", (route) => route.fulfill({ body: leftBehind }));
  await page.clock.install({ time: new Date("2020-01-01T00:00:00Z") });
  await context.newPage();
});

test("the next test in the worker starts with none of it", async ({ page, context }) => {
  expect(context.pages()).toEqual([page]);
  await page.goto("/pricing");
  const state = await page.evaluate((value) => {
    const found = window as unknown as Record<string, unknown>;
    return {
      sessionStorage: sessionStorage.getItem(value),
      localStorage: localStorage.getItem(value),
      cookie: document.cookie.includes(value),
      initScripts: [found[value], found[`${value}-too`]],
      year: new Date().getFullYear(),
    };
  }, leftBehind);
  expect(state).toEqual({
    sessionStorage: null,
    localStorage: null,
    cookie: false,
    initScripts: [undefined, undefined],
    year: new Date().getFullYear(),
  });
  for (const path of ["/robots.txt", "/site.webmanifest"]) {
    expect(await (await page.goto(path))?.text(), path).not.toBe(leftBehind);
  }
});
