/**
 * A test file's servers: one fixture folder (a tiny build and its databases) for the whole file,
 * and every app a test starts closed after that test, so no database stays open into the next.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { type AppOptions, buildApp, type ServerApp } from "../../server/app";
import { appOptions, type Fixture, makeFixture } from "./fixture";

export function serverFixture() {
  let fixture: Fixture;
  let open: ServerApp[] = [];
  beforeAll(() => {
    fixture = makeFixture();
  });
  afterEach(async () => {
    await Promise.all(open.map((server) => server.close()));
    open = [];
  });
  afterAll(() => fixture.remove());
  return {
    /** App options on the file's fixture, each call with a database of its own. */
    options: (overrides: Partial<AppOptions> = {}) => appOptions(fixture, overrides),
    /** Builds the app; it is closed after the test. */
    async start(options: AppOptions) {
      const server = await buildApp(options);
      open.push(server);
      return server;
    },
  };
}
