import { expect, test } from "../fixtures/test";
import { en } from "../support/messages";
import {
  escapeRegExp,
  expectArrivedAt,
  expectErrorSummary,
  fillPersonalDetails,
  heading,
  submitIncome,
} from "../support/portal-pages";
import { randomSsn } from "../support/test-data";

const VALID_ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105" };

test("personal details: errors summarised and on their fields, then fixed and saved", async ({
  page,
  api,
  signIn,
  checkpoint,
}) => {
  const employee = await api.createEmployee({ employer: "acme", personal: "none" });
  await signIn(employee);
  await page.goto("/onboarding/personal");
  await expect(heading(page, en("personal.title"))).toBeVisible();

  // Each wrong answer, the field it belongs to (its input's label) and the message it must show.
  const problems = [
    { field: "line1", label: en("personal.line1"), message: en("personal.errors.line1.address_po_box") },
    {
      field: "postalCode",
      label: en("personal.postalCode"),
      message: en("personal.errors.postalCode.postal_code_invalid"),
    },
    { field: "ssn", label: en("personal.ssn"), message: en("personal.errors.ssn.ssn_starts_with_9") },
  ];

  await test.step("a P.O. box, a 4-digit ZIP and an SSN starting with 9 are refused", async () => {
    await fillPersonalDetails(page, {
      birth: { month: "4", day: "23", year: "1990" },
      phone: "(415) 555-2671",
      address: { ...VALID_ADDRESS, line1: "P.O. Box 123", postalCode: "9410" },
      ssn: "912-34-5678",
    });
    await page.getByRole("button", { name: en("personal.save") }).click();
    const summary = await expectErrorSummary(
      page,
      problems.map(({ message, field }) => ({ text: message, field })),
    );
    await expect(page).toHaveTitle(
      new RegExp(`^${escapeRegExp(en("shell.errorTitlePrefix"))} ${escapeRegExp(en("personal.title"))}`),
    );
    for (const { label, message } of problems) {
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    }
    // An ITIN gets a way forward, not only a refusal: what to do, and the employer's HR contact.
    const itin = page.getByTestId("itin-help");
    await expect(itin).toHaveText(en("personal.itin.body"));
    await expect(page.getByRole("status").filter({ has: itin }).getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await checkpoint("personal-errors");
    await summary.getByRole("link", { name: problems[0]!.message }).click();
    await expect(page.getByLabel(problems[0]!.label, { exact: true })).toBeFocused();
    expect((await api.getEmployee(employee)).address).toBeNull();
  });

  await test.step("fixed: saved, and on to check the answers", async () => {
    const ssn = randomSsn();
    await fillPersonalDetails(page, { address: VALID_ADDRESS, ssn });
    await page.getByRole("button", { name: en("personal.save") }).click();
    await expect(page.getByTestId("itin-help")).toHaveCount(0);
    await expect(heading(page, en("check.title"))).toBeVisible();
    await expect(page.getByText(en("check.ssnEnding", { lastFour: ssn.replace(/\D/g, "").slice(-4) }))).toBeVisible();
    await checkpoint("personal-fixed");
    const saved = await api.getEmployee(employee);
    expect(saved.address).toMatchObject({ line1: "1 Market St", postalCode: "94105" });
  });
});

test("income: amounts that are not dollars are refused, then a fixed one passes", async ({
  page,
  api,
  employee,
  signIn,
  checkpoint,
}) => {
  await signIn(employee);
  await page.goto("/onboarding/income");
  await expect(heading(page, en("income.title"))).toBeVisible();

  const cases = [
    { annual: "52.123", monthly: "1,500", field: "annualIncome", message: en("income.errors.too_many_decimals") },
    { annual: "52,000", monthly: "-20", field: "monthlyObligations", message: en("income.errors.negative") },
    { annual: "fifty thousand", monthly: "1,500", field: "annualIncome", message: en("income.errors.invalid_format") },
    {
      annual: "52,000",
      monthly: "",
      field: "monthlyObligations",
      message: en("income.errors.monthlyObligations.required"),
    },
  ];
  for (const { annual, monthly, field, message } of cases) {
    await test.step(`"${annual}" / "${monthly}" → ${message}`, async () => {
      await submitIncome(page, annual, monthly);
      await expectErrorSummary(page, [{ text: message, field }]);
      const input = page.getByLabel(en(`income.${field}`), { exact: true });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    });
  }
  await checkpoint("income-errors");

  await test.step("fixed: saved, and on to the next task (check your answers: this person skipped ahead)", async () => {
    await submitIncome(page, "52,000", "1,500");
    await expectArrivedAt(page, en("check.title"));
    await page.goto("/onboarding/income");
    await expect(page.getByRole("heading", { name: en("income.result.passedTitle") })).toBeVisible();
    await expect(page.getByRole("heading", { name: en("shell.errorSummaryTitle") })).toHaveCount(0);
    await checkpoint("income-passed");
  });
  const submissions = await api.call<{ data: Array<{ annualIncome: number; status: string }> }>(
    employee.employer,
    "GET",
    `${employee.base}/atr`,
  );
  expect(submissions.body.data).toEqual([expect.objectContaining({ annualIncome: 5_200_000, status: "Passed ATR" })]);
});
