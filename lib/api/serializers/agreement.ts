import type { AgreementResponse } from "@/lib/schemas/responses/agreement";
import type { AgreementView } from "@/lib/services/agreements/list-agreements";

/**
 * An agreement as the API shows it: the contract's id, tag (the version in force) and acceptedOn
 * (null until the person is current on it: they accepted this version, or an earlier one that every
 * later version only notified them of), with the text to show in the language asked for where one
 * exists. A person who accepted an earlier version and must accept this one reads
 * `reacceptanceRequired: true` with the tag they accepted.
 */
export function serializeAgreement({ state, text }: AgreementView): AgreementResponse {
  const { binding } = state;
  const previous = state.acceptances
    .filter((acceptance) => acceptance.versionId !== state.latest.id && acceptance.withdrawnAt === null)
    .at(-1);
  const withdrawn = binding ? undefined : state.acceptances.filter((a) => a.withdrawnAt !== null).at(-1);
  return {
    id: state.agreement.id,
    object: "agreement",
    tag: state.latest.tag,
    acceptedOn: binding?.acceptedAt.toISOString() ?? null,
    acceptedTag: binding?.tag ?? null,
    required: state.agreement.required,
    title: text?.title ?? null,
    text: text?.body ?? null,
    language: text?.language ?? null,
    publishedAt: state.latest.publishedAt.toISOString(),
    withdrawnOn: withdrawn?.withdrawnAt?.toISOString() ?? null,
    previouslyAcceptedTag: binding ? null : (previous?.tag ?? null),
    reacceptanceRequired: !binding && previous !== undefined,
  };
}
