import { and, eq, isNull } from "drizzle-orm";

import { identityChecks, identityEvidence } from "@/db/schema";
import { failureReason } from "@/lib/errors/failure-reason";
import { logger } from "@/lib/logger";
import { getIdentityProvider } from "@/lib/providers/identity";
import { readDocumentDescription } from "@/lib/providers/identity/document-description";

import type { ServiceContext } from "../context";

/** However the vendor spends it, the caller (a callback's answer) waits no longer than this. */
const READ_TIMEOUT_MS = 5_000;

/**
 * After a vendor's callback settled a documentary check (apply-persona-event.ts), asks the vendor
 * what it read from the document and records it on the check's evidence, as a direct answer's
 * description is recorded (settle-check.ts). Called with no transaction open, once the decision has
 * committed: best effort, so nothing here can undo, delay past its timeout or fail the decision —
 * any failure is logged (without the vendor's data) and the description stays empty. Only a
 * description not recorded yet is written.
 */
export async function recordDocumentDescription({ ctx, checkId }: { ctx: ServiceContext; checkId: string }) {
  try {
    const [check] = await ctx.db.select().from(identityChecks).where(eq(identityChecks.id, checkId));
    const provider = getIdentityProvider();
    if (
      !check?.evidenceId ||
      !check.providerReference ||
      check.kind !== "documentary" ||
      check.status !== "completed" ||
      check.provider !== provider.name ||
      !provider.readDocument
    )
      return;
    const review = { checkId, kind: "documentary" as const, providerReference: check.providerReference };
    const document = readDocumentDescription(await provider.readDocument(review, AbortSignal.timeout(READ_TIMEOUT_MS)));
    if (!document) return;
    await ctx.db
      .update(identityEvidence)
      .set(document)
      .where(
        and(
          eq(identityEvidence.id, check.evidenceId),
          isNull(identityEvidence.issuingCountry),
          isNull(identityEvidence.issuingState),
          isNull(identityEvidence.expiresOn),
          isNull(identityEvidence.numberLastFour),
        ),
      );
  } catch (error) {
    logger.warn({ checkId, reason: failureReason(error) }, "document description not recorded");
  }
}
