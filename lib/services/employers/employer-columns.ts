import { eq } from "drizzle-orm";
import type { SelectedFieldsFlat } from "drizzle-orm/pg-core";

import { employers } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { EmployerContext } from "../context";

// The employer's own settings (the HR contact, how eligibility files are read) are columns of its
// row that HR admins read and change for their own employer only: these read and write a chosen
// set of them, and answer 404 for an employer that is gone.

export async function readEmployerColumns<T extends SelectedFieldsFlat>({
  ctx,
  columns,
}: {
  ctx: EmployerContext;
  columns: T;
}) {
  const [row] = await ctx.db.select(columns).from(employers).where(eq(employers.id, ctx.employerId));
  if (!row) throw employerNotFound();
  return row;
}

/** Writes the changes given (undefined leaves a column alone; nothing to change only reads) and returns `columns` as stored. */
export async function writeEmployerColumns<T extends SelectedFieldsFlat>({
  ctx,
  changes,
  columns,
}: {
  ctx: EmployerContext;
  changes: Partial<typeof employers.$inferInsert>;
  columns: T;
}) {
  if (Object.values(changes).every((value) => value === undefined)) return readEmployerColumns({ ctx, columns });
  const [updated] = await ctx.db
    .update(employers)
    .set(changes)
    .where(eq(employers.id, ctx.employerId))
    .returning({ id: employers.id });
  if (!updated) throw employerNotFound();
  return readEmployerColumns({ ctx, columns });
}

const employerNotFound = () => new AppError("employer_not_found", "No employer with this id.");

/** The members a partial update named (a member sent as undefined is not a change): for the audit trail. */
export const fieldsGiven = (input: object): string[] =>
  Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort();
