// Portal weight and paint: first-load JavaScript per page (gzip) from the .next-bench build's
// manifests, and the largest contentful paint of the onboarding checklist in headless Chromium
// under Slow 4G and 4× CPU throttling (issue 17: within 2.5 s).
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";

import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import { firstLoadLine } from "./lib/portal-budget";
import { BENCH_DIST_DIR } from "./lib/processes";
import { round, summarize } from "./lib/stats";

export type PageWeight = {
  route: string;
  area: "portal" | "admin" | "other";
  chunks: number;
  rawKB: number;
  gzipKB: number;
};
export type FirstLoadResult = { method: string; sharedGzipKB: number; pages: PageWeight[] };

type ClientManifest = { entryJSFiles?: Record<string, string[]> };

function findManifests(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findManifests(full);
    return entry.name === "page_client-reference-manifest.js" ? [full] : [];
  });
}

const tenths = (value: number) => Math.round(value * 10) / 10;

const gzipSizes = new Map<string, { raw: number; gzip: number }>();
function chunkSize(distDir: string, file: string): { raw: number; gzip: number } {
  const key = path.join(distDir, file);
  const cached = gzipSizes.get(key);
  if (cached) return cached;
  const bytes = fs.readFileSync(key);
  const size = { raw: bytes.length, gzip: zlib.gzipSync(bytes).length };
  gzipSizes.set(key, size);
  return size;
}

/**
 * Per page: the root main files every page loads (build-manifest.json) plus each JS chunk its
 * layouts and page need (the page's client reference manifest, `entryJSFiles`), each gzipped
 * with zlib's default level. Polyfills (nomodule, skipped by modern browsers) are not counted.
 * `distDir`: the bench's build, or the end-to-end suite's (e2e/portal/first-load-budget.spec.ts,
 * which checks the budget in CI); `quiet` prints nothing.
 */
export function measureFirstLoadJs(distDir: string = BENCH_DIST_DIR, quiet = false): FirstLoadResult {
  const build = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const appDir = path.join(distDir, "server", "app");
  const chunkSizeIn = (file: string) => chunkSize(distDir, file);
  const pages: PageWeight[] = [];
  for (const file of findManifests(appDir)) {
    const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, ClientManifest> } };
    vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
    for (const [key, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      const route = key.replace(/\/page$/, "").replace(/\/\([^)]*\)/g, "") || "/";
      if (route.startsWith("/_")) continue;
      const chunks = new Set(build.rootMainFiles);
      for (const files of Object.values(manifest.entryJSFiles ?? {}))
        for (const chunk of files) chunks.add(chunk.replace(/^\/_next\//, ""));
      const sizes = [...chunks].map(chunkSizeIn);
      pages.push({
        route,
        area: key.startsWith("/(portal)") ? "portal" : key.startsWith("/(admin)") ? "admin" : "other",
        chunks: chunks.size,
        rawKB: tenths(sizes.reduce((sum, s) => sum + s.raw, 0) / 1024),
        // Tenths, not round()'s whole numbers above 100: 150.4 KB must not pass as 150.
        gzipKB: tenths(sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024),
      });
    }
  }
  pages.sort((a, b) => a.area.localeCompare(b.area) || a.route.localeCompare(b.route));
  const sharedGzipKB = tenths(build.rootMainFiles.map(chunkSizeIn).reduce((sum, size) => sum + size.gzip, 0) / 1024);
  if (!quiet) {
    for (const page of pages.filter((p) => p.area === "portal")) log(`  ${firstLoadLine(page)}`);
    log(`  first-load JS shared by every page (framework runtime): ${sharedGzipKB} KB gzip`);
  }
  return {
    method: "build-manifest rootMainFiles + client-reference-manifest entryJSFiles, zlib gzip level 6",
    sharedGzipKB,
    pages,
  };
}

export type LcpResult = {
  page: string;
  runs: number;
  lcpMs: { p50: number; max: number };
  fcpMs: { p50: number };
  scriptTransferKB: number;
  note: string;
};

