import { agreementTexts, agreementVersions } from "@/db/schema";
import type { Reacceptance } from "@/lib/domain/program/agreement-versions";

import type { QueryContext } from "../context";

type Text = { language: string; title: string; body: string };

/**
 * Writes a version and its texts: the record the operator's publication (publish-program-agreement
 * -version.ts), the seed and the tests share. From `publishedAt` (now when left out) it is the
 * version in force; with `reacceptance: "required"` (the default) everyone who accepted an earlier
 * version has the agreements requirement unmet again until they accept it. What the API answers
 * follows at once; the stored projections (HR's lists) are re-evaluated by the worker once the
 * version takes effect (lib/jobs/refresh-stale-projections.ts), with no write to each person here.
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
  reacceptance?: Reacceptance;
  publishedBy?: string;
}): Promise<number> {
  const { db } = ctx;
  const publishedAt = input.publishedAt ?? new Date();
  const [version] = await db
    .insert(agreementVersions)
    .values({
      agreementId: input.agreementId,
      tag: input.tag,
      publishedAt,
      reacceptance: input.reacceptance ?? "required",
      publishedBy: input.publishedBy ?? null,
    })
    .returning({ id: agreementVersions.id });
  await db.insert(agreementTexts).values(input.texts.map((text) => ({ ...text, versionId: version!.id })));
  return version!.id;
}
