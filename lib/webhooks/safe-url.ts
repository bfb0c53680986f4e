import { promises as dnsPromises } from "node:dns";
import { isIP } from "node:net";

/**
 * Rules for partner webhook URLs. Production must never let a partner point us at our own
 * network (SSRF); the sandbox relaxes this so partners can receive events on local machines.
 */
export type UrlPolicy = { allowHttp: boolean; allowPrivateNetworks: boolean };

export const PRODUCTION_URL_POLICY: UrlPolicy = { allowHttp: false, allowPrivateNetworks: false };
export const SANDBOX_URL_POLICY: UrlPolicy = { allowHttp: true, allowPrivateNetworks: true };

export type HostResolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

export type UrlCheck =
  | { ok: true; url: URL }
  | {
      ok: false;
      code: "url_invalid" | "url_scheme_not_allowed" | "url_credentials_not_allowed" | "url_host_not_allowed";
      message: string;
    };

export type ResolveCheck =
  { ok: true } | { ok: false; code: "url_host_not_allowed" | "url_unresolvable"; message: string };

const MAX_URL_LENGTH = 2048;

type Cidr = { base: bigint; prefix: number; width: 32 | 128 };

// Special-purpose IPv4 blocks (RFC 6890 and friends) that are not reachable on, or not meant for, the public internet.
const BLOCKED_IPV4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
  "255.255.255.255/32",
].map(parseCidr);

// Listed for readability; most are also outside 2000::/3 and so refused by the allowlist below.
// 2001::/23 (IETF protocol assignments, incl. Teredo, which tunnels to arbitrary IPv4) and
// 3fff::/20 (documentation, RFC 9637) sit inside 2000::/3 and need explicit refusal.
const BLOCKED_IPV6 = [
  "::/128",
  "::1/128",
  "64:ff9b::/96",
  "64:ff9b:1::/48",
  "fc00::/7",
  "fe80::/10",
  "ff00::/8",
  "2001::/23",
  "2001:db8::/32",
  "3fff::/20",
].map(parseCidr);

// Only global unicast is ever public; deny by default so future/odd IPv6 ranges (site-local, IPv4-compatible, ...) fail closed.
const IPV6_GLOBAL_UNICAST = parseCidr("2000::/3");
// These embed an IPv4 address that is what is effectively reached, so judge that instead.
const IPV4_MAPPED = parseCidr("::ffff:0:0/96");
const SIX_TO_FOUR = parseCidr("2002::/16");

const BLOCKED_HOSTNAMES = new Set(["localhost", "metadata.google.internal"]);
const BLOCKED_HOST_SUFFIXES = [".localhost", ".local", ".internal"];

export function isPublicAddress(ip: string): boolean {
  const host = stripZone(stripBrackets(ip));
  const version = isIP(host);
  if (version === 4) return isPublicIpv4(ipv4ToBigInt(host));
  if (version === 6) {
    const value = ipv6ToBigInt(host);
    return value !== null && isPublicIpv6(value);
  }
  return false;
}

export function checkWebhookUrl(raw: string, policy: UrlPolicy): UrlCheck {
  if (raw.length > MAX_URL_LENGTH) return invalid(`URL must be at most ${MAX_URL_LENGTH} characters.`);
  const url = parseUrl(raw);
  if (!url) return invalid("URL is not a valid absolute URL.");
  // Normalisation (percent-encoding, punycode) can grow the URL beyond what we store.
  if (url.href.length > MAX_URL_LENGTH) return invalid(`URL must be at most ${MAX_URL_LENGTH} characters.`);
  if (!isAllowedScheme(url.protocol, policy)) {
    const allowed = policy.allowHttp ? "https or http" : "https";
    return { ok: false, code: "url_scheme_not_allowed", message: `URL scheme must be ${allowed}.` };
  }
  if (url.username || url.password) {
    return { ok: false, code: "url_credentials_not_allowed", message: "URL must not contain a username or password." };
  }
  if (!url.hostname) return invalid("URL must have a host.");
  if (policy.allowPrivateNetworks) return { ok: true, url };
  const refusal = refuseHost(url.hostname);
  if (refusal) return { ok: false, code: "url_host_not_allowed", message: refusal };
  return { ok: true, url };
}

export async function resolvePublicAddresses(
  hostname: string,
  policy: UrlPolicy,
  lookup: HostResolver = defaultResolver,
): Promise<ResolveCheck> {
  // Nothing to enforce, and sandbox receivers may only resolve from the partner's own setup.
  if (policy.allowPrivateNetworks) return { ok: true };
  const host = stripBrackets(hostname);
  if (isIP(stripZone(host))) return judgeAddresses(hostname, [host]);
  let entries: Array<{ address: string }>;
  try {
    entries = await lookup(host);
  } catch (error) {
    return {
      ok: false,
      code: "url_unresolvable",
      message: `Host ${hostname} could not be resolved (${errorCode(error)}).`,
    };
  }
  if (entries.length === 0)
    return { ok: false, code: "url_unresolvable", message: `Host ${hostname} has no addresses.` };
  return judgeAddresses(
    hostname,
    entries.map((entry) => entry.address),
  );
}

