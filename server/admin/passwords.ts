/**
 * Passwords of the inbox's accounts: scrypt from node:crypto, with the parameters stored in each
 * hash so they can be raised later without breaking old hashes. The reasons for the figures are in
 * docs/decisions/028-inbox-security.md.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";

export interface ScryptParams {
  /** CPU and memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/** 32 MiB and about 0.1-0.3 s per hash on the 2-core server (OWASP's N=2^15, r=8, p=3 row). */
export const DEFAULT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
export const MIN_PASSWORD_LENGTH = 12;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is exactly that for the
  // defaults, and it refuses when the need is not strictly below it.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

const HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

/** True when the password matches; false for any other password or a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH.exec(stored);
  if (!match) return false;
  const [, N, r, p, salt = "", expected = ""] = match;
  const want = Buffer.from(expected, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === want.length && timingSafeEqual(key, want);
}

/** The parameters a hash was made with. */
export function hashParams(stored: string): ScryptParams | null {
  const match = HASH.exec(stored);
  return match ? { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) } : null;
}

const commonPasswords = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith("#")),
);

/** Why a new password is refused, or null when it is accepted. */
export function passwordProblem(password: string, email: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return "That password is on the list of common passwords.";
  if (new Set(lower).size <= 2) return "The password repeats one or two characters.";
  const localPart = email.toLowerCase().split("@")[0] ?? "";
  if (localPart.length >= 4 && lower.includes(localPart)) {
    return "The password must not contain the email address.";
  }
  return null;
}
