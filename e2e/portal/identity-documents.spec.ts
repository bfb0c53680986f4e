import { expect, test } from "../fixtures/test";
import { writeDocumentPng } from "../support/images";
import { en } from "../support/messages";
import { heading } from "../support/portal-pages";

// An SSN ending in 1111 makes the sandbox identity provider ask for documents; after the upload
// the documentary check verifies (docs/identity-verification.md).
test("expanded verification: documents asked for, front and back uploaded, then verified", async ({ page, api, signIn, checkpoint }, testInfo) => {
  const employee = await api.createEmployee({ employer: "acme", ssnSerial: "1111" });
  await api.makeReady(employee, ["agreements", "atr"]);
  await signIn(employee);
  await page.goto("/onboarding/identity");
  await expect(heading(page, en("identity.title"))).toBeVisible();

  await test.step("the standard check asks for a document", async () => {
    await page.getByRole("button", { name: en("identity.start.submit") }).click();
    await expect(page.getByRole("heading", { name: en("identity.documents.title") })).toBeVisible({ timeout: 20_000 });
    await checkpoint("documents-requested");
  });

  await test.step("a driver's license, front and back", async () => {
    await page.getByLabel(en("identity.documents.types.DRIVERS_LICENSE")).check();
    const front = en("identity.documents.front.DRIVERS_LICENSE");
    const back = en("identity.documents.back.DRIVERS_LICENSE");
    await page.getByLabel(front, { exact: true }).setInputFiles(writeDocumentPng(testInfo.outputPath("license-front.png")));
    await page.getByLabel(back, { exact: true }).setInputFiles(writeDocumentPng(testInfo.outputPath("license-back.png")));
    await expect(page.getByRole("img", { name: en("identity.documents.previewAlt", { label: front }) })).toBeVisible();
    await expect(page.getByRole("img", { name: en("identity.documents.previewAlt", { label: back }) })).toBeVisible();
    await checkpoint("documents-chosen");
    await page.getByRole("button", { name: en("identity.documents.submit") }).click();
  });

  await test.step("pending, then verified", async () => {
    // The documentary check may settle before the pending view is seen; the API shows it ran.
    await expect(page.getByText(en("identity.pending.title")).or(page.getByText(en("identity.verified")))).toBeVisible();
    await expect(page.getByText(en("identity.verified"))).toBeVisible({ timeout: 20_000 });
    await checkpoint("verified");
    const verification = await api.call<{ checks: Array<{ kind: string; outcome: string | null }> }>(employee.employer, "GET", `${employee.base}/identity-verification`);
    expect(verification.body.checks.map((check) => check.kind)).toContain("documentary");
  });
});
