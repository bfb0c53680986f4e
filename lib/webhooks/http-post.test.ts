import { promises as dnsPromises, type LookupAddress, type LookupOptions } from "node:dns";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";

import { afterEach, describe, expect, it, vi } from "vitest";

import { ADDRESS_NOT_ALLOWED_CODE, createGuardedLookup, postJson, USER_AGENT, type PostResult } from "./http-post";
import { PRODUCTION_URL_POLICY, SANDBOX_URL_POLICY, type HostResolver, type UrlPolicy } from "./safe-url";

type Received = { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders; body: string };
type TestServer = { origin: string; port: number; received: Received[] };
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const HTTP_PUBLIC_ONLY: UrlPolicy = { allowHttp: true, allowPrivateNetworks: false };
const SANDBOX = { timeoutMs: 2_000, policy: SANDBOX_URL_POLICY };

const servers: Server[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map(closeServer));
});

async function startServer(handler: Handler): Promise<TestServer> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      handler(req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, received };
}

function closeServer(server: Server): Promise<void> {
  // Hanging handlers (the slow-server tests) keep sockets open; cut them so close() returns.
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function expectError(result: PostResult, code: string): void {
  expect(result).toMatchObject({ kind: "error", code });
}

describe("postJson", () => {
  it("posts the JSON body with our headers and returns status, lower-cased headers and body", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "X-Request-Id": "req_123" });
      res.end('{"received":true}');
    });
    const body = JSON.stringify({ type: "employee.created", data: { name: "Zoë" } });

    const result = await postJson(
      `${server.origin}/hooks/events?v=1`,
      body,
      { "Webhook-Signature": "t=1,v1=abc", "Content-Type": "text/plain", "User-Agent": "spoofed" },
      SANDBOX,
    );

    expect(result).toMatchObject({ kind: "response", status: 200, bodySnippet: '{"received":true}' });
    if (result.kind !== "response") return;
    expect(result.headers["x-request-id"]).toBe("req_123");
    expect(result.headers["content-type"]).toBe("application/json");
    expect(Object.keys(result.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);

    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/hooks/events?v=1");
    expect(request?.body).toBe(body);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["content-length"]).toBe(String(Buffer.byteLength(body)));
    expect(request?.headers["user-agent"]).toBe(USER_AGENT);
    expect(request?.headers["webhook-signature"]).toBe("t=1,v1=abc");
  });

  it("returns a 500 as a response, not an error", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("boom");
    });
    const result = await postJson(server.origin, "{}", {}, SANDBOX);
    expect(result).toMatchObject({ kind: "response", status: 500, bodySnippet: "boom" });
  });

  it("does not follow redirects", async () => {
    const server = await startServer((req, res) => {
      if (req.url === "/start") {
        res.writeHead(302, { Location: "/elsewhere" });
        res.end();
        return;
      }
      res.writeHead(200);
      res.end("followed");
    });
    const result = await postJson(`${server.origin}/start`, "{}", {}, SANDBOX);
    expect(result).toMatchObject({ kind: "response", status: 302, bodySnippet: "" });
    if (result.kind === "response") expect(result.headers.location).toBe("/elsewhere");
    expect(server.received.map((request) => request.url)).toEqual(["/start"]);
  });

  it("caps the body snippet at 2 KiB", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end("x".repeat(64 * 1024));
    });
    const result = await postJson(server.origin, "{}", {}, SANDBOX);
    expect(result).toMatchObject({ kind: "response", status: 200 });
    if (result.kind === "response") expect(result.bodySnippet).toBe("x".repeat(2048));
  });

  it("times out when the server never answers", async () => {
    const server = await startServer(() => {
      // Never respond.
    });
    const result = await postJson(server.origin, "{}", {}, { timeoutMs: 150, policy: SANDBOX_URL_POLICY });
    expectError(result, "timeout");
    expect(result.durationMs).toBeGreaterThanOrEqual(140);
    expect(result.durationMs).toBeLessThan(1_500);
  });

  it("times out when headers arrive but the body trickles in too slowly", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("partial");
    });
    const result = await postJson(server.origin, "{}", {}, { timeoutMs: 150, policy: SANDBOX_URL_POLICY });
    expectError(result, "timeout");
  });

  it("reports a refused connection as connection_error", async () => {
    const port = await unusedPort();
    const result = await postJson(`http://127.0.0.1:${port}/`, "{}", {}, SANDBOX);
    expectError(result, "connection_error");
    if (result.kind === "error") expect(result.message).toContain("ECONNREFUSED");
  });

  it("reports a connection reset before any response as connection_error", async () => {
    const server = await startServer((req) => {
      req.socket.destroy();
    });
    const result = await postJson(server.origin, "{}", {}, SANDBOX);
    expectError(result, "connection_error");
  });

  it("refuses http://127.0.0.1 under the production policy without connecting", async () => {
    const server = await startServer((_req, res) => res.end("ok"));
    const result = await postJson(server.origin, "{}", {}, { timeoutMs: 2_000, policy: PRODUCTION_URL_POLICY });
    expectError(result, "address_not_allowed");
    expect(server.received).toHaveLength(0);
  });

  it("refuses a private literal IP even when http is allowed", async () => {
    const server = await startServer((_req, res) => res.end("ok"));
    const result = await postJson(server.origin, "{}", {}, { timeoutMs: 2_000, policy: HTTP_PUBLIC_ONLY });
    expectError(result, "address_not_allowed");
    if (result.kind === "error") expect(result.message).toContain("url_host_not_allowed");
    expect(server.received).toHaveLength(0);
  });

  it("allows the same local receiver under the sandbox policy", async () => {
    const server = await startServer((_req, res) => res.end("ok"));
    const result = await postJson(server.origin, "{}", {}, SANDBOX);
    expect(result).toMatchObject({ kind: "response", status: 200, bodySnippet: "ok" });
  });

  describe("hostnames go through the guarded lookup at connect time", () => {
    // `.invalid` never resolves in real DNS, so reaching the server proves our lookup chose the address.
    const resolveTo = (address: string) => {
      // The overloads of lookup cannot all be satisfied by one fake; we only serve the { all: true } call.
      const fake = (async () => [{ address, family: 4 }]) as unknown as typeof dnsPromises.lookup;
      return vi.spyOn(dnsPromises, "lookup").mockImplementation(fake);
    };

    it("refuses a hostname that resolves to a private address (DNS rebinding)", async () => {
      const server = await startServer((_req, res) => res.end("ok"));
      const lookup = resolveTo("127.0.0.1");
      const result = await postJson(
        `http://receiver.invalid:${server.port}/`,
        "{}",
        {},
        { timeoutMs: 2_000, policy: HTTP_PUBLIC_ONLY },
      );
      expectError(result, "address_not_allowed");
      expect(lookup).toHaveBeenCalledWith("receiver.invalid", { all: true });
      expect(server.received).toHaveLength(0);
    });

    it("connects to the looked-up address when private networks are allowed", async () => {
      const server = await startServer((_req, res) => res.end("via lookup"));
      resolveTo("127.0.0.1");
      const result = await postJson(`http://receiver.invalid:${server.port}/`, "{}", {}, SANDBOX);
      expect(result).toMatchObject({ kind: "response", status: 200, bodySnippet: "via lookup" });
      expect(server.received[0]?.headers.host).toBe(`receiver.invalid:${server.port}`);
    });

    it("reports a name that does not resolve as dns_error", async () => {
      vi.spyOn(dnsPromises, "lookup").mockRejectedValue(
        Object.assign(new Error("getaddrinfo ENOTFOUND receiver.invalid"), {
          code: "ENOTFOUND",
          syscall: "getaddrinfo",
        }),
      );
      const result = await postJson("http://receiver.invalid/", "{}", {}, SANDBOX);
      expectError(result, "dns_error");
    });
  });

  it("never throws: invalid URLs and header values come back as errors", async () => {
    await expect(postJson("not a url", "{}", {}, SANDBOX)).resolves.toMatchObject({
      kind: "error",
      code: "address_not_allowed",
    });
    const server = await startServer((_req, res) => res.end("ok"));
    await expect(postJson(server.origin, "{}", { "X-Bad": "line\nbreak" }, SANDBOX)).resolves.toMatchObject({
      kind: "error",
      code: "connection_error",
    });
    expect(server.received).toHaveLength(0);
  });
});

