import { expect, test } from "@playwright/test";

import { expectNoSeriousA11yViolations } from "../support/axe";
import { appUrl } from "../support/servers";

test.use({ baseURL: appUrl("sandbox") });

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

// The reference must work on a machine without internet: anything not from this origin (or a
// data:/blob: URL) is recorded and refused, and the test fails if there was any.
test("the API reference renders offline, and links to the guides", async ({ page }) => {
  const outside: string[] = [];
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOSTS.has(url.hostname) || url.protocol === "data:" || url.protocol === "blob:") return route.fallback();
    outside.push(url.href);
    return route.abort("blockedbyclient");
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  // A partner starts at the service's address: its front page leads to the reference.
  await page.goto("/");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole("heading", { name: "Partner API reference" })).toBeVisible();
  // Swagger UI has fetched /api/openapi.json and rendered the operations (parsing ~300 KB of
  // document takes a few seconds on a busy two-core machine).
  await expect(page.locator(".opblock-summary-description", { hasText: "Create an employee" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page
      .locator(".opblock-summary-path", { hasText: "/api/employers/{employerId}/employees/{employeeId}/cards" })
      .first(),
  ).toBeVisible();
  await page.locator(".opblock-summary", { hasText: "Create the card" }).click();
  await expect(page.getByText("onboarding_incomplete").first()).toBeVisible();

  await page.getByRole("link", { name: "Webhooks and signatures" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks and signatures" })).toBeVisible();
  await expect(page.getByText("webhook-signature").first()).toBeVisible();
  // The receivers it shows are the files it serves, as they are (tests/http/webhook-examples.test.ts runs them).
  const served = await page.request.get("/examples/webhooks/receiver.py");
  expect(served.status()).toBe(200);
  await expect(page.locator("pre", { hasText: "def verify(body: bytes, headers)" })).toContainText(
    (await served.text()).split("\n")[0]!,
  );
  await expectNoSeriousA11yViolations(page);

  await page.goto("/docs/guides/versions");
  await expect(page.getByRole("heading", { name: "Deprecation policy" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The changelog: every version by its release date, each with its own page saying how to upgrade.
  await page.getByRole("link", { name: "changelog" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Changelog" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "2024-01-16" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "API version 2024-01-16" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upgrading from 2021-08-10" })).toBeVisible();
  await expect(page.getByText("may still turn VERIFIED after an upload")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The name 2026-11-21 was first published under still finds it.
  await page.goto("/docs/changelog/2027-01-01");
  await expect(page.getByRole("heading", { level: 1, name: "API version 2026-11-21" })).toBeVisible();

  await page.getByRole("link", { name: "Glossary" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Glossary" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "onboarding_status" })).toContainText(
    "NEEDS_EXPANDED_VERIFICATION",
  );
  await expectNoSeriousA11yViolations(page);

  expect(outside, "requests to other origins").toEqual([]);
  expect(
    errors.filter((text) => /Content Security Policy|Refused to/.test(text)),
    "CSP violations",
  ).toEqual([]);
});

// Every problem's `type` is this service's own page, at the code's anchor: a partner who follows it
// from an answer reads what the code means and how to fix it (issue 44).
test("a problem's type opens /docs/errors at its code, which explains it", async ({ page, request }) => {
  const refused = await request.get("/api/webhook-endpoints");
  expect(refused.status()).toBe(401);
  const problem = (await refused.json()) as { type: string; code: string };
  expect(problem.type).toBe(`${appUrl("sandbox")}/docs/errors#unauthorized`);
  await page.goto(problem.type);
  await expect(page.getByRole("heading", { level: 1, name: "Errors" })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.locator("#unauthorized") });
  await expect(row).toContainText("Credentials missing, malformed or wrong");
  await expect(page.locator("#validation_failed")).toHaveCount(1);
  await expect(page.locator("#field-read_only")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

// A guide never scrolls sideways, on a laptop or a phone: long code blocks and tables scroll inside
// themselves, inline code breaks where it must.
for (const width of [1280, 320]) {
  test(`every guide fits ${width} px without scrolling sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const guide of [
      "/docs/guides",
      "/docs/guides/onboarding",
      "/docs/guides/sandbox",
      "/docs/guides/versions",
      "/docs/changelog",
      "/docs/changelog/2024-01-16",
      "/docs/guides/webhooks",
      "/docs/errors",
      "/docs/guides/glossary",
    ]) {
      await page.goto(guide);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${guide} at ${width} px scrolls sideways by`).toBeLessThanOrEqual(0);
    }
  });
}

test("serves what a real site serves: icons, a web manifest and robots.txt", async ({ page, request }) => {
  await page.goto("/docs/guides");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifest = (await (await request.get(manifestHref!)).json()) as {
    name: string;
    start_url: string;
    icons: Array<{ src: string; type: string }>;
  };
  expect(manifest.start_url).toBe("/onboarding");
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"]).toContain(icon.type);
  }
  expect((await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!)).status()).toBe(
    200,
  );
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Disallow: \/$/m);
});

test("the hosted portal guide shows what the employee sees, with every screenshot loaded", async ({
  page,
  request,
}) => {
  await page.goto("/docs/guides");
  await page.getByRole("main").getByRole("link", { name: "The hosted portal" }).click();
  await expect(page.getByRole("heading", { name: "The hosted portal", level: 1 })).toBeVisible();
  const images = page.getByRole("img");
  expect(await images.count()).toBeGreaterThanOrEqual(9);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await expect(image).toHaveAttribute("alt", /\w/);
  }
  await expectNoSeriousA11yViolations(page);
  // Only the portal's screenshots are served there: nothing else of the repository.
  expect((await request.get("/docs/portal-screens/..%2F..%2Fpackage.json")).status()).toBe(404);
  expect((await request.get("/docs/portal-screens/start-320.png")).headers()["content-type"]).toBe("image/png");
});
