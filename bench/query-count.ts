// Database round trips per piece of a request, counted on PostgreSQL (bench/lib/query-counter.ts)
// while each service call that a route makes runs once in this process: the breakdown beside the
// whole HTTP call's count, which the bench reads from the server's own traces (bench/lib/traces.ts).
// Evidence for where the time of the heavier endpoints goes: on a loaded two-core machine, each
// round trip costs a syscall pair on both sides, a context switch and the driver's parse/serialize
// work.
import { randomUUID } from "node:crypto";

import type { Db } from "@/db/client";
import { withIdempotency } from "@/lib/api/idempotency";
import { authenticatePartner } from "@/lib/api/partner-auth";
import { createCard } from "@/lib/services/cards/create-card";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";
import { parsePatch } from "@/lib/services/employees/json-patch";
import { patchEmployee } from "@/lib/services/employees/patch-employee";
import { listPayrollSchedules } from "@/lib/services/employers/list-payroll-schedules";
import { getOnboardingStatus } from "@/lib/services/onboarding/get-onboarding-status";

import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import { installQueryCounter } from "./lib/query-counter";

export type QueryCounts = Record<string, number>;

export async function countQueries(
  db: Db,
  tenant: BenchTenant,
  employeeId: string,
  cardEmployeeId: string,
): Promise<QueryCounts> {
  const counter = installQueryCounter();
  // Every call counted here reads or writes the database: a 0 is the counter failing, never a result.
  const counted = async (run: () => Promise<unknown>) => {
    counter.reset();
    await run();
    if (counter.count === 0) throw new Error("query counting saw no statement for a call that queries");
    return counter.count;
  };
  // The same context a partner route builds.
  const ctx = {
    db,
    actor: { type: "partner", clientId: tenant.clientId, employerIds: new Set([tenant.employerId]) },
    employerId: tenant.employerId,
  } as const;
  try {
    const counts: QueryCounts = {
      "partner authentication (every partner request)": await counted(() =>
        authenticatePartner(db, tenant.authorization),
      ),
      "Idempotency-Key claim + store (every POST with a key)": await counted(() =>
        withIdempotency(
          db,
          { scope: `bench:${randomUUID()}`, key: randomUUID(), requestHash: "x", rawHash: "x" },
          async () => new Response("{}", { status: 201 }),
        ),
      ),
      "listPayrollSchedules (trivial route)": await counted(() => listPayrollSchedules({ ctx })),
      getOnboardingStatus: await counted(() => getOnboardingStatus({ ctx, employeeId })),
      "getEmployeeOrThrow (GET employee)": await counted(() => getEmployeeOrThrow({ ctx, employeeId })),
      "patchEmployee (a phone number)": await counted(() =>
        patchEmployee({
          ctx,
          employeeId,
          operations: parsePatch([{ op: "replace", path: "/phoneNumber", value: "+14155550199" }]),
        }),
      ),
      // The HTTP load's edit: on a verified person the identity check starts over (a new check
      // queued, identity-verification.restarted), once per person; later edits take the path above.
      "patchEmployee (a verified person's first name)": await counted(() =>
        patchEmployee({
          ctx,
          employeeId,
          operations: parsePatch([{ op: "replace", path: "/firstName", value: "Counted" }]),
        }),
      ),
      createCard: await counted(() => createCard({ ctx, employeeId: cardEmployeeId, cardType: "virtual" })),
    };
    log(
      `  queries per call: ${Object.entries(counts)
        .map(([name, n]) => `${name.split(" ")[0]} ${n}`)
        .join(", ")}`,
    );
    return counts;
  } finally {
    counter.restore();
  }
}
