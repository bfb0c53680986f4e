import { and, countDistinct, eq, isNull } from "drizzle-orm";

import { agreementAcceptances } from "@/db/schema";
import { AGREEMENT_LANGUAGES, diffAgreementText, type TextChange } from "@/lib/domain/program/agreement-versions";
import { validationFailed } from "@/lib/errors/app-error";
import type { PublishAgreementVersionInput } from "@/lib/schemas/operator-agreements";

import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramAgreement, type AgreementLanguage, type VersionText } from "./program-agreement";
import { versionProblems } from "./version-publication";

export type AgreementVersionPreview = {
  agreementId: string;
  tag: string;
  effectiveAt: Date;
  reacceptance: PublishAgreementVersionInput["reacceptance"];
  /** The version it is compared with: the one in force, or null for a document's first version. */
  against: { tag: string; effectiveAt: Date } | null;
  texts: Record<AgreementLanguage, VersionText & { changes: { title: TextChange[]; body: TextChange[] } }>;
  /** How many people accepted an earlier version: who gets the notice, and (when required) accepts again. */
  recipients: number;
};

/**
 * What publishing `input` would do, without doing it (docs/operator.md#agreements): the text as
 * people will read it in each language, what changed word by word against the version in force,
 * and how many people the notice goes to. Refused exactly as the publication would be, so a preview
 * that passes publishes.
 */
export async function previewAgreementVersion({
  ctx,
  agreementId,
  input,
}: {
  ctx: ServiceContext;
  agreementId: string;
  input: PublishAgreementVersionInput;
}): Promise<AgreementVersionPreview> {
  authorizeOperator({ actor: ctx.actor, permission: "agreements.read" });
  const current = await loadProgramAgreement({ ctx, agreementId });
  const now = new Date();
  const problems = versionProblems({ current, input, now });
  if (problems.length > 0) throw validationFailed(problems);
  const inForce = current.versions.find((version) => version.status === "in_force");
  const texts = Object.fromEntries(
    AGREEMENT_LANGUAGES.map((language) => {
      const before = inForce?.texts[language] ?? { title: "", body: "" };
      const after = input.texts[language];
      return [
        language,
        {
          ...after,
          changes: {
            title: diffAgreementText(before.title, after.title),
            body: diffAgreementText(before.body, after.body),
          },
        },
      ];
    }),
  ) as AgreementVersionPreview["texts"];
  const [accepted] = await ctx.db
    .select({ people: countDistinct(agreementAcceptances.employeeId) })
    .from(agreementAcceptances)
    .where(and(eq(agreementAcceptances.agreementId, agreementId), isNull(agreementAcceptances.withdrawnAt)));
  return {
    agreementId,
    tag: input.tag,
    effectiveAt: input.effectiveAt ? new Date(input.effectiveAt) : now,
    reacceptance: current.versions.length === 0 ? "required" : input.reacceptance,
    against: inForce ? { tag: inForce.tag, effectiveAt: inForce.publishedAt } : null,
    texts,
    recipients: current.versions.length === 0 ? 0 : (accepted?.people ?? 0),
  };
}
