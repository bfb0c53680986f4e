import { describe, expect, it } from "vitest";

import { createEmployeeWithCard, employeeBody, signInAdmin } from "../support/fixtures";
import { waitFor } from "../support/webhook-receiver";
import { httpHarness } from "../support/http-harness";

// A verified person's name, birth date or SSN changes (issue 25 item 2): identity starts over, the
// card is paused by the program until a check passes, partners hear of it; phone and address do
// not. Through the partner API (PATCH) and an eligibility file (the files door).

const { server, tenant, call } = httpHarness({ worker: true });

type Card = { id: string; locks: Array<{ reason: string; placedBy: string }> };
type Event = { type: string; data: Record<string, unknown> };

const patch = (base: string, operations: unknown[]) =>
  call<{ onboarding_status: string }>("PATCH", base, {
    body: operations,
    headers: { "content-type": "application/json-patch+json" },
  });
const statusOf = async (base: string) =>
  (await call<{ onboarding_status: string }>("GET", base)).body.onboarding_status;
const locksOf = async (base: string) =>
  ((await call<{ data: Card[] }>("GET", `${base}/cards`)).body.data[0]?.locks ?? []).map((lock) => lock.reason);
const checksOf = async (base: string) =>
  (await call<{ checks: unknown[] }>("GET", `${base}/identity-verification`)).body.checks.length;
const restarts = async (employeeId: string) =>
  (await call<{ data: Event[] }>("GET", "/api/events?type=identity-verification.restarted&limit=100")).body.data.filter(
    (event) => event.data.employeeId === employeeId,
  );

/**
 * The restart event once the events API serves it: it serves only events of transactions older than
 * its snapshot's xmin (lib/services/events/list-events.ts), so while another test file's transaction
 * is open on the same PostgreSQL database a committed event can take a moment to appear.
 */
async function restartOf(employeeId: string): Promise<Event | undefined> {
  const found = await waitFor(async () => {
    const served = await restarts(employeeId);
    return served.length > 0 ? served : false;
  }, 10_000);
  return found[0];
}

describe("after VERIFIED, a change of verified data", () => {
  it("a new last name: a new check runs at once, partners are told, and it passes again", async () => {
    const { employeeId, base } = await createEmployeeWithCard<Card>(call, tenant);
    const before = await checksOf(base);
    const changed = await patch(base, [{ op: "replace", path: "/lastName", value: "Byron" }]);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.onboarding_status).toBe("PENDING");
    expect(await checksOf(base)).toBe(before + 1);
    const restart = await restartOf(employeeId);
    expect(restart?.data).toMatchObject({
      employeeId,
      status: "PENDING",
      reason: "identity_data_changed",
      changedFields: ["lastName"],
    });
    await waitFor(async () => (await statusOf(base)) === "VERIFIED", 15_000);
    await waitFor(async () => (await locksOf(base)).length === 0, 15_000);
  });

  it("a new SSN whose check fails: the card stays paused by the program, and nobody else can lift that", async () => {
    const { base, card } = await createEmployeeWithCard<Card>(call, tenant);
    expect((await patch(base, [{ op: "replace", path: "/ssn", value: "231-54-2222" }])).body.onboarding_status).toBe(
      "PENDING",
    );
    // Paused in the change's own commit: the answer to the PATCH already finds the card locked.
    expect(await locksOf(base)).toEqual(["identity_unverified"]);
    await waitFor(async () => (await statusOf(base)) === "FAILED", 15_000);
    const unlock = await call("POST", `${base}/cards/${card.id}/unlock`, { body: { reason: "identity_unverified" } });
    expect(unlock.status).toBe(403);
    expect(unlock.body).toMatchObject({ code: "card_action_not_allowed" });
    // The person's other steps are not the way back; a new check that passes is.
    expect(await locksOf(base)).toEqual(["identity_unverified"]);
  });

  it("a birth date corrected to a minor's: no vendor call (a hard stop), identity NOT_STARTED, the card paused", async () => {
    const { base, card } = await createEmployeeWithCard<Card>(call, tenant);
    const before = await checksOf(base);
    const changed = await patch(base, [{ op: "replace", path: "/birthDate", value: "2013-05-01" }]);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.onboarding_status).toBe("NOT_STARTED");
    expect(await checksOf(base)).toBe(before);
    const cards = await call<{ data: Card[] }>("GET", `${base}/cards`);
    expect(cards.body.data[0]).toMatchObject({
      id: card.id,
      locks: [{ reason: "identity_unverified", placedBy: "system" }],
    });
  });

  it("phone and address are not what was verified: nothing starts over", async () => {
    const { employeeId, base } = await createEmployeeWithCard<Card>(call, tenant);
    const before = await checksOf(base);
    const changed = await patch(base, [
      { op: "replace", path: "/phoneNumber", value: "+14155550100" },
      { op: "replace", path: "/address/line1", value: "500 Howard St" },
    ]);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.onboarding_status).toBe("VERIFIED");
    expect(await checksOf(base)).toBe(before);
    expect(await restarts(employeeId)).toEqual([]);
    expect(await locksOf(base)).toEqual([]);
  });

  it("an eligibility file that changes a verified person's name starts over the same way", async () => {
    const externalId = `R-${Date.now()}`;
    const body = employeeBody({ externalId, payrollScheduleId: tenant.activeScheduleId });
    const { employeeId, base } = await createEmployeeWithCard<Card>(call, tenant, "virtual", { overrides: body });
    const admin = await signInAdmin(server.baseUrl, tenant);
    const address = body.address as Record<string, string | null>;
    const csv = [
      "Employee ID,First Name,Last Name,Email,Employed,Eligible,Payroll Schedule,Birth Date,Address 1,Address 2,City,State,ZIP Code,SSN",
      [
        externalId,
        body.firstName,
        "Byron",
        body.email,
        "yes",
        "yes",
        tenant.activeScheduleId,
        body.birthDate,
        address.line1,
        "",
        address.city,
        address.state,
        address.postalCode,
        body.ssn,
      ].join(","),
    ].join("\n");
    const created = await admin.call<{ id: string }>("POST", "/api/admin/imports", { fileName: "eligibility.csv" });
    const session = (await admin.call<{ csrfToken: string }>("GET", "/api/admin/session")).body;
    const uploaded = await fetch(`${server.baseUrl}/api/admin/imports/${created.body.id}/file`, {
      method: "PUT",
      headers: { cookie: `bo_session=${admin.cookie}`, "x-csrf-token": session.csrfToken, "content-type": "text/csv" },
      body: csv,
    });
    expect(await uploaded.json()).toMatchObject({ status: "completed", updated: 1, rejected: 0 });
    const restart = await restartOf(employeeId);
    expect(restart?.data).toMatchObject({ changedFields: ["lastName"] });
    await waitFor(async () => (await statusOf(base)) === "VERIFIED", 15_000);
  });
});
