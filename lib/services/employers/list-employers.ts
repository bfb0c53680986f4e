import { asc, inArray } from "drizzle-orm";

import { employers } from "@/db/schema";

import type { ServiceContext } from "../context";

/** The employers a partner client is bound to; nobody else lists employers. */
export async function listEmployers({ ctx }: { ctx: ServiceContext }) {
  const ids = ctx.actor.type === "partner" ? [...ctx.actor.employerIds] : [];
  if (ids.length === 0) return [];
  return ctx.db.select().from(employers).where(inArray(employers.id, ids)).orderBy(asc(employers.name));
}
