import { chromium } from "@playwright/test";
const [,, path = "/", width = "1280", name = "shot", ...actions] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 } });
const logs = [];
page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(`http://127.0.0.1:3100${path}`, { waitUntil: "networkidle" });
await page.waitForTimeout(1200);
for (const a of actions) { const i = a.indexOf("="); const kind = a.slice(0, i); const arg = a.slice(i + 1); if (kind === "click") await page.locator(arg).first().click(); if (kind === "hover") await page.locator(arg).first().hover(); if (kind==="wait") await page.waitForTimeout(Number(arg)); }
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: actions.includes("full") });
console.log(logs.join("\n"));
await browser.close();
