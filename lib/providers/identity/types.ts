export type IdentitySubject = {
  checkId: string;
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
export type IdentityAnswer = {
  outcome: "VERIFIED" | "FAILED" | "NEEDS_EXPANDED_VERIFICATION" | "PENDING_REVIEW";
  providerReference?: string;
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
};
