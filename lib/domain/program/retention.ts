/**
 * How long the records the law keeps outlive a person's erasure (docs/data-retention.md cites
 * each rule). Pure: the dates are computed here, the erasure and the purge only apply them.
 */
export const RETAINED_RECORD_KINDS = [
  "credit_decision",
  "adverse_action_notice",
  "customer_identification",
  "agreement_acceptance",
] as const;
export type RetainedRecordKind = (typeof RETAINED_RECORD_KINDS)[number];

/** Regulation B, 12 CFR 1002.12(b)(1): an application's records and the notice, 25 months after the notice of action taken. */
export const CREDIT_RECORD_MONTHS = 25;
/**
 * 31 CFR 1020.220(a)(3)(ii): the identifying information five years after the account is closed (for
 * a credit card account, closed or dormant); the document's description and the verification's methods and
 * results five years after the record is made. The erasure closes the account, so both run from it.
 */
export const CIP_RECORD_YEARS = 5;
/**
 * Agreement acceptances (E-SIGN, 15 U.S.C. 7001(d): kept accessible as long as the law requires the
 * contract's record): Regulation Z, 12 CFR 1026.25(a), asks two years after the account's last
 * disclosure; we keep six after the agreement ends (the erasure ends it), the longest common period
 * for a claim on a written contract, so a dispute about the terms can still be answered.
 */
export const AGREEMENT_RECORD_YEARS = 6;

/** The default for IDENTITY_DOCUMENT_RETENTION_DAYS: document images, after the identity decision. */
export const DEFAULT_IDENTITY_DOCUMENT_RETENTION_DAYS = 30;

const addMonths = (date: Date, months: number) => {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** Until when a kept record stays, from when it was made (a decision, a notice) and when the person was erased. */
export function retainUntil(kind: RetainedRecordKind, madeAt: Date, erasedAt: Date): Date {
  switch (kind) {
    case "credit_decision":
    case "adverse_action_notice":
      return addMonths(madeAt, CREDIT_RECORD_MONTHS);
    case "customer_identification":
      return addMonths(erasedAt, CIP_RECORD_YEARS * 12);
    case "agreement_acceptance":
      return addMonths(erasedAt, AGREEMENT_RECORD_YEARS * 12);
  }
}

/** When a decided document's images are deleted. */
export const documentImagesDueAt = (checkedAt: Date, retentionDays: number): Date =>
  new Date(checkedAt.getTime() + retentionDays * 86_400_000);
