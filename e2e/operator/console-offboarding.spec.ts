import { randomBytes } from "node:crypto";

import { heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { adminT, operatorT } from "../support/operator-pages";
import { createEmployerOverHttp, expect, test } from "../fixtures/operator";

// The end of an employer's contract on its console page (docs/operator.md#offboarding): an owner
// downloads its people's export, is refused a name typed wrong, offboards it with the name typed as
// shown, and sees the worker finish; the employer can no longer be suspended or reactivated.

const t = operatorT("en");
const a = adminT("en");
const o = (key: string, values?: Record<string, string | number>) => t(`employers.offboarding.${key}`, values);

test("an owner exports an employer's people, then offboards it confirming its name, and sees it offboarded", async ({
  page,
  operatorSignIn,
}) => {
  await operatorSignIn("owner");
  const employer = await createEmployerOverHttp(page.context(), `Globochem ${randomBytes(3).toString("hex")}`);
  await page.goto(`/operator/employers/${employer.id}`);
  await expect(heading(page, employer.name)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: o("title") })).toBeVisible();

  await test.step("the export downloads as CSV", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: o("export") }).click();
    expect((await download).suggestedFilename()).toBe("employees.csv");
    await expect(page.getByRole("status").filter({ hasText: a("download.done") })).toBeVisible();
  });

  await test.step("a name typed wrong is refused beside the field, and nothing starts", async () => {
    await page.getByLabel(o("reason")).fill("Contract ended");
    await page.getByLabel(o("confirmName")).fill("Not the name");
    await page.getByRole("button", { name: o("submit") }).click();
    await expect(page.getByText(o("nameMismatch"))).toBeVisible();
    await expect(page.getByLabel(o("confirmName"))).toBeFocused();
    await expectNoSeriousA11yViolations(page, "operator employer offboarding");
  });

  await test.step("the name typed as shown starts it; the page says when the worker has finished", async () => {
    await page.getByLabel(o("confirmName")).fill(employer.name);
    await page.getByRole("button", { name: o("submit") }).click();
    await expect(page.getByText(o("startedOn"))).toBeVisible();
    // The worker's rounds are not ours to time: the page reads the employer again until it is done.
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: o("startedOn") })
        .getByText(o("finishedOn"), { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: t("employers.suspension.submit") })).toHaveCount(0);
    await expect(page.getByRole("button", { name: t("employers.suspension.reactivate.button") })).toHaveCount(0);
  });
});
