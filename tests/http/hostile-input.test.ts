import fs from "node:fs";

import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { discoverRoutes } from "../support/test-server";

// No input, however hostile, gets a 500 or a stack trace: every route, every method, with garbage
// in the path, the query, the headers and the body — authenticated, so the handlers really run.
const { server, tenant, call } = httpHarness();
let employeeId: string;

beforeAll(async () => {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(),
  });
  employeeId = created.body.id;
});

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"];

/** Routes that answer a page, not JSON, by design (their own refusals included). */
const HTML_ROUTES: Record<string, string> = {
  "/api/sandbox/issuing/card-details": "the sandbox issuer's card-details frame",
};

/** The methods a route file implements (`methods({ GET: …, POST: … })`). */
function implemented(file: string): string[] {
  const match = /methods(?:<[^>]*>)?\(\{([^}]*)\}\)/.exec(fs.readFileSync(file, "utf8"));
  const found = (match?.[1] ?? "")
    .split(",")
    .map((part) => part.split(":")[0]!.trim())
    .filter((m) => METHODS.includes(m));
  return found.length > 0 ? found : METHODS;
}

/** A concrete path for a route template (/api/employers/[employerId]/…), its parameters filled by `pick`. */
function pathFor(template: string, pick: () => string): string {
  return template.replace(/\[\[\.\.\.\w+\]\]|\[(\.\.\.)?\w+\]/g, () => pick());
}

const hostileStrings = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "../../etc/passwd",
    "%00",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "__proto__",
    "constructor",
    "9".repeat(400),
    "😀",
    "empl_",
    "seti_x_secret_y",
    "-1",
    "1e309",
    "NaN",
  ),
);

const hostileBodies = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom(
    "",
    "{",
    "[]",
    "null",
    "true",
    '{"__proto__":{"polluted":1}}',
    "[".repeat(5000),
    '{"a":' + "1".repeat(400) + "}",
  ),
  fc.string({ maxLength: 200 }),
);

describe("hostile input", () => {
  it.each(["/api", "/api/", "/api/.", "/api/nope/../"])(
    "%s answers 404 in problem+json, not a bare page",
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: tenant.authorization } });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
    },
  );

  it("never answers 5xx, and every error is problem+json", async () => {
    const statuses = new Map<number, number>();
    const routes = discoverRoutes().filter((route) => !route.file.includes("/invite/"));
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...routes)
          .chain((route) =>
            fc.tuple(
              fc.constant(route),
              fc.oneof(
                { weight: 4, arbitrary: fc.constantFrom(...implemented(route.file)) },
                { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
              ),
            ),
          ),
        fc.array(hostileStrings, { minLength: 4, maxLength: 4 }),
        hostileBodies,
        fc.constantFrom(
          "application/json",
          "application/json-patch+json",
          "text/plain",
          "multipart/form-data; boundary=x",
          "",
        ),
        fc.boolean(),
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom("2026-11-21", "2024-01-16", "2021-08-10", "") },
          { weight: 1, arbitrary: hostileStrings },
        ),
        async ([route, method], params, body, contentType, useRealIds, version) => {
          let i = 0;
          const ids = [tenant.employerId, employeeId];
          const path = pathFor(route.template, () => {
            const value = useRealIds && i < 2 ? ids[i]! : params[i % params.length]!;
            i += 1;
            return encodeURIComponent(value) || "x";
          });
          const response = await fetch(
            `${server.baseUrl}${path}?cardType=${encodeURIComponent(params[0]!)}&limit=${encodeURIComponent(params[1]!)}`,
            {
              method,
              headers: {
                authorization: tenant.authorization,
                "content-type": contentType,
                "api-version": version.replace(/[^\x20-\x7e]/g, ""),
                "idempotency-key": params[3]!.replace(/[^\x20-\x7e]/g, "") || "k",
              },
              body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
              // Our answer, not the page a redirect points at (single sign-on's legs redirect).
              redirect: "manual",
            },
          );
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${method} ${path} → ${response.status} ${text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400 && path.startsWith("/api")) {
            // The sandbox issuer's card-details frame is a page shown in an iframe: it refuses a key in
            // HTML (anything the request layer refuses first is still problem+json).
            const allowed =
              route.template in HTML_ROUTES
                ? ["application/problem+json", "text/html; charset=utf-8"]
                : ["application/problem+json"];
            expect(allowed, `${method} ${path}`).toContain(response.headers.get("content-type"));
          }
          expect(text).not.toMatch(/at .+\.(ts|js):\d+|node_modules/);
        },
      ),
      { numRuns: 600 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(routes.length).toBeGreaterThan(30);
    // The garbage must reach the handlers, not only bounce off routing and authentication.
    const reachedHandlers = [...statuses]
      .filter(([status]) => status !== 404 && status !== 401)
      .reduce((sum, [, n]) => sum + n, 0);
    console.log("hostile-input statuses", Object.fromEntries(statuses));
    expect(reachedHandlers).toBeGreaterThan(100);
  }, 120_000);
});
