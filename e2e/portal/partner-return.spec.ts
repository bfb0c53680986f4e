import { expect, test } from "../fixtures/test";
import { en } from "../support/messages";
import { expectNoHorizontalScroll } from "../support/portal-pages";

// Issue 44 item 7: a partner's invite link may carry its app's return and refresh URLs (as
// Stripe's Account Links). The person who opened it always has a way back to the partner's app in
// the portal's header, on every page and at 320 px; the link, once used, leads to the refresh URL.
test.use({ viewport: { width: 320, height: 720 } });

test("the portal offers the way back to the partner's app, and a used link goes to its refresh URL", async ({
  page,
  api,
  employee,
}) => {
  const returnUrl = "https://app.partner.example/benefits/done";
  const refreshUrl = `${api.baseUrl}/api/health?refresh=1`;
  const url = await api.inviteUrl(employee, { returnUrl, refreshUrl });
  await page.goto(url);
  await expect(page).toHaveURL(/\/onboarding(\/|$|\?)/);
  const back = page.getByRole("link", { name: en("shell.returnTo", { host: "app.partner.example" }) });
  await expect(back).toHaveAttribute("href", returnUrl);
  await expectNoHorizontalScroll(page);
  // On the step pages too: it is in the portal's shell.
  await page.goto("/onboarding/personal");
  await expect(back).toBeVisible();

  // Opened again, the link no longer signs anyone in: it leads to the partner's app for a fresh one.
  const reopened = await page.request.get(url, { maxRedirects: 0 });
  expect(reopened.status()).toBe(303);
  expect(reopened.headers().location).toBe(refreshUrl);
});
