import { eq } from "drizzle-orm";

import { agreements, agreementTexts, agreementVersions, employees } from "@/db/schema";

import type { QueryContext } from "../context";

type Text = { language: string; title: string; body: string };

/**
 * Publishes a version. From its publication time it is the latest, and everyone who accepted an
 * earlier version has the agreements requirement unmet again until they accept this one.
 */
export async function publishAgreementVersion({
  ctx,
  ...input
}: {
  ctx: QueryContext;
  agreementId: string;
  tag: string;
  texts: Text[];
  publishedAt?: Date;
}): Promise<number> {
  const { db } = ctx;
  const [version] = await db
    .insert(agreementVersions)
    .values({ agreementId: input.agreementId, tag: input.tag, publishedAt: input.publishedAt ?? new Date() })
    .returning({ id: agreementVersions.id });
  await db.insert(agreementTexts).values(input.texts.map((text) => ({ ...text, versionId: version!.id })));
  // Everyone in the agreement's scope must accept again: mark their projections for re-evaluation.
  const [agreement] = await db
    .select({ employerId: agreements.employerId })
    .from(agreements)
    .where(eq(agreements.id, input.agreementId));
  await db
    .update(employees)
    .set({ requirementsEvaluatedAt: null })
    .where(agreement?.employerId ? eq(employees.employerId, agreement.employerId) : undefined);
  return version!.id;
}
