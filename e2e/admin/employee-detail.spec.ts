import { expect, test } from "../fixtures/admin";
import { at, expectLoaded, heading, personName } from "../support/admin-pages";

test("employee page: requirements listed, eligibility changed to yes and met, an invite link, the timeline", async ({
  page,
  api,
  adminSignIn,
  checkpoint,
}) => {
  // Personal details complete, but reported as not eligible: the employer's requirement fails.
  const employee = await api.createEmployee({ employer: "acme", overrides: { isEligible: false } });
  await adminSignIn("acme");

  const requirements = page.getByRole("region", { name: at("detail.sections.requirements") });
  const eligibility = requirements
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `2. ${at("requirements.eligibility_status")}` }) });
  const fulfilledBefore = (await api.onboardingStatus(employee)).requirements.filter(
    (requirement) => requirement.fulfilled,
  ).length;

  await test.step("the page lists the 12 requirements, eligibility failed with its reason", async () => {
    await page.goto(`/admin/employees/${employee.id}`);
    await expect(heading(page, personName(employee))).toBeVisible();
    await expectLoaded(page);
    await expect(page.getByText(at("detail.progress", { fulfilled: fulfilledBefore, total: 12 }))).toBeVisible();
    await expect(page.getByText(employee.email)).toBeVisible();
    await expect(requirements.getByRole("listitem")).toHaveCount(12);
    await expect(requirements.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText(
      [
        "employment_status",
        "eligibility_status",
        "birthday",
        "over_18",
        "valid_address",
        "payroll_schedule",
        "ssn",
        "repayment_process",
        "agreements",
        "enrolled_in_onboarding",
        "atr",
        "identity_verification",
      ].map((key, index) => `${index + 1}. ${at(`requirements.${key}`)}`),
    );
    await expect(eligibility).toContainText(at("statuses.failed"));
    await expect(eligibility).toContainText(at("reasons.not_eligible"));
    // HR's "no" stops the person: the page says so once, with what to tell them, in the table's words.
    const stop = at("waiting.stops.eligibility_status");
    await expect(eligibility).toContainText(at("detail.actorStop", { stop }));
    const whoActs = page.getByTestId("who-acts-next");
    await expect(whoActs).toContainText(stop);
    await expect(whoActs).toContainText(at("waiting.tell.eligibility_status"));
    await checkpoint("employee");
  });

  await test.step("eligibility changed to yes: saved, and the requirement is met", async () => {
    const form = page.getByRole("region", { name: at("detail.sections.employer-fields") });
    const eligible = form.getByRole("group", { name: at("employerForm.isEligible") });
    await expect(eligible.getByRole("radio", { name: at("employerForm.no"), exact: true })).toBeChecked();
    await eligible.getByRole("radio", { name: at("employerForm.yes"), exact: true }).check();
    await form.getByRole("button", { name: at("employerForm.save") }).click();
    await expect(form.getByRole("status")).toHaveText(at("employerForm.saved"));
    await expect(eligibility).toContainText(at("statuses.fulfilled"));
    await expect(eligibility).not.toContainText(at("reasons.not_eligible"));
    await expect(page.getByText(at("detail.progress", { fulfilled: fulfilledBefore + 1, total: 12 }))).toBeVisible();
    await expect(eligible.getByRole("radio", { name: at("employerForm.yes"), exact: true })).toBeChecked();
    await expect(page.getByTestId("who-acts-next")).not.toContainText(at("waiting.stops.eligibility_status"));
    await checkpoint("eligibility-saved");
    // The partner API sees the same: the change is stored, not only shown.
    const status = await api.onboardingStatus(employee);
    expect(status.requirements.find((requirement) => requirement.key === "eligibility_status")?.fulfilled).toBe(true);
  });

  await test.step("an invite link is created and shown", async () => {
    const invite = page.getByRole("region", { name: at("detail.sections.invite") });
    await invite.getByRole("button", { name: at("invite.create") }).click();
    const link = invite.getByRole("textbox", { name: at("invite.linkLabel") });
    await expect(link).toHaveValue(/^https?:\/\/[^/]+\/invite\/\S+$/);
    await expect(invite.getByRole("status")).toContainText(
      at("invite.created", { expires: "" })
        .replace(/\.\s*$/, "")
        .trim(),
    );
    await expect(invite.getByRole("button", { name: at("invite.copy") })).toBeVisible();
    await expect(invite.getByRole("button", { name: at("invite.createAnother") })).toBeVisible();
    await checkpoint("invite-link");
  });

  await test.step("HR signs the employee out everywhere; the link just created stops working", async () => {
    const invite = page.getByRole("region", { name: at("detail.sections.invite") });
    const url = await invite.getByRole("textbox", { name: at("invite.linkLabel") }).inputValue();
    const sessions = page.getByRole("region", { name: at("detail.sections.sessions") });
    await sessions.getByRole("button", { name: at("invite.endSessions") }).click();
    await expect(sessions.getByRole("status")).toHaveText(at("invite.sessionsEnded"));
    const opened = await page.request.get(new URL(url).pathname, { maxRedirects: 0 });
    expect(opened.headers()["location"]).toBe("/sign-in?error=link_invalid");
    await checkpoint("sessions-ended");
  });

  await test.step("the timeline lists the employee's creation and the change", async () => {
    const timeline = page.getByRole("region", { name: at("detail.sections.timeline") });
    const created = timeline.getByRole("listitem").filter({ hasText: "employee.created" });
    await expect(created).toHaveCount(1);
    await expect(created).toContainText(at("timeline.types.employee.created"));
    await expect(timeline.getByRole("listitem").filter({ hasText: "employee.updated" }).first()).toContainText(
      at("timeline.types.employee.updated"),
    );
    await checkpoint("timeline");
  });
});
