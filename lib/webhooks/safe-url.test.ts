import { describe, expect, it, vi } from "vitest";

import {
  checkWebhookUrl,
  isPublicAddress,
  PRODUCTION_URL_POLICY,
  resolvePublicAddresses,
  SANDBOX_URL_POLICY,
  type HostResolver,
  type UrlPolicy,
} from "./safe-url";

// Each block: [address just below, first address, last address, address just above].
// Neighbours that fall into another blocked block are marked with `false` explicitly.
const IPV4_BOUNDARIES: Array<[string, boolean, string, string, string, boolean]> = [
  // [below, belowPublic, first, last, above, abovePublic]
  ["0.0.0.0", false, "0.0.0.0", "0.255.255.255", "1.0.0.0", true],
  ["9.255.255.255", true, "10.0.0.0", "10.255.255.255", "11.0.0.0", true],
  ["100.63.255.255", true, "100.64.0.0", "100.127.255.255", "100.128.0.0", true],
  ["126.255.255.255", true, "127.0.0.0", "127.255.255.255", "128.0.0.0", true],
  ["169.253.255.255", true, "169.254.0.0", "169.254.255.255", "169.255.0.0", true],
  ["172.15.255.255", true, "172.16.0.0", "172.31.255.255", "172.32.0.0", true],
  ["191.255.255.255", true, "192.0.0.0", "192.0.0.255", "192.0.1.0", true],
  ["192.0.1.255", true, "192.0.2.0", "192.0.2.255", "192.0.3.0", true],
  ["192.88.98.255", true, "192.88.99.0", "192.88.99.255", "192.88.100.0", true],
  ["192.167.255.255", true, "192.168.0.0", "192.168.255.255", "192.169.0.0", true],
  ["198.17.255.255", true, "198.18.0.0", "198.19.255.255", "198.20.0.0", true],
  ["198.51.99.255", true, "198.51.100.0", "198.51.100.255", "198.51.101.0", true],
  ["203.0.112.255", true, "203.0.113.0", "203.0.113.255", "203.0.114.0", true],
  ["223.255.255.255", true, "224.0.0.0", "239.255.255.255", "240.0.0.0", false],
  ["239.255.255.255", false, "240.0.0.0", "255.255.255.254", "255.255.255.255", false],
];

const IPV6_BOUNDARIES: Array<[string, boolean, string, string, string, boolean]> = [
  // Everything outside 2000::/3 is refused, so most outer neighbours are refused too.
  [
    "fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    false,
    "fc00::",
    "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "fe00::",
    false,
  ],
  [
    "fe7f:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    false,
    "fe80::",
    "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "fec0::",
    false,
  ],
  ["feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", false, "ff00::", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "::", false],
  [
    "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff",
    true,
    "2001:db8::",
    "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff",
    "2001:db9::",
    true,
  ],
  [
    "2000:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    true,
    "2001::",
    "2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff",
    "2001:200::",
    true,
  ],
  [
    "3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    true,
    "3fff::",
    "3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff",
    "3fff:1000::",
    true,
  ],
  ["64:ff9a:ffff:ffff:ffff:ffff:ffff:ffff", false, "64:ff9b::", "64:ff9b::ffff:ffff", "64:ff9b::1:0:0", false],
  ["::", false, "::1", "::1", "::2", false],
  // 6to4 is judged by the IPv4 address it embeds: 2002:0000:0000:: is 0.0.0.0, 2002:ffff:ffff:: is 255.255.255.255.
  [
    "2001:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    true,
    "2002::",
    "2002:ff:ffff:ffff:ffff:ffff:ffff:ffff",
    "2002:100::",
    true,
  ],
  [
    "2002:fffe:ffff:ffff:ffff:ffff:ffff:ffff",
    false,
    "2002:ffff:ffff::",
    "2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "2003::",
    true,
  ],
];

