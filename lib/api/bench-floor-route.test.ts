import path from "node:path";

import { createValidFileMatcher } from "next/dist/server/lib/find-page-file";
import { afterEach, describe, expect, it, vi } from "vitest";

import { discoverRoutes, startTestServer } from "@/tests/support/test-server";

// The bare Next.js floor of `npm run bench` runs a SELECT with no authentication. It must be a
// route of the bench's own build only (.next-bench, BENCH_FLOOR_ROUTE=1), never of the app that
// `npm start`, the browser tests or the integration tests serve.
const ROOT = path.resolve(__dirname, "../..");
const APP_DIR = path.join(ROOT, "app");
const FILE = path.join(APP_DIR, "api", "bench-floor", "[employerId]", "payroll-schedules", "route.bench.ts");
const PATH = "/api/bench-floor/00000000-0000-4000-8000-000000000000/payroll-schedules";

/** next.config.mjs as `next build` reads it under `env` (a fresh evaluation each time). */
async function configWith(env: Record<string, string | undefined>): Promise<{ pageExtensions: string[] }> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const file = path.join(ROOT, "next.config.mjs");
  return ((await import(/* @vite-ignore */ file)) as { default: { pageExtensions: string[] } }).default;
}

/** Whether Next.js's own app-router file matcher takes the bench file for a route handler. */
const isRoute = (config: { pageExtensions: string[] }) =>
  createValidFileMatcher(config.pageExtensions, APP_DIR).isAppRouterRoute(FILE);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the bench-only Next.js floor route", () => {
  it("is no route of the app's build (`npm run build`, `npm start`, the browser tests)", async () => {
    expect(isRoute(await configWith({ NEXT_DIST_DIR: undefined, BENCH_FLOOR_ROUTE: undefined }))).toBe(false);
    // The switch alone does not do it: only a build into .next-bench gets the route.
    expect(isRoute(await configWith({ NEXT_DIST_DIR: undefined, BENCH_FLOOR_ROUTE: "1" }))).toBe(false);
    expect(isRoute(await configWith({ NEXT_DIST_DIR: ".next-bench", BENCH_FLOOR_ROUTE: undefined }))).toBe(false);
  });

  it("is a route of the bench build (so the test above would see it leak)", async () => {
    expect(isRoute(await configWith({ NEXT_DIST_DIR: ".next-bench", BENCH_FLOOR_ROUTE: "1" }))).toBe(true);
  });

  it("is not served by the integration tests' server: its path answers 404", async () => {
    expect(discoverRoutes().filter((route) => route.template.startsWith("/api/bench-floor"))).toEqual([]);
    const server = await startTestServer();
    try {
      const response = await fetch(`${server.baseUrl}${PATH}`);
      await response.arrayBuffer();
      expect(response.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("answers 404 itself without the bench's switch at run time, or in production", async () => {
    type Handler = (request: Request, context: { params: Promise<{ employerId: string }> }) => Promise<Response>;
    const { GET } = (await import(/* @vite-ignore */ FILE)) as { GET: Handler };
    const call = () =>
      GET(new Request(`http://127.0.0.1${PATH}`), {
        params: Promise.resolve({ employerId: "00000000-0000-4000-8000-000000000000" }),
      });
    vi.stubEnv("BENCH_FLOOR_ROUTE", undefined);
    expect((await call()).status).toBe(404);
    vi.stubEnv("BENCH_FLOOR_ROUTE", "1");
    vi.stubEnv("APP_ENV", "production");
    expect((await call()).status).toBe(404);
  });
});
