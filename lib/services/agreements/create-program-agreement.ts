import { inTransaction } from "@/db/transaction";
import { validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import type { CreateAgreementInput } from "@/lib/schemas/operator-agreements";

import type { ServiceContext } from "../context";
import { recordAudit } from "../audit/record-audit";
import { authorizeOperator } from "../operators/authorize-operator";
import { loadProgramEmployer } from "../program/program-employer";

import { createAgreement } from "./create-agreement";
import { loadProgramAgreement, slugTaken, type ProgramAgreement } from "./program-agreement";
import { publishCheckedVersion } from "./version-publication";

/**
 * An operator adds a document to the program (docs/operator.md#agreements): for every employer, or
 * one, required or optional, with its first version, which everybody it applies to accepts. A slug
 * is unique among the documents of the same employers.
 */
export async function createProgramAgreement({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: CreateAgreementInput;
}): Promise<ProgramAgreement> {
  authorizeOperator({ actor: ctx.actor, permission: "agreements.write" });
  return inTransaction(ctx, async (tx) => {
    if (input.employerId !== null) await loadProgramEmployer({ ctx: tx, employerId: input.employerId });
    if (await slugTaken({ ctx: tx, employerId: input.employerId, slug: input.slug }))
      throw validationFailed([
        { path: "/slug", code: "agreement_slug_taken", message: FIELD_ERROR_CODES.agreement_slug_taken },
      ]);
    const agreementId = await createAgreement({
      ctx: tx,
      employerId: input.employerId,
      slug: input.slug,
      required: input.required,
      position: input.position,
    });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "agreement.created",
        employerId: null,
        target: { type: "agreement", id: agreementId },
        details: { slug: input.slug, required: input.required, employerId: input.employerId },
      },
    });
    const created = await loadProgramAgreement({ ctx: tx, agreementId, forUpdate: true });
    await publishCheckedVersion({ ctx: tx, current: created, input: input.version });
    return loadProgramAgreement({ ctx: tx, agreementId });
  });
}