// The outer edges of 2000::/3, the only IPv6 space ever public.
const GLOBAL_UNICAST_EDGES: Array<[string, boolean]> = [
  ["1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", false],
  ["2000::", true],
  ["3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", true],
  ["4000::", false],
];

// An IPv4 address reached through IPv6 (IPv4-mapped ::ffff:a.b.c.d, or 6to4 2002:AABB:CCDD::) must be
// judged exactly as the IPv4 address itself, on both sides of every IPv4 edge.
const IPV4_EDGE_ADDRESSES: Array<[string, boolean]> = IPV4_BOUNDARIES.flatMap(
  ([below, belowPublic, first, last, above, abovePublic]): Array<[string, boolean]> => [
    [below, belowPublic],
    [first, false],
    [last, false],
    [above, abovePublic],
  ],
);
const sixToFour = (ipv4: string) => {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
  return `2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::1`;
};

describe("isPublicAddress", () => {
  describe.each([...IPV4_BOUNDARIES, ...IPV6_BOUNDARIES])(
    "block %s .. (first %s)",
    (below, belowPublic, first, last, above, abovePublic) => {
      it(`${below} → ${belowPublic}, ${first} and ${last} → false, ${above} → ${abovePublic}`, () => {
        expect(isPublicAddress(below)).toBe(belowPublic);
        expect(isPublicAddress(first)).toBe(false);
        expect(isPublicAddress(last)).toBe(false);
        expect(isPublicAddress(above)).toBe(abovePublic);
      });
    },
  );

  it.each(GLOBAL_UNICAST_EDGES)("judges %s, an edge of 2000::/3, as public: %s", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it.each(IPV4_EDGE_ADDRESSES)(
    "judges ::ffff:%s and its 6to4 form as the IPv4 address (public: %s)",
    (ip, expected) => {
      expect(isPublicAddress(ip)).toBe(expected);
      expect(isPublicAddress(`::ffff:${ip}`)).toBe(expected);
      expect(isPublicAddress(sixToFour(ip))).toBe(expected);
    },
  );

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
    "2000::1",
    "::ffff:8.8.8.8",
    "::ffff:808:808",
    "[2606:4700:4700::1111]",
    "2002:808:808::1",
  ])("treats %s as public", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ["cloud metadata (AWS/GCP/Azure)", "169.254.169.254"],
    ["AWS IPv6 metadata", "fd00:ec2::254"],
    ["unspecified", "::"],
    ["loopback", "::1"],
    ["bracketed loopback", "[::1]"],
    ["expanded loopback", "0:0:0:0:0:0:0:1"],
    ["mapped loopback (dotted)", "::ffff:127.0.0.1"],
    ["mapped loopback (hex)", "::ffff:7f00:1"],
    ["mapped private", "::ffff:10.1.2.3"],
    ["mapped metadata", "::ffff:169.254.169.254"],
    ["mapped metadata (uppercase hex)", "::FFFF:A9FE:A9FE"],
    ["NAT64 of a public address", "64:ff9b::8.8.8.8"],
    ["NAT64 local-use", "64:ff9b:1::1"],
    ["IPv4-compatible (deprecated)", "::127.0.0.1"],
    ["site-local (deprecated)", "fec0::1"],
    ["link-local with zone id", "fe80::1%eth0"],
    ["bracketed link-local with zone id", "[fe80::1%25eth0]"],
    ["6to4 of loopback", "2002:7f00:1::1"],
    ["6to4 of private", "2002:c0a8:101::1"],
    ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
    ["limited broadcast", "255.255.255.255"],
  ])("refuses %s (%s)", (_label, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    "",
    "localhost",
    "example.com",
    "1.2.3",
    "256.1.1.1",
    "01.2.3.4",
    "1.2.3.4%eth0",
    " 8.8.8.8",
    "::ffff:999.0.0.1",
    "1::2::3",
    "[8.8.8.8",
  ])("refuses non-address %j", (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
});

