import { and, eq, sql } from "drizzle-orm";

import { cte, decodeRow, statement } from "@/db/statement";

import { employees, type EmployeeRow, type NewEmployeeRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError, validationFailed, type FieldError } from "@/lib/errors/app-error";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";
import { decrypt } from "@/lib/crypto/encryption";
import { resettableFields } from "@/lib/domain/person/employee-resets";
import { needsIdentityRecheck } from "@/lib/domain/identity/identity-recheck";
import { verificationStatusOf } from "@/lib/domain/identity/verification-status";
import { isSandbox } from "@/lib/env";
import { employeeDocumentSchema, type JsonPatchOperation } from "@/lib/schemas/employee";

import { advanceEventSequence } from "@/lib/events/event-sequence";
import { eventWrite } from "@/lib/events/record-event";

import { auditInsert, type AuditEntry } from "../audit/record-audit";
import { authorize } from "../authorize";
import { type TxContext } from "../context";
import type { EmployeeRequest } from "../requests";
import { syncCardAtIssuerSoon } from "../cards/sync-card-at-issuer";
import { checkPayrollSchedule } from "../employers/check-payroll-schedule";
import { restartIdentityCheck } from "../identity/restart-identity-check";
import { composeSnapshot, lockEmployeeWithContext } from "../onboarding/load-requirements-snapshot";
import { projectionColumns } from "../onboarding/refresh-requirements-projection";
import { withdrawSignInLinks } from "../sign-in-links/sign-in-links";

import { documentColumns, publicFieldNames, ssnContext, toDocument } from "../employee-columns";
import { rethrowExternalIdConflict } from "./external-id-conflict";
import { assertSsnFree, rethrowSsnTaken } from "./ssn-taken";
import { getEmployeeOrThrow } from "../employee-scope";
import { applyEmployeePatch } from "./json-patch";
import { assertMayPatch } from "./patch-policy";

type ColumnChanges = Partial<Record<keyof EmployeeRow, unknown>>;

/**
 * Applies a JSON Patch atomically: one failing operation or rule and nothing changes. What the
 * actor may change is decided first (patch-policy.ts), then the employee's verification state.
 */
export async function patchEmployee({
  ctx,
  employeeId,
  operations,
}: EmployeeRequest & { operations: JsonPatchOperation[] }): Promise<EmployeeRow> {
  authorize(ctx.actor, "employees.write");
  assertMayPatch(ctx.actor, operations);
  const { employerId } = ctx;
  let pausedCardId: string | null = null;
  // The SSN's fingerprint if the patch gives the employee a new one: for the unique index's refusal.
  let newFingerprint: string | null | undefined;
  const result = await inTransaction(ctx, async (tx) => {
    const now = new Date();
    const { employee: current, context } = await lockEmployeeWithContext({ ctx: tx, employeeId, now });
    const patched = applyEmployeePatch(toDocument(current), operations);
    const parsed = employeeDocumentSchema.safeParse(patched, { reportInput: true });
    if (!parsed.success) throw validationFailed(zodToFieldErrors(parsed.error));
    const changes = diff(current, documentColumns(current, parsed.data), parsed.data.ssn);
    const changed = Object.keys(changes) as Array<keyof EmployeeRow>;
    if (changed.length === 0) return current;
    assertResettable(current, changed);
    newFingerprint = changes.ssnFingerprint as string | null | undefined;
    await assertSsnFree({ ctx: tx, employeeId, fingerprint: newFingerprint });
    let requirementsContext = context;
    if ("payrollScheduleId" in changes) {
      const scheduleId = changes.payrollScheduleId as number | null;
      if (scheduleId !== null) {
        const problem = await checkPayrollSchedule({ ctx: tx, employerId, scheduleId });
        if (problem) throw validationFailed([problem]);
      }
      // The context read the schedule the row had; the new one was just found active (or is none).
      requirementsContext = {
        ...context,
        payrollSchedule: scheduleId === null ? null : { id: scheduleId, active: true },
      };
    }
    const changedFields = publicFieldNames(changed);
    // The row as it will be, for its requirements projection, written with it in the same statement.
    const next = { ...current, ...changes } as EmployeeRow;
    const projection = projectionColumns(composeSnapshot(next, requirementsContext, now), now);
    const row = await writeEmployeeChange(tx, {
      employeeId,
      set: { ...(changes as Partial<NewEmployeeRow>), ...projection, updatedAt: now },
      event: { type: "employee.updated", data: { employeeId, changedFields } },
      audit: {
        action: "employee.updated",
        target: { type: "employee", id: employeeId },
        details: { fields: changedFields },
      },
    });
    // Links already mailed went to the old address: only a link to the new one may sign in.
    if (changed.includes("email")) await withdrawSignInLinks({ ctx: tx, employeeId });
    // What the identity check vouched for changed: it starts over, and the card pauses in this commit.
    if (needsIdentityRecheck(verificationStatusOf(current.onboardingStatus), changedFields)) {
      ({ pausedCardId } = await restartIdentityCheck({ ctx: tx, employee: row, changedFields }));
      return getEmployeeOrThrow({ ctx: tx, employeeId });
    }
    return row;
  })
    .catch((error: unknown) => rethrowSsnTaken({ ctx, error, employeeId, fingerprint: newFingerprint }))
    .catch(rethrowExternalIdConflict);
  if (pausedCardId) await syncCardAtIssuerSoon({ ctx, cardId: pausedCardId });
  return result;
}

