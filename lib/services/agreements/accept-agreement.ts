import { and, eq, isNull } from "drizzle-orm";

import { agreementAcceptances } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { AppError, validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import type { AcceptAgreementInput } from "@/lib/schemas/agreement";
import { recordEvent } from "@/lib/events/record-event";

import { actorId } from "../context";
import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { refreshRequirementsProjection } from "../onboarding/refresh-requirements-projection";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";

import { attachTexts, type AgreementView } from "./list-agreements";
import { getAgreementStateOrThrow } from "./load-agreement-states";

// Clocks drift: an acceptance stamped up to a minute off ours (ahead of now, or before the version's
// publication) is taken as honest.
const CLOCK_SKEW_MS = 60_000;

/**
 * Records acceptance of the agreement's latest version. The tag must be that version's (a stale
 * tag means the person saw an older text); accepting the same version again returns the first
 * record unchanged, so retries are safe and the legal record is never rewritten. The record says who
 * accepted (the context's actor) and where the request came from (its origin).
 */
export async function acceptAgreement({
  ctx,
  employeeId,
  agreementId,
  input,
  language,
}: EmployeeRequest & { agreementId: string; input: AcceptAgreementInput; language: string }): Promise<AgreementView> {
  const { employerId, actor, origin } = ctx;
  return inTransaction(ctx, async (tx) => {
    const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
    await refuseIfHardStopped({ ctx: tx, employee, action: "agreements" });
    const state = await getAgreementStateOrThrow({ ctx: tx, employerId, employeeId, agreementId });
    if (input.agreementTag !== state.latest.tag) {
      if (state.versions.some((version) => version.tag === input.agreementTag)) {
        throw new AppError(
          "agreement_version_outdated",
          `A newer version of this agreement exists: show and accept ${state.latest.tag}.`,
          {
            extra: { latestTag: state.latest.tag },
          },
        );
      }
      throw validationFailed([
        { path: "/agreementTag", code: "agreement_tag_unknown", message: FIELD_ERROR_CODES.agreement_tag_unknown },
      ]);
    }
    const acceptedAt = new Date(input.acceptedAt);
    if (acceptedAt.getTime() > Date.now() + CLOCK_SKEW_MS) {
      throw validationFailed([
        { path: "/acceptedAt", code: "accepted_at_in_future", message: FIELD_ERROR_CODES.accepted_at_in_future },
      ]);
    }
    if (acceptedAt.getTime() < state.latest.publishedAt.getTime() - CLOCK_SKEW_MS) {
      throw validationFailed([
        {
          path: "/acceptedAt",
          code: "accepted_at_before_publication",
          message: FIELD_ERROR_CODES.accepted_at_before_publication,
        },
      ]);
    }
    if (!state.acceptedLatest) {
      const [inserted] = await tx.db
        .insert(agreementAcceptances)
        .values({
          employeeId,
          agreementId,
          versionId: state.latest.id,
          tag: state.latest.tag,
          acceptedAt,
          actorType: actor.type,
          actorId: actorId(actor),
          requestId: origin?.requestId ?? null,
          ipAddress: origin?.ipAddress ?? null,
          userAgent: origin?.userAgent?.slice(0, 500) ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        state.acceptances.push(inserted);
        state.acceptedLatest = inserted;
        state.binding = inserted;
        await recordEvent({
          ctx: tx,
          type: "agreement.accepted",
          employerId,
          employeeId,
          data: { employeeId, agreementId, agreementTag: inserted.tag, acceptedAt: inserted.acceptedAt.toISOString() },
        });
        await refreshRequirementsProjection({ ctx: tx, employeeId });
      } else {
        const [existing] = await tx.db
          .select()
          .from(agreementAcceptances)
          .where(
            and(
              eq(agreementAcceptances.employeeId, employeeId),
              eq(agreementAcceptances.versionId, state.latest.id),
              isNull(agreementAcceptances.withdrawnAt),
            ),
          );
        state.acceptedLatest = existing;
        state.binding = existing;
      }
    }
    const [view] = await attachTexts({ ctx: tx, states: [state], language });
    return view!;
  });
}
