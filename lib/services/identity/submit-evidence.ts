import { identityEvidence, type IdentityCheckRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { encryptBytes } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";
import { decodeEvidenceImage, TWO_SIDED, type DecodedImage } from "@/lib/domain/identity/evidence";
import { AppError, validationFailed, type FieldError } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { createId } from "@/lib/ids";
import { documentImageLimits } from "@/lib/providers/identity";
import type { EvidenceInput } from "@/lib/schemas/identity";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";

import { queueIdentityCheck } from "./queue-check";

/**
 * Accepts documentary evidence when verification asks for it, stores the images encrypted and
 * queues the documentary check (202). The final outcome arrives by webhook.
 */
export async function submitEvidence({
  ctx,
  employeeId,
  input,
}: EmployeeRequest & { input: EvidenceInput }): Promise<IdentityCheckRow> {
  const { employerId } = ctx;
  const images = decodeImages(input);
  return inTransaction(ctx, async (tx) => {
    const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    await refuseIfHardStopped({ ctx: tx, employee, action: "identity_verification" });
    if (employee.onboardingStatus !== "NEEDS_EXPANDED_VERIFICATION") {
      throw new AppError(
        "evidence_not_requested",
        `Verification is ${employee.onboardingStatus}; evidence is accepted only after it asks for documents.`,
      );
    }
    const evidenceId = createId("doc");
    await tx.db.insert(identityEvidence).values({
      id: evidenceId,
      employerId,
      employeeId,
      documentType: input.documentType,
      frontEncrypted: encryptBytes(images.front.bytes, sealingContexts.identityImage(evidenceId, "front")),
      frontMimeType: images.front.mimeType,
      frontBytes: images.front.bytes.length,
      backEncrypted: images.back
        ? encryptBytes(images.back.bytes, sealingContexts.identityImage(evidenceId, "back"))
        : null,
      backMimeType: images.back?.mimeType ?? null,
      backBytes: images.back?.bytes.length ?? null,
    });
    return queueIdentityCheck({ ctx: tx, employee, kind: "documentary", evidenceId });
  });
}

function decodeImages(input: EvidenceInput): { front: DecodedImage; back: DecodedImage | undefined } {
  const errors: FieldError[] = [];
  // What the configured identity vendor can take: a photo of 10 KB up to its ceiling and ours.
  const limits = documentImageLimits();
  const decode = (value: string, path: string): DecodedImage | undefined => {
    const result = decodeEvidenceImage(value, limits);
    if (result.ok) return result.value;
    // Size is judged before decoding and answered with 413, like an oversize body.
    if (result.code === "image_too_large") {
      throw new AppError("image_too_large", result.message, {
        errors: [{ path, code: "too_long", message: result.message }],
      });
    }
    errors.push({ path, code: result.code, message: result.message });
    return undefined;
  };
  const front = decode(input.frontImage, "/frontImage");
  const back = input.backImage ? decode(input.backImage, "/backImage") : undefined;
  if (TWO_SIDED.has(input.documentType) && !input.backImage) {
    errors.push({ path: "/backImage", code: "back_image_required", message: FIELD_ERROR_CODES.back_image_required });
  }
  if (errors.length > 0 || !front) throw validationFailed(errors);
  return { front, back };
}