/**
 * One statement for the change and everything recorded with it (issue 28): the employee's update
 * (which also takes the event's sequence number), the event with its webhook deliveries and the
 * worker's wake-up, and the audit entry. The caller holds the row's lock.
 */
async function writeEmployeeChange(
  tx: TxContext,
  {
    employeeId,
    set,
    event,
    audit,
  }: {
    employeeId: string;
    set: Partial<NewEmployeeRow>;
    event: { type: "employee.updated"; data: Record<string, unknown> };
    audit: AuditEntry;
  },
): Promise<EmployeeRow> {
  const { employerId } = tx;
  const changed = cte(
    "changed",
    tx.db
      .update(employees)
      .set({ ...set, eventSequence: advanceEventSequence() })
      .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)))
      .returning(),
  );
  const recorded = eventWrite({ ...event, employerId, employeeId }, changed);
  const auditEntry = cte("audit_entry", auditInsert({ ctx: tx, entries: [audit] }));
  const result = await tx.db.execute<Record<string, unknown>>(
    statement(
      [changed, ...recorded.parts, auditEntry],
      sql`select ${changed.name}.*, ${recorded.wakeWorker} as woken from ${changed.name}`,
    ),
  );
  const [raw] = result.rows;
  // The row is locked by this transaction: it cannot have gone.
  if (!raw) throw new Error(`employee ${employeeId} vanished under this transaction's lock`);
  return decodeRow(employees, raw);
}

function diff(current: EmployeeRow, next: Partial<EmployeeRow>, ssn: string | null | undefined): ColumnChanges {
  const changes: ColumnChanges = {};
  for (const [key, value] of Object.entries(next) as Array<[keyof EmployeeRow, unknown]>) {
    if (key === "ssnEncrypted" || key === "ssnLastFour" || key === "ssnFingerprint") continue;
    if (current[key] !== value) changes[key] = value;
  }
  // Ciphertexts differ on every write (fresh IV), so the SSN is compared by its value.
  const storedSsn = current.ssnEncrypted === null ? null : decrypt(current.ssnEncrypted, ssnContext(current.id));
  if (ssn !== undefined && ssn !== storedSsn) {
    changes.ssnEncrypted = next.ssnEncrypted;
    changes.ssnLastFour = next.ssnLastFour;
    changes.ssnFingerprint = next.ssnFingerprint;
  }
  return changes;
}

const IDENTITY_COLUMNS: Record<"residentialAddress" | "birthDate" | "ssn", Array<keyof EmployeeRow>> = {
  residentialAddress: ["addressLine1", "addressLine2", "addressCity", "addressState", "addressPostalCode"],
  birthDate: ["birthDate"],
  ssn: ["ssnEncrypted", "ssnLastFour", "ssnFingerprint"],
};

function assertResettable(current: EmployeeRow, changed: Array<keyof EmployeeRow>): void {
  const status = verificationStatusOf(current.onboardingStatus);
  const allowed = resettableFields(status, { sandbox: isSandbox() });
  const errors: FieldError[] = [];
  for (const [field, columns] of Object.entries(IDENTITY_COLUMNS) as Array<
    [keyof typeof allowed, Array<keyof EmployeeRow>]
  >) {
    if (!allowed[field] && columns.some((column) => changed.includes(column))) {
      const path = field === "residentialAddress" ? "/address" : `/${field}`;
      errors.push({
        path,
        code: "invalid_value",
        message: `This field cannot change while identity verification is ${status}.`,
      });
    }
  }
  if (errors.length > 0) {
    throw new AppError("field_locked", "Identity data cannot change in the employee's current verification state.", {
      errors,
    });
  }
}
