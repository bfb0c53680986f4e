import { randomBytes } from "node:crypto";

import type { Db } from "@/db/client";
import { runIdentityChecks } from "@/lib/jobs/run-identity-checks";
import { acceptAgreement } from "@/lib/services/agreements/accept-agreement";
import { createAgreement } from "@/lib/services/agreements/create-agreement";
import { publishAgreementVersion } from "@/lib/services/agreements/publish-agreement-version";
import { createApiClient } from "@/lib/services/api-clients/create-api-client";
import { submitAtr } from "@/lib/services/atr/submit-atr";
import { createEmployee } from "@/lib/services/employees/create-employee";
import { createEmployer } from "@/lib/services/employers/create-employer";
import { initiateVerification } from "@/lib/services/identity/initiate-verification";
import { createEmployeeSchema } from "@/lib/schemas/employee";
import { systemContext, type EmployerContext } from "@/lib/services/context";

import { employeeBody } from "../../tests/support/employee-body";

export type BenchTenant = {
  employerId: string;
  scheduleId: number;
  clientId: string;
  authorization: string;
  agreement: { id: string; tag: string };
};

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/**
 * A payroll-deduction employer (no payment method needed) with one active schedule, one required
 * agreement (as real programs have: the status and card paths then read agreements too) and its
 * own API client.
 */
export async function createBenchTenant(db: Db, name: string): Promise<BenchTenant> {
  const ctx = { db, actor: { type: "system", name: "bench" } as const };
  const { employer, scheduleIds } = await createEmployer({
    ctx,
    input: {
      name,
      payrollDeductionRepayment: true,
      paymentMethodRepayment: false,
      schedules: [{ name: "Biweekly", payFrequency: "biweekly", active: true }],
    },
  });
  const client = await createApiClient({ ctx, input: { name: `${name} client`, employerIds: [employer.id] } });
  const slug = `terms-${randomBytes(3).toString("hex")}`;
  const operator = systemContext(db, "bench", employer.id);
  const agreementId = await createAgreement({ ctx: operator, employerId: employer.id, slug, required: true });
  const tag = `${slug}-v1`;
  await publishAgreementVersion({
    ctx: operator,
    agreementId,
    tag,
    texts: [{ language: "en", title: "Cardholder terms", body: "Terms." }],
    publishedAt: new Date(Date.now() - 120_000),
  });
  return {
    employerId: employer.id,
    scheduleId: scheduleIds[0]!,
    clientId: client.clientId,
    authorization: basic(client.clientId, client.clientSecret),
    agreement: { id: agreementId, tag },
  };
}

// Parsed by the API's schema, as the route does: services take normalized input (digits-only SSN …).
const employeeInput = (tenant: BenchTenant, index: number) =>
  createEmployeeSchema.parse(
    employeeBody({
      lastName: `Bench${index}`,
      email: `bench.${index}.${randomBytes(3).toString("hex")}@example.com`,
      payrollScheduleId: tenant.scheduleId,
    }),
  );

/** Runs `task` over 0..count-1 with at most `concurrency` in flight. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/**
 * Employees with all their data, through the same service functions the API calls. `complete`
 * also passes ATR and identity verification (the sandbox provider, run here instead of the
 * worker), so each one meets all 12 requirements and may be issued a card.
 */
export async function createBenchEmployees(
  db: Db,
  tenant: BenchTenant,
  { count, complete, concurrency }: { count: number; complete: boolean; concurrency: number },
): Promise<string[]> {
  const ids: string[] = [];
  // Each complete employee has accepted the agreement, passed ATR and been verified.
  const ctx: EmployerContext = {
    db,
    actor: { type: "partner", clientId: tenant.clientId, employerIds: new Set([tenant.employerId]) },
    employerId: tenant.employerId,
  };
  await pool(count, concurrency, async (index) => {
    const employee = await createEmployee({
      ctx: systemContext(db, "bench", tenant.employerId),
      input: employeeInput(tenant, index),
    });
    ids.push(employee.id);
    if (!complete) return;
    const scope = { ctx, employeeId: employee.id };
    await acceptAgreement({
      ...scope,
      agreementId: tenant.agreement.id,
      input: { agreementTag: tenant.agreement.tag, acceptedAt: new Date().toISOString() },
      language: "en",
    });
    await submitAtr({ ...scope, input: { annualIncome: 5_200_000, monthlyObligations: 150_000 }, language: "en" });
    await initiateVerification(scope);
  });
  if (complete) while ((await runIdentityChecks(db, { limit: 200 })) > 0);
  return ids;
}
