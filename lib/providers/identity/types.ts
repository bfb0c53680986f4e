/**
 * Who a check is about, as the check was queued (its sealed snapshot): every attempt of one check
 * sends exactly this, so a vendor's idempotency replays its first answer.
 */
export type IdentitySubject = {
  checkId: string;
  /** The person's stable id (our employee id): one vendor account per person, whatever the check. */
  personId: string;
  /** 1 for the first try; the sandbox uses it to simulate a provider that recovers. */
  attempt: number;
  firstName: string;
  lastName: string;
  birthDate: string;
  ssn: string;
  phoneNumber: string;
  address: { line1: string; line2: string | null; city: string; state: string; postalCode: string };
  /** Set after a sandbox close-account: the standard check asks for documents. */
  expandedRequired: boolean;
};

/** One side of an uploaded document, decrypted for the call only: never logged, never kept. */
export type DocumentImage = { bytes: Buffer; mimeType: string };

export type DocumentEvidence = { documentType: string; front: DocumentImage; back: DocumentImage | null };

/**
 * What an adapter answers (the runner validates it; anything else is unreadable and retried).
 * PENDING_REVIEW: the vendor hands the case to a person; the check stays PENDING and the vendor's
 * signed callback settles it later. `providerReference` is the vendor's id for the case.
 */
export type IdentityAnswer =
  | {
      outcome: "VERIFIED" | "FAILED" | "NEEDS_EXPANDED_VERIFICATION" | "PENDING_REVIEW";
      providerReference?: string;
      /** A documentary check's reading of the document, where the vendor reports it: kept after the images are deleted. */
      document?: DocumentDescription;
    }
  | VendorRecordAnswer;

/**
 * The vendor made a case (`providerReference`, recorded at once) but its status is no decision:
 * UNRESOLVED, the vendor ended it without one (Persona's `errored`), which ends the check;
 * UNRECOGNISED, a status in none of the operator's lists, which is read back (never created again)
 * until the create deadline. `vendorStatus` is the vendor's own word, kept on the check.
 */
export type VendorRecordAnswer = {
  outcome: "UNRESOLVED" | "UNRECOGNISED";
  providerReference: string;
  vendorStatus: string;
};

/**
 * What the vendor read from a document (the customer identification rule's description): issuing
 * country (ISO 3166 alpha-2) and state, expiry (YYYY-MM-DD), the last four characters of its number.
 * Each null where the vendor did not read it.
 */
export type DocumentDescription = {
  issuingCountry: string | null;
  issuingState: string | null;
  expiresOn: string | null;
  numberLastFour: string | null;
};

/**
 * A case the vendor holds for a check (handed to a person, or a status we read back): our check,
 * the person it is about (the case's reference at the vendor), its kind, the vendor's id for it.
 */
export type ReviewCase = {
  checkId: string;
  personId: string;
  kind: "standard" | "documentary";
  providerReference: string;
};

/**
 * An identity-verification vendor. Answers are untrusted: the job runner validates them, and
 * anything it cannot read leaves the check pending and retried — never VERIFIED.
 */
export type IdentityProvider = {
  name: string;
  /** Standard (non-documentary) check: VERIFIED, FAILED, NEEDS_EXPANDED_VERIFICATION or PENDING_REVIEW. */
  verifyStandard(subject: IdentitySubject, signal: AbortSignal): Promise<unknown>;
  /** Documentary check after evidence upload: VERIFIED, FAILED or PENDING_REVIEW. */
  verifyDocument(subject: IdentitySubject, evidence: DocumentEvidence, signal: AbortSignal): Promise<unknown>;
  /**
   * Where a case stands now, asked when the vendor's callback is overdue
   * (lib/jobs/poll-identity-reviews.ts) or when its last answer was a status we could not read
   * (the runner reads it back instead of creating again): the final outcome once decided, else
   * PENDING_REVIEW, UNRESOLVED or UNRECOGNISED. Optional, because only a vendor that hands cases to people needs it — but such
   * a vendor must have it: the runner takes PENDING_REVIEW only from a provider that can be asked
   * again, so a lost callback never leaves a check pending for good. The sandbox has none: it
   * never answers PENDING_REVIEW.
   */
  checkReview?(review: ReviewCase, signal: AbortSignal): Promise<unknown>;
  /**
   * What the vendor read from the document of a documentary case it decided, for a decision that
   * reached us without it (the vendor's callback). Best effort: undefined when it cannot tell, never
   * thrown; the answer is untrusted (read through document-description.ts). Optional: the sandbox
   * answers the description with its decision.
   */
  readDocument?(review: ReviewCase, signal: AbortSignal): Promise<unknown>;
};
