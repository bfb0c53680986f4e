import { expect, test } from "../fixtures/test";
import { en } from "../support/messages";
import { expectArrivedAt, heading } from "../support/portal-pages";

// The fixture's hydration gate (e2e/fixtures/test.ts): server-rendered HTML shows before React has
// hydrated it; until then a click waits instead of landing on a page that cannot answer it, and
// page.goto returns only once the page is live. Here React's scripts are held back to show it.
test("clicks wait until React has hydrated the page, and page.goto returns only then", async ({
  page,
  api,
  signIn,
}) => {
  const employee = await api.createEmployee({ employer: "acme", personal: "none" });
  await signIn(employee);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  let returned = false;
  const navigation = page.goto("/onboarding").then(() => (returned = true));

  const start = page.getByRole("link", { name: en("checklist.startNow") });
  await expect(heading(page, en("checklist.title"))).toBeVisible();
  await expect(start).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __e2eHydrated?: boolean }).__e2eHydrated)).toBeUndefined();
  const early = await start.click({ timeout: 1_500 }).then(
    () => "clicked",
    () => "held",
  );
  expect(early).toBe("held");
  expect(returned).toBe(false);

  release();
  await navigation;
  expect(returned).toBe(true);
  await start.click();
  // A client-side navigation: focus moves to the new page's heading, which only React does.
  await expectArrivedAt(page, en("personal.title"));
});
