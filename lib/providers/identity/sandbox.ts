import type { DocumentDescription, IdentityProvider, IdentitySubject } from "./types";

/**
 * Decides outcomes from documented test values (README "Sandbox test values"), like Stripe's test
 * numbers, so every branch can be driven by a partner or a test:
 *   SSN ending 1111 → NEEDS_EXPANDED_VERIFICATION, then evidence → VERIFIED
 *   SSN ending 3333 → NEEDS_EXPANDED_VERIFICATION, then evidence → FAILED
 *   SSN ending 2222 → FAILED
 *   SSN ending 4444 → the first attempt times out, then VERIFIED
 *   SSN ending 5555 → the first attempt answers garbage, then VERIFIED
 *   anything else   → VERIFIED
 */
export function createSandboxIdentityProvider(): IdentityProvider {
  return {
    name: "sandbox",
    async verifyStandard(subject, signal) {
      await hangOnFirstAttempt(subject, signal);
      if (answersGarbage(subject)) return GARBAGE;
      if (subject.expandedRequired) return { outcome: "NEEDS_EXPANDED_VERIFICATION" };
      const ending = subject.ssn.slice(-4);
      if (ending === "1111" || ending === "3333") return { outcome: "NEEDS_EXPANDED_VERIFICATION" };
      if (ending === "2222") return { outcome: "FAILED" };
      return { outcome: "VERIFIED" };
    },
    async verifyDocument(subject, evidence, signal) {
      await hangOnFirstAttempt(subject, signal);
      if (answersGarbage(subject)) return GARBAGE;
      return {
        outcome: subject.ssn.endsWith("3333") ? "FAILED" : "VERIFIED",
        document: sandboxDocumentReading(evidence.documentType, subject),
      };
    },
  };
}

// What an unreadable vendor answer looks like: an HTML error page where JSON was expected.
const GARBAGE = "<html><body>502 Bad Gateway</body></html>";

const answersGarbage = (subject: IdentitySubject) => subject.attempt === 1 && subject.ssn.endsWith("5555");

async function hangOnFirstAttempt(subject: IdentitySubject, signal: AbortSignal): Promise<void> {
  if (subject.attempt !== 1 || !subject.ssn.endsWith("4444")) return;
  // Hang until the runner gives up on us.
  await new Promise<never>((_, reject) =>
    signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true }),
  );
}

/**
 * What the sandbox "reads" from any document: a US document (a license or state ID issued by the
 * state on file), valid four more years, number ending 4321. Never read from the images.
 */
function sandboxDocumentReading(documentType: string, subject: IdentitySubject): DocumentDescription {
  const expires = new Date();
  expires.setUTCFullYear(expires.getUTCFullYear() + 4);
  return {
    issuingCountry: "US",
    issuingState: documentType === "PASSPORT" ? null : subject.address.state,
    expiresOn: expires.toISOString().slice(0, 10),
    numberLastFour: "4321",
  };
}
