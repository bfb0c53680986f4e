import { and, eq } from "drizzle-orm";

import { employees, type EmployeeRow, type NewEmployeeRow } from "@/db/schema";
import { AppError, validationFailed, type FieldError } from "@/lib/errors/app-error";
import { zodToFieldErrors } from "@/lib/errors/zod-field-errors";
import { decrypt } from "@/lib/crypto/encryption";
import { resettableFields } from "@/lib/domain/employee-resets";
import { needsIdentityRecheck } from "@/lib/domain/identity-recheck";
import { verificationStatusOf } from "@/lib/domain/verification-status";
import { isSandbox } from "@/lib/env";
import { employeeDocumentSchema, type JsonPatchOperation } from "@/lib/schemas/employee";

import { recordEvent } from "@/lib/webhooks/record-event";

import { recordAudit } from "../audit/record-audit";
import { authorize } from "../authorize";
import { inTransaction, type EmployerContext } from "../context";
import { checkPayrollSchedule } from "../employers/check-payroll-schedule";
import { restartIdentityCheck } from "../identity/restart-identity-check";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";
import { withdrawSignInLinks } from "../sign-in-links/sign-in-links";

import { documentColumns, publicFieldNames, ssnContext, toDocument } from "../employee-columns";
import { rethrowExternalIdConflict } from "./external-id-conflict";
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
}: {
  ctx: EmployerContext;
  employeeId: string;
  operations: JsonPatchOperation[];
}): Promise<EmployeeRow> {
  authorize(ctx.actor, "employees.write");
  assertMayPatch(ctx.actor, operations);
  const { employerId } = ctx;
  return inTransaction(ctx, async (tx) => {
    const current = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    const patched = applyEmployeePatch(toDocument(current), operations);
    const parsed = employeeDocumentSchema.safeParse(patched, { reportInput: true });
    if (!parsed.success) throw validationFailed(zodToFieldErrors(parsed.error));
    const changes = diff(current, documentColumns(employeeId, parsed.data), parsed.data.ssn);
    const changed = Object.keys(changes) as Array<keyof EmployeeRow>;
    if (changed.length === 0) return current;
    assertResettable(current, changed);
    if (changes.payrollScheduleId != null) {
      const problem = await checkPayrollSchedule({
        ctx: tx,
        employerId,
        scheduleId: changes.payrollScheduleId as number,
      });
      if (problem) throw validationFailed([problem]);
    }
    const [row] = await tx.db
      .update(employees)
      .set({ ...(changes as Partial<NewEmployeeRow>), updatedAt: new Date() })
      .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)))
      .returning();
    // Links already mailed went to the old address: only a link to the new one may sign in.
    if (changed.includes("email")) await withdrawSignInLinks({ ctx: tx, employeeId });
    const changedFields = publicFieldNames(changed);
    await recordEvent(tx.db, {
      type: "employee.updated",
      employerId,
      employeeId,
      data: { employeeId, changedFields },
    });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "employee.updated",
        target: { type: "employee", id: employeeId },
        details: { fields: changedFields },
      },
    });
    await refreshRequirementsProjection({ ctx: tx, employeeId, now: new Date(), row });
    // What the identity check vouched for changed: it starts over (the card pauses meanwhile).
    if (needsIdentityRecheck(verificationStatusOf(current.onboardingStatus), changedFields)) {
      await restartIdentityCheck({ ctx: tx, employee: row!, changedFields });
      return getEmployeeOrThrow({ ctx: tx, employeeId });
    }
    return row!;
  }).catch(rethrowExternalIdConflict);
}

function diff(current: EmployeeRow, next: Partial<EmployeeRow>, ssn: string | null | undefined): ColumnChanges {
  const changes: ColumnChanges = {};
  for (const [key, value] of Object.entries(next) as Array<[keyof EmployeeRow, unknown]>) {
    if (key === "ssnEncrypted" || key === "ssnLastFour") continue;
    if (current[key] !== value) changes[key] = value;
  }
  // Ciphertexts differ on every write (fresh IV), so the SSN is compared by its value.
  const storedSsn = current.ssnEncrypted === null ? null : decrypt(current.ssnEncrypted, ssnContext(current.id));
  if (ssn !== undefined && ssn !== storedSsn) {
    changes.ssnEncrypted = next.ssnEncrypted;
    changes.ssnLastFour = next.ssnLastFour;
  }
  return changes;
}

const IDENTITY_COLUMNS: Record<"residentialAddress" | "birthDate" | "ssn", Array<keyof EmployeeRow>> = {
  residentialAddress: ["addressLine1", "addressLine2", "addressCity", "addressState", "addressPostalCode"],
  birthDate: ["birthDate"],
  ssn: ["ssnEncrypted", "ssnLastFour"],
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
