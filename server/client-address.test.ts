import { describe, expect, it } from "vitest";
import { clientAddress, parseAddress, rateLimitKey } from "./client-address";

describe("parseAddress", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    [" 192.0.2.1 ", "192.0.2.1"],
    ["192.0.2.1:8080", "192.0.2.1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["::ffff:192.0.2.1", "::ffff:192.0.2.1"],
  ])("%j is %j", (raw, address) => {
    expect(parseAddress(raw)).toBe(address);
  });

  it.each([
    "",
    "unknown",
    "_hidden",
    "example.com",
    "256.1.1.1",
    "1.2.3",
    "fe80::1%eth0",
    "1.2.3.4:x",
    `${"1".repeat(50)}`,
  ])("%j is not an address", (raw) => {
    expect(parseAddress(raw)).toBeNull();
  });
});

describe("clientAddress", () => {
  it("is the socket's peer without trusted proxies, whatever the header says", () => {
    expect(clientAddress("10.0.0.2", "192.0.2.1", 0)).toBe("10.0.0.2");
  });

  it("counts trusted hops from the right", () => {
    const header = "203.0.113.66, 192.0.2.1, 10.0.0.1";
    expect(clientAddress("10.0.0.2", header, 1)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.2", header, 2)).toBe("192.0.2.1");
    expect(clientAddress("10.0.0.2", header, 3)).toBe("203.0.113.66");
  });

  it("falls back to the socket's peer when the header is too short or the entry is not an IP", () => {
    expect(clientAddress("10.0.0.2", "192.0.2.1", 2)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "192.0.2.1, garbage", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 1)).toBeNull();
  });
});

describe("rateLimitKey", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    [null, "unknown"],
  ])("%j counts as %j", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});