// Read dnsPromises.lookup at call time (not captured at import) so tests can substitute it.
export const defaultResolver: HostResolver = (host) => dnsPromises.lookup(host, { all: true });

function judgeAddresses(hostname: string, addresses: string[]): ResolveCheck {
  // One private answer is enough: clients may pick any of them, so all must be safe.
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked === undefined) return { ok: true };
  return { ok: false, code: "url_host_not_allowed", message: `Host ${hostname} resolves to a non-public address.` };
}

function refuseHost(hostname: string): string | null {
  const host = stripBrackets(hostname);
  if (isIP(stripZone(host))) return isPublicAddress(host) ? null : "URL host must be a public IP address.";
  // "localhost." resolves exactly like "localhost".
  const name = hostname.toLowerCase().replace(/\.$/, "");
  if (BLOCKED_HOSTNAMES.has(name) || BLOCKED_HOST_SUFFIXES.some((suffix) => name.endsWith(suffix))) {
    return "URL host must be a public host name.";
  }
  // Single-label names only resolve through local search domains, i.e. to internal hosts.
  if (!name.includes(".")) return "URL host must be a fully qualified domain name.";
  return null;
}

function isAllowedScheme(protocol: string, policy: UrlPolicy): boolean {
  if (protocol === "https:") return true;
  return protocol === "http:" && policy.allowHttp;
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function invalid(message: string): UrlCheck {
  return { ok: false, code: "url_invalid", message };
}

function isPublicIpv4(value: bigint): boolean {
  return !BLOCKED_IPV4.some((cidr) => inCidr(value, cidr));
}

function isPublicIpv6(value: bigint): boolean {
  if (inCidr(value, IPV4_MAPPED)) return isPublicIpv4(value & 0xffffffffn);
  if (inCidr(value, SIX_TO_FOUR)) return isPublicIpv4((value >> 80n) & 0xffffffffn);
  if (BLOCKED_IPV6.some((cidr) => inCidr(value, cidr))) return false;
  return inCidr(value, IPV6_GLOBAL_UNICAST);
}

function inCidr(value: bigint, cidr: Cidr): boolean {
  const shift = BigInt(cidr.width - cidr.prefix);
  return value >> shift === cidr.base >> shift;
}

function parseCidr(text: string): Cidr {
  const [address = "", prefix = ""] = text.split("/");
  if (isIP(address) === 4) return { base: ipv4ToBigInt(address), prefix: Number(prefix), width: 32 };
  const base = ipv6ToBigInt(address);
  if (base === null) throw new Error(`Bad CIDR literal ${text}`);
  return { base, prefix: Number(prefix), width: 128 };
}

// Callers have already validated the text with net.isIP.
function ipv4ToBigInt(ip: string): bigint {
  return ip.split(".").reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(ip: string): bigint | null {
  const groups = ipv6Groups(ip);
  if (groups === null) return null;
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(group), 0n);
}

function ipv6Groups(ip: string): number[] | null {
  const { text, tail } = splitEmbeddedIpv4(ip);
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = hexGroups(halves[0] ?? "");
  if (halves.length === 1) return head.length + tail.length === 8 ? [...head, ...tail] : null;
  const rest = hexGroups(halves[1] ?? "");
  const missing = 8 - head.length - rest.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...rest, ...tail];
}

// "::ffff:1.2.3.4" ends in dotted IPv4, which stands for the last two 16-bit groups.
function splitEmbeddedIpv4(ip: string): { text: string; tail: number[] } {
  const lastColon = ip.lastIndexOf(":");
  const last = ip.slice(lastColon + 1);
  if (isIP(last) !== 4) return { text: ip, tail: [] };
  const value = Number(ipv4ToBigInt(last));
  const prefix = ip.slice(0, lastColon + 1);
  const text = prefix.endsWith("::") ? prefix : prefix.slice(0, -1);
  return { text, tail: [Math.floor(value / 0x10000), value % 0x10000] };
}

function hexGroups(text: string): number[] {
  return text === "" ? [] : text.split(":").map((group) => parseInt(group, 16));
}

function stripBrackets(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

// A zone id picks the interface, not the address; only IPv6 has them.
function stripZone(host: string): string {
  const percent = host.indexOf("%");
  return percent >= 0 && host.includes(":") ? host.slice(0, percent) : host;
}

function errorCode(error: unknown): string {
  if (error instanceof Error && "code" in error && typeof error.code === "string") return error.code;
  return "lookup failed";
}
