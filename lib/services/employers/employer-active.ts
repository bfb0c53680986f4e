import { eq, sql, type Placeholder } from "drizzle-orm";

import { employers } from "@/db/schema";
import type { JsonPart } from "@/db/statement";
import { AppError } from "@/lib/errors/app-error";

import type { QueryContext } from "../context";

// A suspended employer (docs/operator.md#employers) takes no new invitations, employees, cards or
// imports; the cards its people hold keep working, and everything already there can be read.

export const employerSuspended = () =>
  new AppError(
    "employer_suspended",
    "The program has suspended this employer: no new invitations, employees, cards or imports until it is reactivated.",
  );

/** Refuses the write when the employer is suspended (one statement; card requests read it with their lock instead). */
export async function assertEmployerActive({ ctx, employerId }: { ctx: QueryContext; employerId: string }) {
  const [employer] = await ctx.db
    .select({ suspendedAt: employers.suspendedAt })
    .from(employers)
    .where(eq(employers.id, employerId));
  if (employer?.suspendedAt) throw employerSuspended();
}

/** Whether the employer is suspended, as a part of a statement that reads more (the card request's locked read). */
export const employerSuspendedJson = (employerId: string | Placeholder): JsonPart<boolean> => ({
  // Table-qualified by hand, as inside any select's sql (drizzle writes a bare column there).
  sql: sql`(select e.suspended_at is not null from employers e where e.id = ${employerId})`,
  read: (value) => value === true,
});
