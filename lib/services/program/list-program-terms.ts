import { asc, desc } from "drizzle-orm";

import { programTerms } from "@/db/schema";

import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { settingsOf } from "./program-terms";

/** Every version of the credit terms, the program's and employers' overrides, newest first within each. */
export async function listProgramTerms({ ctx }: { ctx: ServiceContext }) {
  authorizeOperator({ actor: ctx.actor, permission: "employers.read" });
  const rows = await ctx.db
    .select()
    .from(programTerms)
    .orderBy(asc(programTerms.employerId), desc(programTerms.effectiveAt), desc(programTerms.createdAt));
  const now = new Date();
  return rows.map((row) => ({
    ...settingsOf(row),
    employerId: row.employerId,
    effectiveAt: row.effectiveAt,
    publishedBy: row.publishedBy,
    scheduled: row.effectiveAt > now,
  }));
}
