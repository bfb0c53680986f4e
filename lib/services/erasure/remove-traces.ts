import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";

import {
  apiClientEmployers,
  devMailOutbox,
  employeeImportErrors,
  employeeImportRows,
  employeeImports,
  idempotencyKeys,
  type EmployeeRow,
} from "@/db/schema";

import { decrypt } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";

import type { QueryContext } from "../context";

/**
 * In the erasure's transaction: the person's data in rows that do not hang from theirs (the
 * employee row's own dependants go with it by foreign key). Stored answers of idempotent requests
 * that show them (creating or changing them answers the employee), the rows of eligibility files
 * not applied yet and the rejection reports that name their Employee ID, and the development
 * outbox's copies of their e-mails.
 */
export async function removeTraces({ ctx, employee }: { ctx: QueryContext; employee: EmployeeRow }): Promise<void> {
  const { db } = ctx;
  await removeStoredAnswers({ ctx, employee });
  if (employee.externalId !== null) {
    const imports = db
      .select({ id: employeeImports.id })
      .from(employeeImports)
      .where(eq(employeeImports.employerId, employee.employerId));
    await db
      .delete(employeeImportRows)
      .where(
        and(inArray(employeeImportRows.importId, imports), eq(employeeImportRows.externalId, employee.externalId)),
      );
    await db
      .update(employeeImportErrors)
      .set({ externalId: null })
      .where(
        and(inArray(employeeImportErrors.importId, imports), eq(employeeImportErrors.externalId, employee.externalId)),
      );
  }
  await db.delete(devMailOutbox).where(sql`lower(${devMailOutbox.to}) = lower(${employee.email})`);
}

/**
 * Stored answers of idempotent requests (kept a day, sealed: lib/api/idempotency.ts) that show the
 * person: every answer about them carries their id, and ids are random, so no other answer contains
 * it. Only the scopes that could hold one are opened: the employer's partner clients' and the
 * person's own portal session's (all of which go).
 */
async function removeStoredAnswers({ ctx, employee }: { ctx: QueryContext; employee: EmployeeRow }): Promise<void> {
  const { db } = ctx;
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `client:employee:${employee.id}`));
  const clients = await db
    .select({ clientId: apiClientEmployers.clientId })
    .from(apiClientEmployers)
    .where(eq(apiClientEmployers.employerId, employee.employerId));
  if (clients.length === 0) return;
  const stored = await db
    .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(
      and(
        inArray(
          idempotencyKeys.scope,
          clients.map(({ clientId }) => `client:${clientId}`),
        ),
        isNotNull(idempotencyKeys.responseBody),
      ),
    );
  const showing = stored.filter(({ scope, key, body }) => openStoredBody(scope, key, body).includes(employee.id));
  for (const { scope, key } of showing)
    await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

function openStoredBody(scope: string, key: string, body: string | null): string {
  if (body === null) return "";
  try {
    return decrypt(body, sealingContexts.idempotentAnswer(scope, key));
  } catch {
    // Not sealed (a row from before answers were): the text itself.
    return body;
  }
}
