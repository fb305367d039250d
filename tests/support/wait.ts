import { vi } from "vitest";

/**
 * Waits for a state the server reaches over real sockets and real time limits (a delivery, a
 * retry, a stored row). The limit leaves room for a machine busy with the type-check beside the
 * unit tests; vitest's defaults (1 s a wait, 5 s a test) made fresh-clone runs fail. Tests that
 * use it run with `{ timeout: SOCKET_TEST_TIMEOUT_MS }`.
 */
export const waitForState = (check: () => void, { interval = 20 } = {}) =>
  vi.waitFor(check, { timeout: 15_000, interval });

export const SOCKET_TEST_TIMEOUT_MS = 30_000;