/**
 * Chrome DevTools' "Slow 4G" preset (what Lighthouse's mobile run approximates): 562.5 ms
 * round-trip latency, 1.44 Mbit/s down, 675 kbit/s up; and 4× CPU slowdown. Applied through the
 * DevTools protocol to each page before it navigates.
 */
export const THROTTLING = {
  latencyMs: 562.5,
  downloadBytesPerSecond: 180_000,
  uploadBytesPerSecond: 84_375,
  cpuSlowdown: 4,
} as const;

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
const chromiumPath = () =>
  [process.env.PLAYWRIGHT_CHROMIUM_PATH, process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
    (p) => p && fs.existsSync(p),
  );

/** Chromium for a browser measure, or why the measure is skipped. */
async function launchChromium(): Promise<Browser | { skipped: string }> {
  const executablePath = chromiumPath();
  if (!executablePath)
    return { skipped: "no Chromium found (set PLAYWRIGHT_CHROMIUM_PATH or apt-get install chromium)" };
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * One run's browser: a fresh invite link opened in a new context (cold cache) under THROTTLING,
 * with an observer keeping the latest largest-contentful-paint of each navigation in `__lcp`.
 */
async function signInThrottled(
  browser: Browser,
  baseUrl: string,
  tenant: BenchTenant,
  employeeId: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const invite = await fetch(`${baseUrl}/api/employers/${tenant.employerId}/employees/${employeeId}/invite-link`, {
    method: "POST",
    headers: { authorization: tenant.authorization },
  });
  if (!invite.ok) throw new Error(`invite link: ${invite.status} ${await invite.text()}`);
  const { url } = (await invite.json()) as { url: string };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
  return { context, page };
}

/**
 * Signs in like the browser tests do (a fresh invite link per run, opened in a new context), lands
 * on /onboarding, the checklist, and reads the largest contentful paint the browser reports.
 */
export async function measureChecklistLcp(
  baseUrl: string,
  tenant: BenchTenant,
  employeeIds: string[],
  runs: number,
): Promise<LcpResult | { skipped: string }> {
  const browser = await launchChromium();
  if ("skipped" in browser) return browser;
  const lcps: number[] = [];
  const fcps: number[] = [];
  let scriptBytes = 0;
  try {
    // Run 0 warms the server's page code and is not counted.
    for (let run = 0; run <= runs; run++) {
      const employeeId = employeeIds[run % employeeIds.length]!;
      const { context, page } = await signInThrottled(browser, baseUrl, tenant, employeeId);
      if (!new URL(page.url()).pathname.startsWith("/onboarding")) throw new Error(`invite link led to ${page.url()}`);
      await page.waitForTimeout(300);
      const metrics = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const scripts = performance
          .getEntriesByType("resource")
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script");
        return {
          lcp: (window as unknown as { __lcp: number }).__lcp,
          fcp: paint?.startTime ?? 0,
          scriptBytes: scripts.reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
        };
      });
      await context.close();
      if (run === 0) continue;
      lcps.push(metrics.lcp);
      fcps.push(metrics.fcp);
      scriptBytes = metrics.scriptBytes;
    }
  } finally {
    await browser.close();
  }
  const lcp = summarize(lcps);
  const result = {
    page: "/onboarding (checklist), after the invite-link redirect",
    runs,
    lcpMs: { p50: round(lcp.p50), max: round(lcp.max) },
    fcpMs: { p50: round(summarize(fcps).p50) },
    scriptTransferKB: round(scriptBytes / 1024, 1),
    note: "headless Chromium, fresh context (cold cache) per run, Slow 4G (562.5 ms RTT, 1.44 Mbit/s down, 675 kbit/s up) and 4× CPU throttling through the DevTools protocol; LCP measured from the navigation that follows the invite redirect",
  };
  log(
    `  LCP /onboarding: p50 ${result.lcpMs.p50} ms (FCP ${result.fcpMs.p50} ms), scripts ${result.scriptTransferKB} KB on the wire`,
  );
  return result;
}

