import { expect, test } from "@playwright/test";

import { appUrl } from "../support/servers";

// What the proxy and runRoute put on every answer of the real `next start` server: a CSP on every
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
  // TRACE, TRACK and CONNECT never reach Next.js's proxy (its Request refuses them) and still need
  // the server in front of it (issue 13, deploy item); every other method Node parses stops here.
  for (const method of ["PROPFIND", "MKCOL", "PURGE"]) {
    for (const path of ["/", "/sign-in", "/no-such-page"]) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()["allow"], path).toContain("GET");
    }
  }
  // A method Node's parser does not know is its 400, before any code of ours runs.
  const invented = await request.fetch("/", { method: "BREW" });
  expect(invented.status()).toBe(400);
});
