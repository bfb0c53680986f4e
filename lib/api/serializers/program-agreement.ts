import type { ProgramAgreement, ProgramAgreementVersion } from "@/lib/services/agreements/program-agreement";
import type { AgreementVersionPreview } from "@/lib/services/agreements/preview-agreement-version";

// The program's agreements as the console's API answers them (docs/operator.md#agreements).

function versionJson(version: ProgramAgreementVersion, withTexts: boolean) {
  return {
    id: version.id,
    tag: version.tag,
    status: version.status,
    effectiveAt: version.publishedAt.toISOString(),
    reacceptance: version.reacceptance,
    publishedAt: version.recordedAt.toISOString(),
    publishedBy: version.publishedBy,
    publishedByName: version.publishedByName,
    ...(withTexts ? { texts: version.texts } : {}),
  };
}

/** A document with its history: every version (texts only when `withTexts`), oldest first. */
export function programAgreementJson({ agreement, versions }: ProgramAgreement, { withTexts = true } = {}) {
  const inForce = versions.find((version) => version.status === "in_force");
  return {
    id: agreement.id,
    slug: agreement.slug,
    employerId: agreement.employerId,
    required: agreement.required,
    position: agreement.position,
    title: (inForce ?? versions.at(-1))?.titles.en ?? null,
    inForceTag: inForce?.tag ?? null,
    versions: versions.map((version) => versionJson(version, withTexts)),
    createdAt: agreement.createdAt.toISOString(),
  };
}

/** A preview: the texts with their changes, what it is compared with, and whom the notice reaches. */
export const agreementPreviewJson = (preview: AgreementVersionPreview) => ({
  ...preview,
  effectiveAt: preview.effectiveAt.toISOString(),
  against: preview.against ? { ...preview.against, effectiveAt: preview.against.effectiveAt.toISOString() } : null,
});
