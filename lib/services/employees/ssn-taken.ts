import { and, eq, ne } from "drizzle-orm";

import { employees } from "@/db/schema";
import { uniqueViolation } from "@/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";

import type { Actor, TxContext } from "../context";

const UNIQUE_INDEX = "employees_employer_id_ssn_fingerprint_uq";

/**
 * One SSN per employee of an employer: a write giving an employee (`employeeId`, the new one's id
 * for a create) an SSN that another already has is refused before it is made. The unique index
 * refuses what a concurrent write slipped in between; rethrowSsnTaken reports that the same way.
 */
export async function assertSsnFree({
  ctx,
  employeeId,
  fingerprint,
}: {
  ctx: TxContext;
  employeeId: string;
  fingerprint: string | null | undefined;
}): Promise<void> {
  if (!fingerprint) return;
  const holder = await ssnHolder({ ctx, employeeId, fingerprint });
  if (holder) throw ssnTaken(ctx.actor, holder);
}

/** Turns the unique index's refusal into the same 409 (naming the employee who has the SSN now); anything else is rethrown. */
export async function rethrowSsnTaken({
  ctx,
  error,
  employeeId,
  fingerprint,
}: {
  ctx: TxContext;
  error: unknown;
  employeeId: string;
  fingerprint: string | null | undefined;
}): Promise<never> {
  if (!fingerprint || !isSsnIndexRefusal(error)) throw error;
  const holder = await ssnHolder({ ctx, employeeId, fingerprint });
  // The holder may have changed its SSN since; the write still lost, and may be sent again.
  throw ssnTaken(ctx.actor, holder);
}

/**
 * An import's rows were admitted against the SSNs the employer's employees had as its file was read
 * (lib/services/imports/admit-import-rows.ts); one given to another employee since (an API write, a
 * held file confirmed later) fails the chunk with a message the import keeps, and the file sent
 * again rejects that row alone.
 */
export function rethrowImportSsnRace(error: unknown): never {
  if (!isSsnIndexRefusal(error)) throw error;
  throw new AppError(
    "ssn_taken",
    "Since this file was read, another employee was given an SSN that one of its rows has. Send the file again: that row is then rejected on its own.",
  );
}

const isSsnIndexRefusal = (error: unknown) => uniqueViolation(error)?.constraint === UNIQUE_INDEX;

async function ssnHolder({
  ctx,
  employeeId,
  fingerprint,
}: {
  ctx: TxContext;
  employeeId: string;
  fingerprint: string;
}): Promise<string | undefined> {
  const [holder] = await ctx.db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.employerId, ctx.employerId),
        eq(employees.ssnFingerprint, fingerprint),
        ne(employees.id, employeeId),
      ),
    )
    .limit(1);
  return holder?.id;
}

/**
 * The employer's side (partner, HR, operator) learns who has the SSN, to update that employee
 * instead of creating a second; the person typing it in the portal learns only that it is taken,
 * since they may not read anyone else's record.
 */
function ssnTaken(actor: Actor, holderId: string | undefined): AppError {
  if (actor.type === "employee")
    return new AppError(
      "ssn_taken",
      "This Social Security number is on file for someone else at your employer. Check it; if it is yours, contact your HR team.",
      { errors: [{ path: "/ssn", code: "ssn_taken", message: "This SSN is on file for someone else." }] },
    );
  return new AppError(
    "ssn_taken",
    "Another employee of this employer has this SSN: `existingEmployeeId` names them. Update that employee rather than creating a second.",
    {
      errors: [{ path: "/ssn", code: "ssn_taken", message: "Another employee of this employer has this SSN." }],
      ...(holderId ? { extra: { existingEmployeeId: holderId } } : {}),
    },
  );
}
