import { and, eq } from "drizzle-orm";

import { employees } from "@/db/schema";
import { readOptOutToken } from "@/lib/auth/opt-out-token";

import type { QueryContext } from "../context";

import { type OptOutState, readPreference } from "./opt-out-of-reminders";

/** For the opt-out page: whether the link works, and whether the person has opted out already. Reads only. */
export async function readReminderOptOut({
  ctx,
  token,
}: {
  ctx: QueryContext;
  token: string;
}): Promise<OptOutState | undefined> {
  const subject = await readOptOutToken(token);
  if (!subject) return undefined;
  const [employee] = await ctx.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, subject.employeeId), eq(employees.employerId, subject.employerId)));
  if (!employee) return undefined;
  return readPreference({ ctx, employeeId: subject.employeeId });
}
