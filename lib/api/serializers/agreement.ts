import type { AgreementResponse } from "@/lib/schemas/responses/agreement";
import type { AgreementView } from "@/lib/services/agreements/list-agreements";

/**
 * An agreement as the API shows it: the contract's id, tag and acceptedOn (null until the latest
 * version is accepted), with the text to show in the language asked for where one exists.
 */
export function serializeAgreement({ state, text }: AgreementView): AgreementResponse {
  const previous = state.acceptances
    .filter((acceptance) => acceptance.versionId !== state.latest.id && acceptance.withdrawnAt === null)
    .at(-1);
  const withdrawn = state.acceptedLatest ? undefined : state.acceptances.filter((a) => a.withdrawnAt !== null).at(-1);
  return {
    id: state.agreement.id,
    object: "agreement",
    tag: state.latest.tag,
    acceptedOn: state.acceptedLatest?.acceptedAt.toISOString() ?? null,
    required: state.agreement.required,
    title: text?.title ?? null,
    text: text?.body ?? null,
    language: text?.language ?? null,
    publishedAt: state.latest.publishedAt.toISOString(),
    withdrawnOn: withdrawn?.withdrawnAt?.toISOString() ?? null,
    previouslyAcceptedTag: state.acceptedLatest ? null : (previous?.tag ?? null),
  };
}
