import { agreements } from "@/db/schema";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";

// Operators (the seed, admin tooling) work on the program's agreements, which may belong to no
// employer; `db` may be a transaction the caller holds.

/** Operator action: a new agreement, for one employer or (employerId null) the whole program. */
export async function createAgreement({
  ctx,
  ...input
}: {
  ctx: QueryContext;
  employerId: string | null;
  slug: string;
  required: boolean;
  position?: number;
}): Promise<string> {
  const { db } = ctx;
  const id = createId("agr");
  await db.insert(agreements).values({
    id,
    employerId: input.employerId,
    slug: input.slug,
    required: input.required,
    position: input.position ?? 0,
  });
  return id;
}