type LookupOutcome = {
  err: NodeJS.ErrnoException | null;
  address: string | LookupAddress[];
  family: number | undefined;
};

function runLookup(lookup: LookupFunction, hostname: string, options: LookupOptions): Promise<LookupOutcome> {
  return new Promise((resolve) =>
    lookup(hostname, options, (err, address, family) => resolve({ err, address, family })),
  );
}

function resolver(...addresses: string[]): HostResolver {
  return async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
}

describe("createGuardedLookup", () => {
  it("returns the first address in the single-address callback shape", async () => {
    const lookup = createGuardedLookup(
      PRODUCTION_URL_POLICY,
      resolver("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"),
    );
    await expect(runLookup(lookup, "partner.example.com", {})).resolves.toEqual({
      err: null,
      address: "93.184.215.14",
      family: 4,
    });
  });

  it("returns every address in the all: true shape used by happy-eyeballs", async () => {
    const lookup = createGuardedLookup(
      PRODUCTION_URL_POLICY,
      resolver("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"),
    );
    const outcome = await runLookup(lookup, "partner.example.com", { all: true });
    expect(outcome.err).toBeNull();
    expect(outcome.address).toEqual([
      { address: "93.184.215.14", family: 4 },
      { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
    ]);
  });

  it("honours the requested family", async () => {
    const lookup = createGuardedLookup(
      PRODUCTION_URL_POLICY,
      resolver("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"),
    );
    await expect(runLookup(lookup, "partner.example.com", { family: 6 })).resolves.toMatchObject({
      err: null,
      address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c",
      family: 6,
    });
    const v4Only = createGuardedLookup(PRODUCTION_URL_POLICY, resolver("93.184.215.14"));
    const outcome = await runLookup(v4Only, "partner.example.com", { family: "IPv6", all: true });
    expect(outcome.err?.code).toBe("ENOTFOUND");
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["cloud metadata", "169.254.169.254"],
    ["RFC 1918", "10.0.0.8"],
    ["IPv6 loopback", "::1"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["AWS IPv6 metadata", "fd00:ec2::254"],
  ])("refuses %s (%s) in both callback shapes, even behind a public address", async (_label, privateAddress) => {
    const lookup = createGuardedLookup(PRODUCTION_URL_POLICY, resolver("93.184.215.14", privateAddress));
    for (const options of [{}, { all: true }]) {
      const outcome = await runLookup(lookup, "rebind.example.com", options);
      expect(outcome.err?.code).toBe(ADDRESS_NOT_ALLOWED_CODE);
    }
  });

  it("re-validates on every connection, catching a host re-pointed after registration", async () => {
    const answers = ["93.184.215.14", "127.0.0.1"];
    const lookup = createGuardedLookup(PRODUCTION_URL_POLICY, async () => {
      const address = answers.shift() ?? "127.0.0.1";
      return [{ address, family: 4 }];
    });
    await expect(runLookup(lookup, "rebind.example.com", {})).resolves.toMatchObject({
      err: null,
      address: "93.184.215.14",
    });
    const second = await runLookup(lookup, "rebind.example.com", {});
    expect(second.err?.code).toBe(ADDRESS_NOT_ALLOWED_CODE);
  });

  it("lets private addresses through when the policy allows them", async () => {
    const lookup = createGuardedLookup(SANDBOX_URL_POLICY, resolver("127.0.0.1"));
    await expect(runLookup(lookup, "receiver.local", {})).resolves.toEqual({
      err: null,
      address: "127.0.0.1",
      family: 4,
    });
  });

  it("passes resolver failures through and treats an empty answer as ENOTFOUND", async () => {
    const failing = createGuardedLookup(PRODUCTION_URL_POLICY, async () => {
      throw Object.assign(new Error("getaddrinfo EAI_AGAIN flaky.example.com"), { code: "EAI_AGAIN" });
    });
    expect((await runLookup(failing, "flaky.example.com", {})).err?.code).toBe("EAI_AGAIN");
    const empty = createGuardedLookup(PRODUCTION_URL_POLICY, resolver());
    expect((await runLookup(empty, "empty.example.com", { all: true })).err?.code).toBe("ENOTFOUND");
  });
});
