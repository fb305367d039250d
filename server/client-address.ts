import { isIP } from "node:net";

/**
 * An IP address as a proxy writes it into X-Forwarded-For: bare, or with a port ("192.0.2.1:443",
 * "[2001:db8::1]:443"). Returns the bare address, or null when it is not a syntactically valid IP
 * (a host name, "unknown", an obfuscated identifier, garbage).
 */
export function parseAddress(raw: string): string | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1] ?? "";
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(text)) text = text.slice(0, text.indexOf(":"));
  // Zone ids ("fe80::1%eth0") are local to the proxy's machine and never a client's.
  if (text.length > 45 || text.includes("%")) return null;
  return isIP(text) ? text.toLowerCase() : null;
}

/**
 * The client's address. Without trusted proxies it is the socket's peer. Behind `hops` proxies
 * that each append the address they received the request from, the client is the entry `hops`
 * places from the right of X-Forwarded-For: everything left of it was written by the client
 * itself and is never believed. A header shorter than that (the request did not come through
 * every proxy) or an entry that is not an IP address falls back to the socket's peer.
 */
export function clientAddress(
  socketAddress: string | null | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string | null {
  const socket = socketAddress ? parseAddress(socketAddress) : null;
  if (hops <= 0 || !forwardedFor) return socket;
  const entries = forwardedFor.split(",");
  if (entries.length < hops) return socket;
  return parseAddress(entries[entries.length - hops] ?? "") ?? socket;
}

/** The eight 16-bit groups of an IPv6 address, as hex strings without leading zeros. */
function ipv6Groups(address: string): string[] {
  // The URL parser canonicalises IPv6 (lower case, "::" compression, embedded IPv4 as hex).
  const host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = host.split("::");
  const headGroups = head ? head.split(":") : [];
  if (tail === undefined) return headGroups;
  const tailGroups = tail ? tail.split(":") : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups];
}

/**
 * What the rate limit counts by. IPv4 addresses count one by one; an IPv6 client usually holds a
 * whole /64 and could rotate through it, so IPv6 addresses count per /64. IPv4-mapped IPv6
 * addresses ("::ffff:192.0.2.1") count as their IPv4 address.
 */
export function rateLimitKey(address: string | null): string {
  if (!address) return "unknown";
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === "0") && groups[5] === "ffff") {
    const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * Whether the request reached the site over HTTPS: the URL itself, or X-Forwarded-Proto from a
 * trusted proxy that terminated TLS (its last entry is the nearest proxy's).
 */
export function reachedOverHttps(
  url: string,
  forwardedProto: string | undefined,
  trustProxy: number,
): boolean {
  if (new URL(url).protocol === "https:") return true;
  return trustProxy > 0 && forwardedProto?.split(",").at(-1)?.trim().toLowerCase() === "https";
}
