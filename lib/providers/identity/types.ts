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

export type DocumentEvidence = { documentType: string; frontMimeType: string; hasBack: boolean };

/**
 * An identity-verification vendor. Answers are untrusted: the job runner validates them, and
 * anything it cannot read leaves the check pending and retried — never VERIFIED.
 */
export type IdentityProvider = {
  name: string;
  /** Standard (non-documentary) check: VERIFIED, FAILED or NEEDS_EXPANDED_VERIFICATION. */
  verifyStandard(subject: IdentitySubject, signal: AbortSignal): Promise<unknown>;
  /** Documentary check after evidence upload: VERIFIED or FAILED. */
  verifyDocument(subject: IdentitySubject, evidence: DocumentEvidence, signal: AbortSignal): Promise<unknown>;
};
