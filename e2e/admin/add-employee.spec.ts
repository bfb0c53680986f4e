import { expect, test } from "../fixtures/admin";
import {
  at,
  expectAdminErrorSummary,
  expectArrivedAt,
  expectLoaded,
  followAdminNav,
  heading,
  personName,
} from "../support/admin-pages";
import { randomEmail, randomSsn, randomWord } from "../support/test-data";

test("add employee: an empty form is refused in the error summary, a valid one leads to the new employee's page", async ({
  page,
  api,
  adminSignIn,
  checkpoint,
}) => {
  const { employer } = await adminSignIn("acme");
  const field = (key: string, optional = false) =>
    page.getByLabel(
      optional
        ? at("newEmployee.optional", { label: at(`newEmployee.fields.${key}`) })
        : at(`newEmployee.fields.${key}`),
      { exact: true },
    );

  await test.step("the navigation leads to the form", async () => {
    await page.goto("/admin");
    await expect(heading(page, at("employees.title"))).toBeVisible();
    await followAdminNav(page, { link: "nav.addEmployee", path: "/admin/employees/new", title: "newEmployee.title" });
    await checkpoint("new-employee");
  });

  await test.step("submitted empty: name and e-mail are asked for, in the summary and on the fields", async () => {
    await page.getByRole("button", { name: at("newEmployee.submit"), exact: true }).click();
    const problems = [
      { field: "firstName", text: at("errors.firstName.required") },
      { field: "lastName", text: at("errors.lastName.required") },
      { field: "email", text: at("errors.email.required") },
    ];
    const summary = await expectAdminErrorSummary(page, problems);
    for (const { field: key, text } of problems) {
      await expect(field(key)).toHaveAttribute("aria-invalid", "true");
      await expect(field(key)).toHaveAccessibleDescription(text);
    }
    await checkpoint("new-employee-errors");
    await summary.getByRole("link", { name: problems[1]!.text }).click();
    await expect(field("lastName")).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/employees\/new(#field-lastName)?$/);
  });

  const person = {
    firstName: randomWord(),
    lastName: randomWord(8),
    email: randomEmail(),
    externalId: `e2e-${randomWord(8).toLowerCase()}`,
  };

  await test.step("filled in: the new employee's page", async () => {
    await field("firstName").fill(person.firstName);
    await field("lastName").fill(person.lastName);
    await field("email").fill(person.email);
    await field("externalId", true).fill(person.externalId);
    // The phone as people write it, the date of birth as the portal asks it (month, day, year in English).
    await field("phoneNumber", true).fill("(415) 555-2671");
    const birth = page.getByRole("group", {
      name: at("newEmployee.optional", { label: at("newEmployee.fields.birthDate") }),
    });
    await birth.getByLabel(at("newEmployee.dateParts.month"), { exact: true }).fill("4");
    await birth.getByLabel(at("newEmployee.dateParts.day"), { exact: true }).fill("23");
    await birth.getByLabel(at("newEmployee.dateParts.year"), { exact: true }).fill("1990");
    // Sensible defaults: employed, eligible, on the employer's one active schedule, enrolled.
    await expect(
      page
        .getByRole("group", { name: at("employerForm.isEmployed") })
        .getByRole("radio", { name: at("employerForm.yes"), exact: true }),
    ).toBeChecked();
    await expect(
      page
        .getByRole("group", { name: at("employerForm.isEligible") })
        .getByRole("radio", { name: at("employerForm.yes"), exact: true }),
    ).toBeChecked();
    const schedule = employer.payrollSchedules.find((candidate) => candidate.active)!;
    await expect(page.getByLabel(at("employerForm.payrollSchedule"), { exact: true })).toHaveValue(String(schedule.id));
    await expect(page.getByLabel(at("employerForm.enrolled"), { exact: true })).toBeChecked();
    await checkpoint("new-employee-filled");
    await page.getByRole("button", { name: at("newEmployee.submit"), exact: true }).click();

    await expect(page).toHaveURL(/\/admin\/employees\/empl_[A-Za-z0-9]+$/);
    await expectArrivedAt(page, personName(person));
    await expectLoaded(page);
    await expect(page.getByRole("heading", { name: at("common.errorSummaryTitle") })).toHaveCount(0);
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.getByText(person.externalId, { exact: true })).toBeVisible();
    await checkpoint("new-employee-created");
  });

  await test.step("the partner API has the employee as entered", async () => {
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const answer = await api.call(employer, "GET", `/api/employers/${employer.id}/employees/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      isEmployed: true,
      isEligible: true,
      phoneNumber: "+14155552671",
      birthDate: "1990-04-23",
    });
  });
});

test("add employee: an SSN another employee has is refused, naming them, with a link to open them", async ({
  page,
  api,
  adminSignIn,
}) => {
  const { employer } = await adminSignIn("acme");
  const ssn = randomSsn();
  const holder = await api.call<{ id: string }>(employer, "POST", `/api/employers/${employer.id}/employees`, {
    firstName: "Has",
    lastName: "TheNumber",
    email: randomEmail(),
    enrollInNewOnboarding: false,
    ssn,
  });
  expect(holder.status).toBe(201);
  await page.goto("/admin/employees/new");
  await expectLoaded(page);
  await page.getByLabel(at("newEmployee.fields.firstName"), { exact: true }).fill(randomWord());
  await page.getByLabel(at("newEmployee.fields.lastName"), { exact: true }).fill(randomWord(8));
  await page.getByLabel(at("newEmployee.fields.email"), { exact: true }).fill(randomEmail());
  await page.getByLabel(at("newEmployee.optional", { label: at("newEmployee.fields.ssn") }), { exact: true }).fill(ssn);
  await page.getByRole("button", { name: at("newEmployee.submit"), exact: true }).click();
  await expectAdminErrorSummary(page, [{ field: "ssn", text: at("errors.ssn_taken") }]);
  await page.getByRole("link", { name: at("newEmployee.openSsnHolder") }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/employees/${holder.body.id}$`));
  await expectArrivedAt(page, personName({ firstName: "Has", lastName: "TheNumber" }));
});
