/**
 * The analytics build and its end-to-end test, so the Content-Security-Policy is proven with
 * analytics on as well as off (Google's hosts are answered by a stand-in; nothing leaves the
 * machine):
 *   tsx tools/e2e-analytics.ts build   `npm run build:analytics`: builds the site with a test
 *                                           GA_MEASUREMENT_ID into its own folder;
 *   tsx tools/e2e-analytics.ts test    `npm run test:e2e:analytics`: runs csp.spec.ts against
 *                                           that build (build it first, as `npm test` does).
 * BUILD_DIR and PORT default to build-analytics and 4175; GA_MEASUREMENT_ID to a test ID.
 */
import { execFileSync } from "node:child_process";
import { buildDirOf } from "../site-env";

const env = {
  ...process.env,
  GA_MEASUREMENT_ID: process.env.GA_MEASUREMENT_ID || "G-TEST000000",
  BUILD_DIR: process.env.ANALYTICS_BUILD_DIR || "build-analytics",
  // The default build's cache: its images are this build's too (a third less work). `npm test`
  // builds the two one after the other, never side by side on one cache.
  BUILD_CACHE: process.env.BUILD_CACHE || buildDirOf(),
  PORT: process.env.ANALYTICS_PORT || "4175",
};
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: "inherit", env });

const step = process.argv[2];
if (step === "build") run("npm", ["run", "build"]);
else if (step === "test") run("npx", ["playwright", "test", "tests/e2e/csp.spec.ts"]);
else {
  console.error("Usage: tsx tools/e2e-analytics.ts build|test");
  process.exit(2);
}
