import { expect, test } from "../fixtures/test";
import { adminT, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expectNoHorizontalScroll } from "../support/portal-pages";

// The sign-in page's other ways in and the join page's incomplete link: what the browser shows
// before any of the issue 26 API answers (single sign-on's start is intercepted here; the journeys
// through factors, enrolment and joining come with the API).

const NARROW = { width: 320, height: 740 };

for (const locale of ["en", "es"] as const) {
  test(`sign-in at 320 px in ${locale}: a failed single sign-on says why, beside the other ways in`, async ({
    page,
    chooseLocale,
  }) => {
    const t = adminT(locale);
    await chooseLocale(locale);
    await page.setViewportSize(NARROW);

    await page.goto("/admin/sign-in?sso_error=sso_domain_not_allowed");
    await expect(heading(page, t("signIn.title"))).toBeVisible();
    const alert = page.getByRole("alert").filter({ hasText: t("signIn.ssoErrors.title") });
    await expect(alert).toContainText(t("signIn.ssoErrors.sso_domain_not_allowed"));
    await expect(page.getByRole("heading", { level: 2, name: t("signIn.sso.title") })).toBeVisible();
    await expect(page.getByRole("button", { name: t("signIn.passkey.submit") })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, `sign-in with sso_error [${locale}]`);

    // A code this page has no words for reads as a failed sign-in, never as raw text.
    await page.goto("/admin/sign-in?sso_error=%3Cscript%3E");
    await expect(page.getByRole("alert").filter({ hasText: t("signIn.ssoErrors.sso_failed") })).toBeVisible();
    await expect(page.getByText("<script>")).toHaveCount(0);
  });
}

test("single sign-on is a full-page GET with the work e-mail, after the address is checked", async ({
  page,
  baseURL,
}) => {
  const t = adminT("en");
  const started: string[] = [];
  // The start answers as the API will: a redirect to the identity provider on another origin, which
  // the page's CSP must not stop (form-action 'self' stops a submitted form's redirect; this is a
  // navigation). The "provider" is this app's health check at 127.0.0.1 (another origin than
  // localhost): a redirect's target is not routed by Playwright, so it must really answer.
  const provider = new URL(baseURL ?? "");
  provider.hostname = "127.0.0.1";
  provider.pathname = "/api/health";
  await page.route("**/api/admin/sso/start**", async (route) => {
    started.push(route.request().url());
    await route.fulfill({ status: 302, headers: { location: provider.toString() } });
  });
  await page.goto("/admin/sign-in");
  const sso = page.getByRole("region", { name: t("signIn.sso.title") });
  const email = sso.getByLabel(t("signIn.sso.email"));
  const submit = sso.getByRole("button", { name: t("signIn.sso.submit") });

  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill("pat@");
  await submit.click();
  await expect(sso.getByText(t("errors.email_invalid"))).toBeVisible();
  expect(started).toEqual([]);

  await email.fill("pat.rivera@acme.example");
  await submit.click();
  await expect(page).toHaveURL(provider.toString());
  expect(started).toHaveLength(1);
  expect(new URL(started[0]!).searchParams.get("email")).toBe("pat.rivera@acme.example");
});

for (const locale of ["en", "es"] as const) {
  test(`the join page at 320 px in ${locale}: a link without its token says how to get one`, async ({
    page,
    chooseLocale,
  }) => {
    const t = adminT(locale);
    await chooseLocale(locale);
    await page.setViewportSize(NARROW);
    await page.goto("/admin/join");
    await expect(heading(page, t("join.title"))).toBeVisible();
    await expect(page.getByText(t("join.noToken.title"))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t("join.title")}`));
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, `join without a token [${locale}]`);
  });
}
