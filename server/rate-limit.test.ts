import { expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

it("allows max hits per window, then tells how long to wait", () => {
  let now = 0;
  const limiter = new RateLimiter(3, 10_000, () => now);
  expect([limiter.hit("a"), limiter.hit("a"), limiter.hit("a")]).toEqual([0, 0, 0]);
  expect(limiter.hit("a")).toBe(10);
  now = 2500;
  expect(limiter.hit("a")).toBe(8); // rounded up
  now = 10_000;
  expect(limiter.hit("a")).toBe(0);
});

it("forgets idle clients and never holds more than maxKeys", () => {
  let now = 0;
  const limiter = new RateLimiter(1, 1000, () => now, 100);
  for (let i = 0; i < 500; i++) limiter.hit(`client-${i}`);
  expect(limiter.size).toBe(100);
  expect(limiter.hit("client-499")).toBe(1); // the most recent clients are kept
  now = 1000;
  limiter.hit("late");
  expect(limiter.size).toBe(1);
});
