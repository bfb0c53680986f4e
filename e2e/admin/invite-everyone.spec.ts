import { expect, test } from "../fixtures/admin";
import { adminT, expectLoaded, heading } from "../support/admin-pages";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { randomWord } from "../support/test-data";

// More people than one request may invite (BULK_INVITE_MAX, 500): HR invites everyone the filters
// select in the background, sees the run's progress read again while it sends, and stops it.
test("HR invites everyone selected in the background, follows it and stops it", async ({ page, api, adminSignIn }) => {
  const t = adminT("en");
  const token = `bulk-${randomWord(8).toLowerCase()}`;
  const people = 501;
  // Eight at a time: the partner API's per-client limit is production's.
  for (let start = 0; start < people; start += 8)
    await Promise.all(
      Array.from({ length: Math.min(8, people - start) }, (_, i) =>
        api.createEmployee({
          employer: "globex",
          personal: "none",
          overrides: { externalId: `${token}-${start + i}` },
        }),
      ),
    );
  await adminSignIn("globex");
  await page.goto(`/admin?q=${token}`);
  await expect(heading(page, t("employees.title"))).toBeVisible();
  await expectLoaded(page);

  await test.step("past 500, the panel offers the background run; a confirm starts it", async () => {
    await page.getByRole("button", { name: t("bulkInvite.inviteAll", { count: people }) }).click();
    await expect(page.getByRole("heading", { name: t("bulkInvite.confirmAll") })).toBeFocused();
    await page.getByRole("button", { name: t("bulkInvite.send") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("bulkInvite.started") })).toBeVisible();
  });

  await test.step("its progress is read again while it sends, then HR stops it", async () => {
    const runs = page.getByRole("region", { name: t("bulkInvite.runs.title") });
    const sending = /^Sending: (\d+) of 501 sent/;
    await expect(runs.getByText(sending)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "invitation run in progress");
    await runs.getByRole("button", { name: t("bulkInvite.runs.stop") }).click();
    await expect(runs.getByText(/^Stopped: \d+ of 501 sent before it was stopped\./)).toBeVisible();
    await expect(runs.getByRole("button", { name: t("bulkInvite.runs.stop") })).toHaveCount(0);
  });
});
