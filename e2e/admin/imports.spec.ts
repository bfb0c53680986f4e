import fs from "node:fs";

import { expect, test } from "../fixtures/admin";
import { at, expectLoaded, expectShowing, followAdminNav } from "../support/admin-pages";
import { randomEmail, randomWord } from "../support/test-data";

test("eligibility import: 3 rows, one invalid → 2 created, 1 rejected, with the rejected-rows report", async ({
  page,
  adminSignIn,
  checkpoint,
}) => {
  await adminSignIn("acme");
  const token = `e2e-${randomWord(8).toLowerCase()}`;
  const fileName = `${token}.csv`;
  const file = test.info().outputPath(fileName);
  const people = [0, 1, 2].map((index) => ({
    id: `${token}-${index + 1}`,
    first: randomWord(),
    last: randomWord(8),
    email: randomEmail(),
  }));
  // Line 4 (the third employee) has an e-mail address that is not one.
  fs.writeFileSync(
    file,
    [
      "Employee ID,First Name,Last Name,Email,Employed,Eligible",
      ...people.map((person, index) =>
        [person.id, person.first, person.last, index === 2 ? "not-an-address" : person.email, "yes", "yes"].join(","),
      ),
    ].join("\n") + "\n",
  );
  await test.info().attach(fileName, { path: file, contentType: "text/csv" });

  await test.step("the navigation leads to the import page", async () => {
    await page.goto("/admin");
    await followAdminNav(page, { link: "nav.imports", path: "/admin/imports", title: "imports.title" });
    await expectLoaded(page);
    await checkpoint("imports");
  });

  await test.step("submitted without a file: the error summary asks for one", async () => {
    await page.getByRole("button", { name: at("imports.upload.submit") }).click();
    const summary = page
      .getByRole("alert")
      .filter({ has: page.getByRole("heading", { name: at("common.errorSummaryTitle") }) });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: at("imports.errors.required") })).toHaveAttribute(
      "href",
      "#field-importFile",
    );
  });

  await test.step("the file is imported: progress completes with 2 created and 1 rejected", async () => {
    await page.getByLabel(at("imports.upload.fileLabel"), { exact: true }).setInputFiles(file);
    await page.getByRole("button", { name: at("imports.upload.submit") }).click();
    const progress = page.getByRole("region", { name: at("imports.progress.title", { fileName }) });
    await expect(progress.getByRole("heading", { name: at("imports.progress.title", { fileName }) })).toBeFocused();
    const status = progress.getByRole("status", { name: at("imports.progress.regionLabel") });
    await expect(status).toContainText(at("imports.progress.completedWithRejected"), { timeout: 30_000 });
    const count = (key: string) =>
      status.locator("dt", { hasText: at(`imports.counts.${key}`) }).locator("xpath=following-sibling::dd[1]");
    await expect(count("rowsRead")).toHaveText("3");
    await expect(count("created")).toHaveText("2");
    await expect(count("updated")).toHaveText("0");
    await expect(count("rejected")).toHaveText("1");
    await expect(page.getByRole("heading", { name: at("common.errorSummaryTitle") })).toHaveCount(0);
    await checkpoint("import-completed");
  });

  await test.step("the rejected-rows report says which line and column, never the value", async () => {
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: at("imports.progress.downloadRejected") }).click();
    const download = await downloading;
    const report = test.info().outputPath("rejected-rows.csv");
    await download.saveAs(report);
    await test.info().attach("rejected-rows.csv", { path: report, contentType: "text/csv" });
    const lines = fs.readFileSync(report, "utf8").trim().split(/\r?\n/);
    expect(lines[0]).toBe("Line,Employee ID,Column,Code,Reason");
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(new RegExp(`^4,${people[2]!.id},Email,`));
    expect(lines[1]).not.toContain("not-an-address");
  });

  await test.step("the import is listed among the recent ones", async () => {
    const recent = page.getByRole("region", { name: at("imports.recent.caption") });
    const row = recent.getByRole("row").filter({ has: page.getByRole("rowheader", { name: fileName }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell")).toHaveText([
      at("imports.recent.sources.admin_upload"),
      at("imports.recent.modes.changes"),
      /\S/,
      at("imports.statuses.completed"),
      "3",
      "2",
      "0",
      "0",
      "1",
      "0",
      new RegExp(`^${at("imports.recent.report")}`),
    ]);
    await expect(row.getByRole("link", { name: new RegExp(at("imports.recent.report")) })).toHaveAttribute(
      "href",
      /\/api\/admin\/imports\/[^/]+\/errors$/,
    );
  });

  await test.step("the two employees are in the table, enrolled", async () => {
    await page.goto(`/admin?q=${token}`);
    await expectShowing(page, 1, 2, 2);
    await expect(page.getByRole("table").getByRole("rowheader")).toHaveText(
      people
        .slice(0, 2)
        .sort((a, b) => (a.last < b.last ? -1 : 1))
        .map((person) => at("employees.name", { first: person.first, last: person.last })),
    );
    await checkpoint("imported-employees");
  });
});
