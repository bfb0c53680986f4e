import { expect, test } from "../fixtures/admin";
import { at, expectLoaded, heading, personName } from "../support/admin-pages";
import { msg } from "../support/messages";

type Agreement = {
  id: string;
  tag: string;
  title: string | null;
  required: boolean;
  acceptedOn: string | null;
  withdrawnOn: string | null;
};

// Issue 27 item 5 in the browser: a person withdraws their consent to product e-mails on the
// portal's agreements page, and HR erases a person from the employee page's danger zone.

test("portal: product e-mails consent is withdrawn with one button beside it", async ({ page, api, signIn }) => {
  const employee = await api.createEmployee({ employer: "acme" });
  const listed = async () =>
    (await api.call<{ data: Agreement[] }>(employee.employer, "GET", `${employee.base}/agreements`)).body.data;
  const consent = (await listed()).find((agreement) => !agreement.required)!;
  const accepted = await api.call(employee.employer, "POST", `${employee.base}/agreements/${consent.id}`, {
    agreementTag: consent.tag,
    acceptedAt: new Date().toISOString(),
  });
  expect(accepted.status).toBe(200);

  await signIn(employee);
  await page.goto("/onboarding/agreements");
  await expect(heading(page, msg("en", "agreements.title"))).toBeVisible();
  const main = page.getByRole("main");
  await main.getByRole("button", { name: msg("en", "agreements.optionalWithdraw") }).click();
  await expect(main.getByText(msg("en", "agreements.optionalWithdrawn", { title: consent.title ?? "" }))).toBeVisible();
  const after = (await listed()).find((agreement) => agreement.id === consent.id)!;
  expect(after.acceptedOn).toBeNull();
  expect(after.withdrawnOn).not.toBeNull();
  // The box to say yes again is back.
  await expect(main.getByRole("checkbox", { name: consent.title ?? "" })).not.toBeChecked();
});

test("HR: the danger zone erases a person after the reference is typed", async ({ page, api, adminSignIn }) => {
  const employee = await api.createEmployee({ employer: "acme" });
  await adminSignIn("acme", "admin");
  await page.goto(`/admin/employees/${employee.id}`);
  await expect(heading(page, personName(employee))).toBeVisible();
  await expectLoaded(page);
  const reference = (await page.getByTestId("employee-reference").textContent())!.trim();
  // Contact details as people write them, not as stored: the phone and the birth date.
  const summary = page.getByRole("main");
  await expect(summary).toContainText("(415) 555-2671");
  await expect(summary).toContainText("April 23, 1990");
  await expect(summary).not.toContainText("+14155552671");

  const zone = page.getByRole("region", { name: at("detail.sections.danger-zone") });
  const field = zone.getByLabel(at("erase.confirmLabel", { reference }));
  await field.fill("AAAAA-00000");
  await zone.getByRole("button", { name: at("erase.submit") }).click();
  await expect(zone.getByText(at("erase.mismatch", { reference }))).toBeVisible();
  expect((await api.call(employee.employer, "GET", employee.base)).status).toBe(200);

  await field.fill(reference.toLowerCase());
  await zone.getByRole("button", { name: at("erase.submit") }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await api.call(employee.employer, "GET", employee.base)).status).toBe(404);
});