/** The step pages whose content the server renders with their data (issue 25 item 5). */
export const STEP_PAGES = [
  "/onboarding/personal",
  "/onboarding/agreements",
  "/onboarding/income",
  "/onboarding/repayment",
  "/onboarding/card",
] as const;
export const STEP_LCP_BUDGET_MS = 1000;

/**
 * The element that says a step page's own content is on screen, not just its frame (the heading
 * and intro are the largest text before the form comes, so LCP alone can miss a late form): the
 * personal details form, the first agreement, the income form (or its result), how to repay (the
 * saved methods, or the payroll deduction's note), the card choice (or the card).
 */
const CONTENT_SELECTORS: Record<(typeof STEP_PAGES)[number], string> = {
  "/onboarding/personal": "main form",
  "/onboarding/agreements": "main ul li",
  "/onboarding/income": "main form, #atr-result-heading",
  "/onboarding/repayment": '#saved-methods-title, main [role="status"] > p.font-semibold',
  "/onboarding/card": 'input[name="cardType"], [data-testid="card-confirmation"]',
};

export type StepLcpResult = {
  runs: number;
  pages: Array<{ path: string; lcpMs: { p50: number; max: number }; contentMs: { p50: number; max: number } }>;
  note: string;
};

/**
 * The step pages' largest contentful paint as a returning person meets them: signed in (the
 * portal's scripts and styles in the browser's cache, as after any first page), each page opened
 * under the same throttling as the task list's measure. A page that fetches its content after
 * loading paints it round trips later than one the server rendered with it.
 */
export async function measureStepLcp(
  baseUrl: string,
  tenant: BenchTenant,
  employeeIds: string[],
  runs: number,
): Promise<StepLcpResult | { skipped: string }> {
  const browser = await launchChromium();
  if ("skipped" in browser) return browser;
  const samples = new Map<string, number[]>(STEP_PAGES.map((path) => [path, []]));
  const contentSamples = new Map<string, number[]>(STEP_PAGES.map((path) => [path, []]));
  try {
    // Run 0 warms the server's page code and is not counted.
    for (let run = 0; run <= runs; run++) {
      const employeeId = employeeIds[run % employeeIds.length]!;
      const { context, page } = await signInThrottled(browser, baseUrl, tenant, employeeId);
      // The session cookie is the link's host's (PUBLIC_BASE_URL), which may name the app otherwise.
      const origin = new URL(page.url()).origin;
      for (const path of STEP_PAGES) {
        await page.goto(`${origin}${path}`, { waitUntil: "commit", timeout: 60_000 });
        // When the page's own content is there, from the navigation's start (an upper bound: the
        // question's round trip to the browser is in it).
        await page.waitForSelector(CONTENT_SELECTORS[path], { state: "visible", timeout: 60_000 });
        const content = await page.evaluate(() => performance.now());
        await page.waitForLoadState("networkidle", { timeout: 60_000 });
        if (new URL(page.url()).pathname !== path) throw new Error(`${path} led to ${page.url()}`);
        await page.waitForTimeout(300);
        const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
        if (run > 0) {
          samples.get(path)!.push(lcp);
          contentSamples.get(path)!.push(content);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const result: StepLcpResult = {
    runs,
    pages: STEP_PAGES.map((path) => {
      const stats = summarize(samples.get(path)!);
      const content = summarize(contentSamples.get(path)!);
      return {
        path,
        lcpMs: { p50: round(stats.p50), max: round(stats.max) },
        contentMs: { p50: round(content.p50), max: round(content.max) },
      };
    }),
    note: "headless Chromium, signed in first (scripts and styles cached), then each page opened under Slow 4G (562.5 ms RTT) and 4× CPU throttling; LCP of that navigation",
  };
  for (const page of result.pages)
    log(
      `  ${page.path}: LCP p50 ${page.lcpMs.p50} ms (max ${page.lcpMs.max}), content shown p50 ${page.contentMs.p50} ms (max ${page.contentMs.max})`,
    );
  return result;
}
