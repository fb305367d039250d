/**
 * `npm run test:e2e:analytics`: builds the site with a test GA_MEASUREMENT_ID into its own folder
 * and runs the Content-Security-Policy end-to-end test against it, so the policy is proven with
 * analytics on as well as off (Google's hosts are answered by a stand-in; nothing leaves the
 * machine). BUILD_DIR and PORT default to build-analytics and 4175; GA_MEASUREMENT_ID to a test ID.
 */
import { execFileSync } from "node:child_process";

const env = {
  ...process.env,
  GA_MEASUREMENT_ID: process.env.GA_MEASUREMENT_ID || "G-TEST000000",
  BUILD_DIR: process.env.ANALYTICS_BUILD_DIR || "build-analytics",
  PORT: process.env.ANALYTICS_PORT || "4175",
};
const run = (command, args) => execFileSync(command, args, { stdio: "inherit", env });

run("npm", ["run", "build"]);
run("npx", ["playwright", "test", "tests/e2e/csp.spec.ts"]);
