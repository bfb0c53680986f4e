import fs from "node:fs";

import { expect, test } from "../fixtures/admin";
import { at, expectArrivedAt, expectLoaded, followAdminNav } from "../support/admin-pages";
import { APPS } from "../support/servers";
import { sftpLoginRefused, sftpUpload } from "../support/sftp";
import { randomEmail, randomWord } from "../support/test-data";

test("SFTP: HR creates credentials, a file sent with them is imported, and its report is on the imports page", async ({
  page,
  app,
  adminSignIn,
  checkpoint,
}) => {
  await adminSignIn("acme");
  const name = `E2E payroll ${randomWord(8)}`;
  const token = `e2e-${randomWord(8).toLowerCase()}`;
  // The program's convention, <ClientID>_Eligibility_<YYYYMMDD>.csv, with a client id of this test's own.
  const fileName = `${token.toUpperCase()}_Eligibility_${new Date().toISOString().slice(0, 10).replace(/-/g, "")}.csv`;
  const credentials = { username: "", password: "" };

  await test.step("the navigation leads to the SFTP page", async () => {
    await page.goto("/admin");
    await followAdminNav(page, { link: "nav.sftp", path: "/admin/sftp", title: "sftp.title", exact: true });
    await expectLoaded(page);
    await checkpoint("sftp");
  });

  await test.step("an account is created: its password is shown once, with where to connect", async () => {
    await page.getByLabel(at("sftp.create.name"), { exact: true }).fill(name);
    await page.getByRole("button", { name: at("sftp.create.submit"), exact: true }).click();
    const panel = page.getByRole("region", { name: at("sftp.password.createdTitle", { name }) });
    await expect(panel.getByRole("heading", { name: at("sftp.password.createdTitle", { name }) })).toBeFocused();
    await expect(panel.getByText(at("sftp.password.warning"))).toBeVisible();
    credentials.username = await panel
      .getByRole("textbox", { name: at("sftp.password.username"), exact: true })
      .inputValue();
    credentials.password = await panel
      .getByRole("textbox", { name: at("sftp.password.passwordLabel"), exact: true })
      .inputValue();
    expect(credentials.username).toMatch(/^acme-manufacturing-[a-z0-9]{8}$/);
    expect(credentials.password).toMatch(/^[A-Za-z0-9]{32}$/);
    await expect(panel.getByRole("textbox", { name: at("sftp.password.command"), exact: true })).toHaveValue(
      `sftp -P ${APPS[app].sftpPort} ${credentials.username}@localhost`,
    );
    await checkpoint("password-shown");
    await panel.getByRole("button", { name: at("sftp.password.stored") }).click();
    await expect(page.getByRole("heading", { name, exact: true })).toBeFocused();
    expect(await page.content()).not.toContain(credentials.password);
  });

  await test.step("the payroll system sends a file with one bad row over SFTP", async () => {
    const content = [
      "Employee Number,First Name,Last Name,Email Address,Employment Status,Eligibility Status,Birth Date,Address 1,Address 2,City,State,ZIP Code,SSN",
      `${token}-1,${randomWord()},${randomWord(8)},${randomEmail()},Active,yes,1990-04-23,1 Main St,,Austin,TX,73301,231-54-8765`,
      `${token}-2,${randomWord()},${randomWord(8)},not-an-address,Active,yes,1990-04-23,PO Box 9,,Austin,TX,73301,`,
    ].join("\n");
    await sftpUpload({ port: APPS[app].sftpPort, ...credentials, remotePath: `/inbound/${fileName}`, content });
  });

  await test.step("the imports page lists the file as imported, with its acknowledgement and report", async () => {
    await page
      .getByRole("navigation", { name: at("nav.label") })
      .getByRole("link", { name: at("nav.imports") })
      .click();
    await expectArrivedAt(page, at("imports.title"));
    const files = page.getByRole("region", { name: at("imports.sftp.caption") });
    const row = files.getByRole("row").filter({ has: page.getByRole("rowheader", { name: fileName }) });
    await expect(row.getByRole("cell")).toHaveText(
      [
        /\S/,
        credentials.username,
        at("imports.sftp.statuses.processed"),
        "2",
        "1",
        "0",
        "0",
        "1",
        "0",
        fileName.replace(/\.csv$/, ".ack.csv"),
        new RegExp(`^${at("imports.sftp.report")}`),
      ],
      { timeout: 30_000 },
    );
    const recent = page.getByRole("region", { name: at("imports.recent.caption") });
    await expect(
      recent
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: fileName }) })
        .getByRole("cell")
        .first(),
    ).toHaveText(at("imports.recent.sources.sftp"));
    await checkpoint("sftp-file-listed");

    const downloading = page.waitForEvent("download");
    await row.getByRole("link", { name: fileName.replace(/\.csv$/, ".ack.csv") }).click();
    const ack = test.info().outputPath("acknowledgement.csv");
    await (await downloading).saveAs(ack);
    await test.info().attach("acknowledgement.csv", { path: ack, contentType: "text/csv" });
    const text = fs.readFileSync(ack, "utf8");
    expect(text).toMatch(new RegExp(`^REJECTED,3,${token}-2,Email,email_invalid,`, "m"));
    expect(text).toMatch(new RegExp(`^TRAILER,,,,processed,${fileName.replace(/\./g, "\\.")},2,1,0,0,1,0\\r?$`, "m"));
    expect(text).not.toMatch(/231-?54-?8765|not-an-address|PO Box 9/);
  });

  await test.step("revoked after a confirm step: the account can no longer sign in", async () => {
    await page.goto("/admin/sftp");
    await expectLoaded(page);
    const card = page.getByRole("region", { name, exact: true });
    await card.getByRole("button", { name: new RegExp(`^${at("sftp.actions.revoke.button")}`) }).click();
    const confirm = card.getByRole("group", { name: at("sftp.actions.revoke.confirmTitle", { name }) });
    await expect(
      confirm.getByRole("heading", { name: at("sftp.actions.revoke.confirmTitle", { name }) }),
    ).toBeFocused();
    await confirm.getByRole("button", { name: at("sftp.actions.revoke.confirm") }).click();
    await expect(card.getByRole("status")).toHaveText(at("sftp.actions.revoke.done", { name }));
    expect(await sftpLoginRefused({ port: APPS[app].sftpPort, ...credentials })).toBe(true);
    await checkpoint("sftp-revoked");
  });
});
