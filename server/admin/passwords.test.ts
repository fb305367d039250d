import {
  DEFAULT_PARAMS,
  hashParams,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from "./passwords";

// A hash with the real parameters takes 0.2 s on a quiet core and several times that beside the
// type-check: a limit, not a wait.
describe("password hashing", { timeout: 30_000 }, () => {
  it("stores scrypt with its parameters and a random salt, and verifies only the same password", async () => {
    const first = await hashPassword("correct staple horse 7");
    const second = await hashPassword("correct staple horse 7");
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(hashParams(first)).toEqual(DEFAULT_PARAMS);
    expect(second).not.toBe(first); // the salt differs
    expect(first).not.toContain("staple");
    expect(await verifyPassword("correct staple horse 7", first)).toBe(true);
    expect(await verifyPassword("correct staple horse 7", second)).toBe(true);
    expect(await verifyPassword("correct staple horse 8", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("verifies a hash made with other parameters, and refuses one it cannot read", async () => {
    const cheap = await hashPassword("another long secret", { N: 1024, r: 8, p: 1 });
    expect(hashParams(cheap)).toEqual({ N: 1024, r: 8, p: 1 });
    expect(await verifyPassword("another long secret", cheap)).toBe(true);
    expect(await verifyPassword("another long secret", "plain:another long secret")).toBe(false);
    expect(await verifyPassword("another long secret", cheap.slice(0, -4))).toBe(false);
  });

  it("treats the same text in another Unicode form as the same password", async () => {
    const composed = await hashPassword("caf\u00e9 au lait s'il vous", { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword("cafe\u0301 au lait s'il vous", composed)).toBe(true);
  });
});

describe("password rules", () => {
  it("refuses short, common, repetitive and email-based passwords", () => {
    expect(passwordProblem("short pass1", "owner@example.com")).toMatch(/at least 12/);
    expect(passwordProblem("Password1234", "owner@example.com")).toMatch(/common/);
    expect(passwordProblem("QWERTYUIOP123", "owner@example.com")).toMatch(/common/);
    expect(passwordProblem("abababababab", "owner@example.com")).toMatch(/repeats/);
    expect(passwordProblem("jane.doe-secret!", "Jane.Doe@example.com")).toMatch(/email/);
  });

  it("accepts a long password that is none of those", () => {
    expect(passwordProblem("violet kettle 42 maples", "owner@example.com")).toBeNull();
    // 12 characters counted as characters, not UTF-16 units.
    expect(passwordProblem("🔑🗝🔒🔓🔐🔏abcdef", "owner@example.com")).toBeNull();
    expect(passwordProblem("🔑🗝🔒🔓🔐🔏ab", "owner@example.com")).toMatch(/at least 12/);
  });
});
