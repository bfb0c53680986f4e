import fs from "node:fs";

import { expect, test } from "../fixtures/admin";
import { at, expectLoaded } from "../support/admin-pages";
import { randomEmail, randomWord } from "../support/test-data";

// A full file past the threshold is held on the imports page until HR confirms or discards it.
// On the vendors app, whose Acme employer no other journey touches: confirming a full file
// makes everyone it leaves out ineligible, which would pull the rug from journeys running beside it.
test.use({ app: "vendors" });

type Import = { id: string; status: string; missing: number | null; madeIneligible: number };
type Page = { data: Array<{ externalId: string | null; unmet: string[] }> };

test("a held full file: HR confirms it and the employees it leaves out become ineligible; another is discarded", async ({
  page,
  adminSignIn,
  checkpoint,
}) => {
  const admin = await adminSignIn("acme");
  const token = `full-${randomWord(8).toLowerCase()}`;
  const rows = new Map<number, string>();
  const person = (index: number) =>
    rows.get(index) ??
    rows
      .set(index, [`${token}-${index}`, randomWord(), randomWord(8), randomEmail(), "yes", "yes"].join(","))
      .get(index)!;
  const header = "Employee ID,First Name,Last Name,Email,Employed,Eligible";
  const write = (name: string, lines: string[]) => {
    const file = test.info().outputPath(name);
    fs.writeFileSync(file, [header, ...lines].join("\n") + "\n");
    return file;
  };

  // Three of ours first, so the population is never empty; the full file lists only the first.
  const start = (
    await admin.call<Import>("POST", "/api/admin/imports", { fileName: `${token}-start.csv`, mode: "changes" })
  ).id;
  await page.request.put(`/api/admin/imports/${start}/file`, {
    headers: {
      "content-type": "text/csv",
      "x-csrf-token": (await admin.call<{ csrfToken: string }>("GET", "/api/admin/session")).csrfToken,
    },
    data: [header, person(1), person(2), person(3)].join("\n"),
  });
  const fileName = `${token}_FULL.csv`;
  const file = write(fileName, [person(1)]);

  await test.step("a name ending in _FULL.csv ticks “full file”; the upload is held, nothing applied", async () => {
    await page.goto("/admin/imports");
    await expectLoaded(page);
    await page.getByLabel(at("imports.upload.fileLabel"), { exact: true }).setInputFiles(file);
    await expect(page.getByRole("checkbox", { name: at("imports.upload.fullLabel") })).toBeChecked();
    await page.getByRole("button", { name: at("imports.upload.submit") }).click();
    const progress = page.getByRole("region", { name: at("imports.progress.title", { fileName }) });
    await expect(progress.getByRole("status", { name: at("imports.progress.regionLabel") })).toContainText(
      at("imports.progress.held"),
      { timeout: 30_000 },
    );
    await expect(
      progress.getByRole("button", { name: new RegExp(`^${at("imports.held.confirm.button")}`) }),
    ).toBeVisible();
    await checkpoint("full-file-held");
  });

  const held = (await admin.call<{ data: Import[] }>("GET", "/api/admin/imports")).data.find(
    (job) => job.status === "held",
  )!;
  expect(held.missing).toBeGreaterThanOrEqual(2);

  await test.step("HR confirms after the confirm step: applied, and the people it left out are ineligible", async () => {
    const progress = page.getByRole("region", { name: at("imports.progress.title", { fileName }) });
    await progress.getByRole("button", { name: new RegExp(`^${at("imports.held.confirm.button")}`) }).click();
    const step = progress.getByRole("group", { name: at("imports.held.confirm.confirmTitle", { fileName }) });
    await expect(step.getByRole("heading")).toBeFocused();
    await step.getByRole("button", { name: at("imports.held.confirm.confirm") }).click();
    const status = progress.getByRole("status", { name: at("imports.progress.regionLabel") });
    await expect(status).toContainText(at("imports.progress.completed"), { timeout: 30_000 });
    const count = (key: string) =>
      status.locator("dt", { hasText: at(`imports.counts.${key}`) }).locator("xpath=following-sibling::dd[1]");
    await expect(count("madeIneligible")).toHaveText(String(held.missing));
    await expect(count("unchanged")).toHaveText("1");
    await checkpoint("full-file-confirmed");
    const ours = (await admin.call<Page>("GET", `/api/admin/employees?q=${token}`)).data;
    expect(ours.map((row) => [row.externalId, row.unmet.includes("eligibility_status")]).sort()).toEqual([
      [`${token}-1`, false],
      [`${token}-2`, true],
      [`${token}-3`, true],
    ]);
  });

  await test.step("another held file is discarded from the recent imports: nothing of it is applied", async () => {
    const second = `${token}-again_FULL.csv`;
    await page.getByLabel(at("imports.upload.fileLabel"), { exact: true }).setInputFiles(write(second, [person(9)]));
    await page.getByRole("button", { name: at("imports.upload.submit") }).click();
    await expect(
      page.getByRole("region", { name: at("imports.progress.title", { fileName: second }) }).getByRole("status"),
    ).toContainText(at("imports.progress.held"), {
      timeout: 30_000,
    });
    const recent = page.getByRole("region", { name: at("imports.recent.caption") });
    const row = recent.getByRole("row").filter({ has: page.getByRole("rowheader", { name: second }) });
    await row.getByRole("button", { name: new RegExp(`^${at("imports.held.discard.button")}`) }).click();
    await row.getByRole("button", { name: at("imports.held.discard.confirm") }).click();
    await expect(row.getByRole("cell").nth(3)).toHaveText(at("imports.statuses.discarded"));
    expect((await admin.call<Page>("GET", `/api/admin/employees?q=${token}-9`)).data).toEqual([]);
    await checkpoint("full-file-discarded");
  });
});
