// @module-tag embedded-db — also on PGlite: employee.onboarding_completed (issue 44 item 7), announced by the worker of either database.
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { announceCompletedOnboarding } from "@/lib/jobs/announce-completed-onboarding";

import { createCompleteEmployee, employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

const { tenant, call } = httpHarness({ worker: true });

type Event = { type: string; employeeId: string | null; data: Record<string, unknown> };

const completions = async (employeeId: string) =>
  (await call<{ data: Event[] }>("GET", `/api/events?employeeId=${employeeId}&limit=100`)).body.data.filter(
    (event) => event.type === "employee.onboarding_completed",
  );

describe("employee.onboarding_completed", () => {
  it("is sent once, when every requirement is met, and never for someone still short of one", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant, { paymentMethod: true });
    expect((await call<{ complete: boolean }>("GET", `${base}/onboarding/status`)).body.complete).toBe(true);
    const short = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody({ payrollScheduleId: tenant.activeScheduleId }),
    });
    // The worker announces it within moments; the feed serves it once no older transaction is open.
    await expect
      .poll(() => completions(employeeId), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ data: { employerId: tenant.employerId, employeeId } })]);
    // Nothing is left to announce, and a second pass sends nothing twice.
    expect(await announceCompletedOnboarding(await getDb())).toBe(0);
    expect(await completions(employeeId)).toHaveLength(1);
    expect(await completions(short.body.id)).toEqual([]);
  });
});
