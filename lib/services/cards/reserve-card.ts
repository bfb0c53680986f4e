import { cards, type CardRow } from "@/db/schema";
import { confirmationProblem, type CardTermsRecord, type TermsConfirmation } from "@/lib/domain/card-terms";
import { employeeAddressFields } from "@/lib/domain/employee-address";
import { AppError, validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { createId } from "@/lib/ids";
import { getIssuingProvider } from "@/lib/providers/issuing";
import type { CreateCardBody } from "@/lib/schemas/card";
import { currentTraceparent } from "@/lib/telemetry/tracing";

import { actorId, inTransaction, type EmployerContext, type TxContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";

import { liveCardOf } from "./live-card";
import { loadCardTerms } from "./load-card-terms";
import { recordAudit } from "../audit/record-audit";

export type CardType = "virtual" | "all";

/**
 * Step one of issuing a card: one short transaction that locks the employee row, evaluates the
 * requirements inside it (so they cannot change between the check and the reservation) and inserts
 * our card row as `reserved`, with no issuer ids yet. The unique index on cards.employee_id backs
 * the lock: however many requests race, one live reservation exists and the others get 409 with
 * its id (voided reservations do not count).
 * The issuer is called only after this commits (issue-reserved-card.ts).
 */
export async function reserveCard({
  ctx,
  employeeId,
  cardType,
  termsConfirmation,
}: {
  ctx: EmployerContext;
  employeeId: string;
  cardType: CardType;
  /** What the person confirmed; the portal must send it, a partner may (docs/payments-and-cards.md#terms). */
  termsConfirmation?: CreateCardBody["termsConfirmation"] | undefined;
}): Promise<CardRow> {
  const { employerId } = ctx;
  // Before anything is written: production without an issuer reserves nothing.
  const issuer = getIssuingProvider();
  try {
    return await inTransaction(ctx, async (tx) => {
      const employee = await getEmployeeOrThrow({ ctx: tx, employeeId, forUpdate: true });
      const [existing] = await tx.db
        .select({ id: cards.id, state: cards.state })
        .from(cards)
        .where(liveCardOf(employeeId, employerId));
      if (existing) throw cardAlreadyExists(existing);
      const status = await refuseIfHardStopped({ ctx: tx, employee, action: "card" });
      if (!status.complete) {
        const unmet = status.requirements
          .filter((r) => !r.fulfilled)
          .map((r) => ({ key: r.key, code: r.code, status: r.status }));
        throw new AppError(
          "onboarding_incomplete",
          `Onboarding is not complete: ${unmet.map((r) => r.key).join(", ")}. Fix them and retry.`,
          {
            extra: { requirements: unmet },
          },
        );
      }
      const terms = await termsToRecord(tx, employeeId, termsConfirmation);
      const [card] = await tx.db
        .insert(cards)
        .values({
          id: createId("card"),
          employerId,
          employeeId,
          cardType,
          state: "reserved",
          provider: issuer.name,
          terms,
          // The reconciler's span for this reservation continues the request's trace.
          traceparent: currentTraceparent(),
          // Mailed to the address on file at the time of the request (docs/payments-and-cards.md).
          ...(cardType === "all" ? { shippingAddress: employeeAddressFields(employee) } : {}),
        })
        .returning();
      await recordAudit({
        ctx: tx,
        entry: { action: "card.requested", target: { type: "card", id: card!.id }, details: { employeeId, cardType } },
      });
      return card!;
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if ((cause as { code?: string }).code === "23505") {
      const [existing] = await ctx.db
        .select({ id: cards.id, state: cards.state })
        .from(cards)
        .where(liveCardOf(employeeId, employerId));
      if (existing) throw cardAlreadyExists(existing);
    }
    throw error;
  }
}

/**
 * The terms in force, checked against what the person confirmed, as the card row keeps them. The
 * person in the portal must confirm them; a partner's request without a confirmation still gets
 * the card (the contract's create takes none) and the record says nobody confirmed them through us.
 */
async function termsToRecord(
  tx: TxContext,
  employeeId: string,
  confirmed: CreateCardBody["termsConfirmation"] | undefined,
): Promise<CardTermsRecord> {
  const offered = await loadCardTerms({ ctx: tx, employeeId });
  // Onboarding is complete, so a passed decision and a way to repay exist; if not, say what is missing.
  if (!offered) {
    throw new AppError(
      "onboarding_incomplete",
      "No passed ability-to-repay decision or repayment method to issue on.",
      {
        extra: { requirements: [] },
      },
    );
  }
  const { actor, origin } = tx;
  if (!confirmed) {
    if (actor.type === "employee") {
      throw new AppError(
        "terms_not_confirmed",
        "Show the card's terms (limit, repayment plan, how it is repaid) and send termsConfirmation with the request.",
      );
    }
    return { ...offered.terms, confirmation: null };
  }
  const now = new Date();
  const problem = confirmationProblem({ terms: offered.terms, decisionAt: offered.decisionAt, confirmed, now });
  if (problem === "terms_changed") {
    throw new AppError(
      "terms_changed",
      "The terms changed since they were shown: a newer income decision is in force. Show the current terms and confirm again.",
      { extra: { atrSubmissionId: offered.terms.atrSubmissionId } },
    );
  }
  if (problem) {
    throw validationFailed([{ path: "termsConfirmation.shownAt", code: problem, message: FIELD_ERROR_CODES[problem] }]);
  }
  const person = actor.type === "employee";
  const confirmation: TermsConfirmation = {
    confirmedBy: person ? "employee" : "partner",
    confirmedById: actorId(actor),
    confirmedAt: now.toISOString(),
    shownAt: confirmed.shownAt === undefined ? null : new Date(confirmed.shownAt).toISOString(),
    // The person's own connection; a partner's server address says nothing about the person.
    ipAddress: person ? (origin?.ipAddress ?? null) : null,
    userAgent: person ? (origin?.userAgent ?? null) : null,
  };
  return { ...offered.terms, confirmation };
}

const cardAlreadyExists = (card: { id: string; state: string }) =>
  new AppError(
    "card_already_exists",
    card.state === "reserved"
      ? "The employee's card is being issued; it is listed under the employee's cards once the issuer has answered (card.created)."
      : "The employee already has a card; activate or use it.",
    { extra: { cardId: card.id } },
  );
