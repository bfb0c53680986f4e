import { expect, forEachLocale, test } from "../fixtures/test";
import { writeDocumentPng } from "../support/images";
import { msg } from "../support/messages";
import { chooseFile, expectNoHorizontalScroll, heading } from "../support/portal-pages";

// An SSN ending in 1111 makes the sandbox identity provider ask for documents; after the upload
// the documentary check verifies (docs/identity-verification.md). The file pickers speak the
// page's language (a button and the chosen file's name), not the browser's.
forEachLocale((locale) => {
  test(`expanded verification (${locale}): documents asked for, front and back chosen with the page's own picker, then verified`, async ({
    page,
    api,
    signIn,
    t,
    checkpoint,
  }, testInfo) => {
    const employee = await api.createEmployee({ employer: "acme", ssnSerial: "1111" });
    await api.makeReady(employee, ["agreements", "atr"]);
    await signIn(employee);
    await page.goto("/onboarding/identity");
    await expect(heading(page, t("identity.title"))).toBeVisible();

    await test.step("the standard check asks for a document", async () => {
      await page.getByRole("button", { name: t("identity.start.submit") }).click();
      await expect(page.getByRole("heading", { name: t("identity.documents.title") })).toBeVisible({ timeout: 20_000 });
      await checkpoint(`documents-requested-${locale}`);
    });

    await test.step("a driver's license, front and back, through the translated picker", async () => {
      await page.getByLabel(t("identity.documents.types.DRIVERS_LICENSE")).check();
      const front = t("identity.documents.front.DRIVERS_LICENSE");
      const back = t("identity.documents.back.DRIVERS_LICENSE");
      // The picker's button and its empty state in the page's language, named with the field's label.
      const frontButton = page.getByRole("button", { name: `${front} ${t("identity.documents.choose")}`, exact: true });
      await expect(frontButton).toBeVisible();
      await expect(frontButton).toHaveAccessibleDescription(new RegExp(t("identity.documents.noFile")));
      await expect(page.getByTestId("frontImage-file")).toHaveText(t("identity.documents.noFile"));
      await page.setViewportSize({ width: 320, height: 720 });
      await expectNoHorizontalScroll(page);
      await chooseFile(page, front, writeDocumentPng(testInfo.outputPath("license-front.png")));
      await chooseFile(page, back, writeDocumentPng(testInfo.outputPath("license-back.png")));
      await expect(page.getByTestId("frontImage-file")).toHaveText("license-front.png");
      await expect(
        page.getByRole("button", { name: `${front} ${t("identity.documents.chooseAnother")}`, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("img", { name: t("identity.documents.previewAlt", { label: front }) })).toBeVisible();
      await expect(page.getByRole("img", { name: t("identity.documents.previewAlt", { label: back }) })).toBeVisible();
      await checkpoint(`documents-chosen-${locale}`);
      await page.getByRole("button", { name: t("identity.documents.submit") }).click();
    });

    await test.step("pending, then verified", async () => {
      // The documentary check may settle before the pending view is seen; the API shows it ran.
      // Verified while the person watches: on to the next task, no page with only "Continue".
      await expect(page).not.toHaveURL(/\/onboarding\/identity/, { timeout: 20_000 });
      await checkpoint(`verified-${locale}`);
      const verification = await api.call<{ checks: Array<{ kind: string; outcome: string | null }> }>(
        employee.employer,
        "GET",
        `${employee.base}/identity-verification`,
      );
      expect(verification.body.checks.map((check) => check.kind)).toContain("documentary");
    });
  });
});

test("a document side left out is summarised and its link leads to the picker's button", async ({
  page,
  api,
  signIn,
}) => {
  const employee = await api.createEmployee({ employer: "acme", ssnSerial: "1111" });
  await api.makeReady(employee, ["agreements", "atr"]);
  await api.verifyIdentity(employee, "NEEDS_EXPANDED_VERIFICATION");
  await signIn(employee);
  await page.goto("/onboarding/identity");
  await page.getByLabel(msg("en", "identity.documents.types.PASSPORT")).check();
  await page.getByRole("button", { name: msg("en", "identity.documents.submit") }).click();
  const summary = page.getByRole("alert").filter({ hasText: msg("en", "identity.documents.errors.frontMissing") });
  await summary.getByRole("link", { name: msg("en", "identity.documents.errors.frontMissing") }).click();
  await expect(page.getByRole("button", { name: msg("en", "identity.documents.front.PASSPORT") })).toBeFocused();
  await expect(
    page.getByRole("button", { name: msg("en", "identity.documents.front.PASSPORT") }),
  ).toHaveAccessibleDescription(new RegExp(msg("en", "identity.documents.errors.frontMissing")));
});
