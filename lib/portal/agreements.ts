/**
 * The agreements page's rules: the required agreements are accepted together, with one action, and
 * each optional one (product e-mails) only when the person ticked its box. Pure, for the page and
 * its tests.
 */

export type PortalAgreement = { id: string; tag: string; required: boolean; acceptedOn: string | null };
export type Acceptance = { agreementId: string; agreementTag: string };

/**
 * What one "Accept and continue" posts, in order: every required agreement whose latest version is
 * not accepted yet, then each optional one the person ticked that is not accepted yet. Optional
 * agreements never ride along with the required ones.
 */
export function acceptancesFor(list: readonly PortalAgreement[], ticked: ReadonlySet<string>): Acceptance[] {
  const open = (agreement: PortalAgreement) => agreement.acceptedOn === null;
  const required = list.filter((agreement) => agreement.required && open(agreement));
  const optional = list.filter((agreement) => !agreement.required && open(agreement) && ticked.has(agreement.id));
  return [...required, ...optional].map((agreement) => ({ agreementId: agreement.id, agreementTag: agreement.tag }));
}

/** When the required agreements stood accepted: the latest of their acceptances; null while one is open or none is required. */
export function requiredAcceptedOn(list: readonly PortalAgreement[]): string | null {
  const required = list.filter((agreement) => agreement.required);
  if (required.length === 0 || required.some((agreement) => agreement.acceptedOn === null)) return null;
  return required
    .map((agreement) => agreement.acceptedOn!)
    .reduce((latest, date) => (Date.parse(date) > Date.parse(latest) ? date : latest));
}
