import { asc, inArray } from "drizzle-orm";

import { employers } from "@/db/schema";
import type { PartnerContext } from "@/lib/api/with-partner";

export async function listEmployers({ ctx }: { ctx: PartnerContext }) {
  const ids = [...ctx.client.employerIds];
  if (ids.length === 0) return [];
  return ctx.db.select().from(employers).where(inArray(employers.id, ids)).orderBy(asc(employers.name));
}