describe("checkWebhookUrl", () => {
  const HTTP_PUBLIC_ONLY: UrlPolicy = { allowHttp: true, allowPrivateNetworks: false };

  it("accepts a public https URL and returns the parsed URL", () => {
    const result = checkWebhookUrl("https://hooks.partner.example.com:8443/events?x=1", PRODUCTION_URL_POLICY);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.url.hostname).toBe("hooks.partner.example.com");
    expect(result.url.port).toBe("8443");
  });

  it.each(["https://8.8.8.8/hook", "https://[2606:4700:4700::1111]/hook", "https://partner.example.com./hook"])(
    "accepts %s in production",
    (url) => {
      expect(checkWebhookUrl(url, PRODUCTION_URL_POLICY).ok).toBe(true);
    },
  );

  it("refuses plain http in production but allows it in the sandbox", () => {
    expect(checkWebhookUrl("http://partner.example.com/hook", PRODUCTION_URL_POLICY)).toMatchObject({
      ok: false,
      code: "url_scheme_not_allowed",
    });
    expect(checkWebhookUrl("http://partner.example.com/hook", SANDBOX_URL_POLICY).ok).toBe(true);
  });

  it.each([
    "ftp://partner.example.com/x",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "ws://partner.example.com/",
    "data:text/plain,hi",
  ])("refuses scheme of %s under any policy", (url) => {
    expect(checkWebhookUrl(url, PRODUCTION_URL_POLICY)).toMatchObject({ ok: false, code: "url_scheme_not_allowed" });
    expect(checkWebhookUrl(url, SANDBOX_URL_POLICY)).toMatchObject({ ok: false, code: "url_scheme_not_allowed" });
  });

  it.each([
    "https://user:pass@partner.example.com/",
    "https://user@partner.example.com/",
    "https://:pass@partner.example.com/",
  ])("refuses credentials in %s", (url) => {
    expect(checkWebhookUrl(url, PRODUCTION_URL_POLICY)).toMatchObject({
      ok: false,
      code: "url_credentials_not_allowed",
    });
    expect(checkWebhookUrl(url, SANDBOX_URL_POLICY)).toMatchObject({ ok: false, code: "url_credentials_not_allowed" });
  });

  it.each(["", "not a url", "/relative/path", "https://", "https://exa mple.com/", "https://1.2.3.4.5/"])(
    "refuses invalid %j",
    (url) => {
      expect(checkWebhookUrl(url, PRODUCTION_URL_POLICY)).toMatchObject({ ok: false, code: "url_invalid" });
    },
  );

  it("allows exactly 2048 characters and refuses 2049", () => {
    const base = "https://partner.example.com/";
    const atLimit = base + "a".repeat(2048 - base.length);
    expect(atLimit).toHaveLength(2048);
    expect(checkWebhookUrl(atLimit, PRODUCTION_URL_POLICY).ok).toBe(true);
    expect(checkWebhookUrl(atLimit + "a", PRODUCTION_URL_POLICY)).toMatchObject({ ok: false, code: "url_invalid" });
  });

  it("measures the normalised URL too, since percent-encoding can grow it", () => {
    const base = "https://partner.example.com/";
    const raw = base + " ".repeat(1000);
    expect(raw.length).toBeLessThan(2048);
    expect(checkWebhookUrl(raw + "x", PRODUCTION_URL_POLICY)).toMatchObject({ ok: false, code: "url_invalid" });
  });

  it.each([
    "http://localhost/hook",
    "http://LOCALHOST:3000/hook",
    "http://localhost./hook",
    "http://api.localhost/hook",
    "http://printer.local/hook",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://service.corp.internal/hook",
    "http://intranet/hook",
    "http://intranet./hook",
    "http://127.0.0.1/hook",
    "http://127.1/hook",
    "http://2130706433/hook",
    "http://0x7f.0.0.1/hook",
    "http://0177.0.0.1/hook",
    "http://0.0.0.0/hook",
    "http://10.0.0.5/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[::ffff:a9fe:a9fe]/hook",
    "http://[fd00:ec2::254]/hook",
  ])("refuses host of %s when private networks are not allowed", (url) => {
    expect(checkWebhookUrl(url, HTTP_PUBLIC_ONLY)).toMatchObject({ ok: false, code: "url_host_not_allowed" });
    expect(checkWebhookUrl(url.replace(/^http:/, "https:"), PRODUCTION_URL_POLICY)).toMatchObject({
      ok: false,
      code: "url_host_not_allowed",
    });
  });

  it.each([
    "http://localhost:3000/hook",
    "http://127.0.0.1:4000/hook",
    "http://[::1]/hook",
    "http://receiver/hook",
    "http://box.local/hook",
  ])("sandbox allows local receiver %s", (url) => {
    expect(checkWebhookUrl(url, SANDBOX_URL_POLICY).ok).toBe(true);
  });

  it("does not treat look-alike public names as internal", () => {
    expect(checkWebhookUrl("https://localhost.example.com/", PRODUCTION_URL_POLICY).ok).toBe(true);
    expect(checkWebhookUrl("https://internal.example.com/", PRODUCTION_URL_POLICY).ok).toBe(true);
    expect(checkWebhookUrl("https://mylocal.dev/", PRODUCTION_URL_POLICY).ok).toBe(true);
  });
});

