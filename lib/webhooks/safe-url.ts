import { promises as dnsPromises } from "node:dns";
import { isIP } from "node:net";

import ipaddr from "ipaddr.js";

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

// Special-purpose blocks (RFC 6890 and friends) that are not reachable on, or not meant for, the public
// internet, by name so a refusal can be read against the registry. ipaddr.js does the matching.
const BLOCKED_IPV4 = ipv4Ranges({
  "this network": ["0.0.0.0/8"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"],
  "carrier-grade NAT": ["100.64.0.0/10"],
  loopback: ["127.0.0.0/8"],
  "link-local": ["169.254.0.0/16"],
  "IETF protocol assignments": ["192.0.0.0/24"],
  documentation: ["192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24"],
  "6to4 relay anycast": ["192.88.99.0/24"],
  benchmarking: ["198.18.0.0/15"],
  multicast: ["224.0.0.0/4"],
  reserved: ["240.0.0.0/4"],
  "limited broadcast": ["255.255.255.255/32"],
});

// Listed for readability; most are also outside 2000::/3 and so refused by the allowlist below.
// 2001::/23 (IETF protocol assignments, incl. Teredo, which tunnels to arbitrary IPv4) and
// 3fff::/20 (documentation, RFC 9637) sit inside 2000::/3 and need explicit refusal.
const BLOCKED_IPV6 = ipv6Ranges({
  unspecified: ["::/128"],
  loopback: ["::1/128"],
  NAT64: ["64:ff9b::/96", "64:ff9b:1::/48"],
  "unique local": ["fc00::/7"],
  "link-local": ["fe80::/10"],
  multicast: ["ff00::/8"],
  "IETF protocol assignments": ["2001::/23"],
  documentation: ["2001:db8::/32", "3fff::/20"],
});

// Only global unicast is ever public; deny by default so future/odd IPv6 ranges (site-local, IPv4-compatible, ...) fail closed.
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR("2000::/3");
// 6to4 addresses embed an IPv4 address (bits 16-47) that is what is effectively reached, so judge that instead.
const SIX_TO_FOUR = ipaddr.IPv6.parseCIDR("2002::/16");

const BLOCKED_HOSTNAMES = new Set(["localhost", "metadata.google.internal"]);
const BLOCKED_HOST_SUFFIXES = [".localhost", ".local", ".internal"];

export function isPublicAddress(ip: string): boolean {
  const host = stripZone(stripBrackets(ip));
  // net.isIP is the gate: ipaddr.js would also read "127.1", "0x7f.0.0.1" and "010.0.0.1" as addresses.
  const version = isIP(host);
  if (version === 4) return isPublicIpv4(ipaddr.IPv4.parse(host));
  // Fail closed should the two parsers ever disagree on an IPv6 spelling.
  if (version === 6) return ipaddr.IPv6.isValid(host) && isPublicIpv6(ipaddr.IPv6.parse(host));
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

function isPublicIpv4(address: ipaddr.IPv4): boolean {
  return ipaddr.subnetMatch(address, BLOCKED_IPV4, PUBLIC) === PUBLIC;
}

function isPublicIpv6(address: ipaddr.IPv6): boolean {
  // ::ffff:a.b.c.d reaches a.b.c.d.
  if (address.isIPv4MappedAddress()) return isPublicIpv4(address.toIPv4Address());
  if (address.match(SIX_TO_FOUR)) return isPublicIpv4(new ipaddr.IPv4(address.toByteArray().slice(2, 6)));
  if (ipaddr.subnetMatch(address, BLOCKED_IPV6, PUBLIC) !== PUBLIC) return false;
  return address.match(IPV6_GLOBAL_UNICAST);
}

const PUBLIC = "public";

type Ranges<Address> = Record<string, Array<[Address, number]>>;

function ipv4Ranges(byName: Record<string, string[]>): Ranges<ipaddr.IPv4> {
  return Object.fromEntries(
    Object.entries(byName).map(([name, cidrs]) => [name, cidrs.map((cidr) => ipaddr.IPv4.parseCIDR(cidr))]),
  );
}

function ipv6Ranges(byName: Record<string, string[]>): Ranges<ipaddr.IPv6> {
  return Object.fromEntries(
    Object.entries(byName).map(([name, cidrs]) => [name, cidrs.map((cidr) => ipaddr.IPv6.parseCIDR(cidr))]),
  );
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
