import { sql } from "drizzle-orm";

import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";

export const databaseUnavailable = (): never => {
  throw new AppError("service_unavailable", "The database is not answering.");
};

/** Readiness: the database answers a trivial query; otherwise 503. */
export async function checkDatabase({ ctx }: { ctx: ServiceContext }): Promise<void> {
  await ctx.db.execute(sql`select 1`).catch(databaseUnavailable);
}