describe("resolvePublicAddresses", () => {
  const resolvingTo =
    (...addresses: string[]): HostResolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("accepts a host whose addresses are all public", async () => {
    const lookup = vi.fn(resolvingTo("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"));
    await expect(resolvePublicAddresses("partner.example.com", PRODUCTION_URL_POLICY, lookup)).resolves.toEqual({
      ok: true,
    });
    expect(lookup).toHaveBeenCalledWith("partner.example.com");
  });

  it.each([["10.0.0.7"], ["127.0.0.1"], ["169.254.169.254"], ["::1"], ["::ffff:192.168.1.1"]])(
    "refuses when any address is private (%s)",
    async (privateAddress) => {
      const result = await resolvePublicAddresses(
        "partner.example.com",
        PRODUCTION_URL_POLICY,
        resolvingTo("93.184.215.14", privateAddress),
      );
      expect(result).toMatchObject({ ok: false, code: "url_host_not_allowed" });
    },
  );

  it("reports lookup failures as unresolvable", async () => {
    const lookup: HostResolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND nope.example.com"), { code: "ENOTFOUND" });
    };
    const result = await resolvePublicAddresses("nope.example.com", PRODUCTION_URL_POLICY, lookup);
    expect(result).toMatchObject({ ok: false, code: "url_unresolvable" });
    if (!result.ok) expect(result.message).toContain("ENOTFOUND");
  });

  it("reports an empty answer as unresolvable", async () => {
    const result = await resolvePublicAddresses("empty.example.com", PRODUCTION_URL_POLICY, resolvingTo());
    expect(result).toMatchObject({ ok: false, code: "url_unresolvable" });
  });

  it("judges literal IPs without a lookup", async () => {
    const lookup = vi.fn(resolvingTo("8.8.8.8"));
    await expect(resolvePublicAddresses("8.8.8.8", PRODUCTION_URL_POLICY, lookup)).resolves.toEqual({ ok: true });
    await expect(resolvePublicAddresses("[::1]", PRODUCTION_URL_POLICY, lookup)).resolves.toMatchObject({
      ok: false,
      code: "url_host_not_allowed",
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("skips DNS entirely when private networks are allowed", async () => {
    const lookup = vi.fn(resolvingTo("127.0.0.1"));
    await expect(resolvePublicAddresses("receiver.local", SANDBOX_URL_POLICY, lookup)).resolves.toEqual({ ok: true });
    expect(lookup).not.toHaveBeenCalled();
  });
});
