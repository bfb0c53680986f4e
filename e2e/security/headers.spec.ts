import net from "node:net";

import { expect, test } from "@playwright/test";

import { appUrl } from "../support/servers";

// What the proxy and runRoute put on every answer of the real server (scripts/server.mjs): a CSP on every
// page (unknown paths and paths that merely start like an API segment included), nosniff on the
// API, and 405 for methods nothing answers. (HSTS is production-only: tests/http/production.)

test.use({ baseURL: appUrl("sandbox") });

test("every page, known or not, carries the Content-Security-Policy", async ({ request }) => {
  for (const path of ["/", "/sign-in", "/no-such-page", "/apikeys", "/v1beta", "/invites", "/admin/sign-in"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["content-security-policy"], path).toContain("default-src 'self'");
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
  }
});

test("the API answers with nosniff, including its unknown paths", async ({ request }) => {
  for (const path of ["/api/health", "/api/no-such-route", "/api/employers"]) {
    const response = await request.get(path);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response.status(), path).toBeLessThan(500);
  }
});

test("methods nothing answers get 405 with Allow, never a 500", async ({ request }) => {
  // PROPFIND and friends stop in the proxy (proxy.ts); TRACE never reaches it (Next.js's Request
  // refuses it) and stops in the server in front of Next.js (scripts/server.mjs).
  for (const method of ["PROPFIND", "MKCOL", "PURGE", "TRACE"]) {
    for (const path of ["/", "/sign-in", "/no-such-page", "/api/health"]) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()["allow"], path).toContain("GET");
      // The server's own problem points at this deployment's explanation of the code, as every problem does.
      if (method === "TRACE")
        expect(((await response.json()) as { type: string }).type).toBe(
          `${appUrl("sandbox")}/docs/errors#method_not_allowed`,
        );
    }
  }
  // Methods Node's parser does not know (TRACK, invented ones) are its 400, before any code of ours.
  for (const method of ["TRACK", "BREW"]) expect((await request.fetch("/", { method })).status(), method).toBe(400);
});

test("CONNECT gets 405, not a tunnel and not a 500", async () => {
  const { port } = new URL(appUrl("sandbox"));
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () =>
      socket.write("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
    );
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  expect(answer).toMatch(/\r\nAllow: GET/);
});
