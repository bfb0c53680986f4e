import { sql } from "drizzle-orm";

import { notificationPreferences } from "@/db/schema";
import type { Locale } from "@/lib/i18n/config";

import type { EmployeeQuery } from "../requests";

/**
 * The language the person reads the portal in, for the e-mails we send them later from the worker
 * (which has no request to ask): kept from each sign-in and each portal write, the same choice
 * the adverse action notice follows (the portal's language cookie, else the browser's). Writes
 * only when it changed.
 */
export async function rememberLanguage({
  ctx,
  employeeId,
  employerId,
  language,
}: EmployeeQuery & { employerId: string; language: Locale }): Promise<void> {
  await ctx.db
    .insert(notificationPreferences)
    .values({ employeeId, employerId, language })
    .onConflictDoUpdate({
      target: notificationPreferences.employeeId,
      set: { language, updatedAt: sql`now()` },
      setWhere: sql`${notificationPreferences.language} is distinct from ${language}`,
    });
}
