import { isIPv4, isIPv6 } from "node:net";

// What each throttle counts against, normalised so that trivial variations of one subject share a
// counter: "Ann@Example.com " is ann@example.com, and an IPv6 client is its /64 (one household or
// server usually holds a whole /64 and can pick any address in it).

/** An e-mail address as stored: trimmed and lower-cased. */
export const emailSubject = (email: string): string => email.trim().toLowerCase();

/** The client address a per-IP throttle counts: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function addressSubject(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros, a trailing IPv4 part converted. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4?.[1]) {
    const [a, b, c, d] = v4[1].split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => (parseInt(group, 16) || 0).toString(16));
}
