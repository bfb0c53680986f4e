import { AGREEMENT_LANGUAGES, effectiveAtProblem } from "@/lib/domain/program/agreement-versions";
import { validationFailed, type FieldError } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import type { PublishAgreementVersionInput } from "@/lib/schemas/operator-agreements";

import { actorId, type ServiceContext } from "../context";
import { recordAudit } from "../audit/record-audit";
import { queueAgreementUpdate } from "../notifications/queue-agreement-update";

import type { ProgramAgreement } from "./program-agreement";
import { publishAgreementVersion } from "./publish-agreement-version";

/**
 * What is wrong with publishing `input` as the document's next version, every problem named: a tag
 * it already has, an effective time in the past, more than a year ahead, or not after its latest
 * version (in force or scheduled).
 */
export function versionProblems({
  current,
  input,
  now,
}: {
  current: ProgramAgreement;
  input: PublishAgreementVersionInput;
  now: Date;
}): FieldError[] {
  const problems: FieldError[] = [];
  if (current.versions.some((version) => version.tag === input.tag))
    problems.push({ path: "/tag", code: "agreement_tag_taken", message: FIELD_ERROR_CODES.agreement_tag_taken });
  const effectiveAt = input.effectiveAt ? new Date(input.effectiveAt) : now;
  const problem = effectiveAtProblem({ effectiveAt, now, latestEffectiveAt: current.versions.at(-1)?.publishedAt });
  if (problem) problems.push({ path: "/effectiveAt", code: problem, message: FIELD_ERROR_CODES[problem] });
  return problems;
}

/**
 * Publishes the document's next version inside the caller's transaction, which holds the document's
 * row: checked (versionProblems), written (immutable from here on), the notice queued for everyone
 * who accepted an earlier version (with its effective date, and whether they must accept again),
 * and the publication on the platform's trail. The first version of a document asks everybody,
 * whatever `reacceptance` says: there is nothing earlier to keep.
 */
export async function publishCheckedVersion({
  ctx,
  current,
  input,
}: {
  ctx: ServiceContext;
  current: ProgramAgreement;
  input: PublishAgreementVersionInput;
}): Promise<{ versionId: number; notified: number }> {
  const now = new Date();
  const problems = versionProblems({ current, input, now });
  if (problems.length > 0) throw validationFailed(problems);
  const effectiveAt = input.effectiveAt ? new Date(input.effectiveAt) : now;
  const first = current.versions.length === 0;
  const reacceptance = first ? "required" : input.reacceptance;
  const agreementId = current.agreement.id;
  const versionId = await publishAgreementVersion({
    ctx,
    agreementId,
    tag: input.tag,
    publishedAt: effectiveAt,
    reacceptance,
    publishedBy: actorId(ctx.actor),
    texts: AGREEMENT_LANGUAGES.map((language) => ({ language, ...input.texts[language] })),
  });
  const notified = first
    ? 0
    : await queueAgreementUpdate({
        ctx,
        agreementId,
        versionId,
        data: {
          title: { en: input.texts.en.title, es: input.texts.es.title },
          effectiveAt: effectiveAt.toISOString(),
          reacceptance,
        },
      });
  await recordAudit({
    ctx,
    entry: {
      action: "agreement.version_published",
      employerId: null,
      target: { type: "agreement", id: agreementId },
      details: {
        tag: input.tag,
        effectiveAt: effectiveAt.toISOString(),
        reacceptance,
        employerId: current.agreement.employerId,
        notified,
      },
    },
  });
  return { versionId, notified };
}
