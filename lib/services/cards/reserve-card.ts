import { sql } from "drizzle-orm";

import { cte, decodeRow, json, statement } from "@/db/statement";
import { uniqueViolation } from "@/db/unique-violation";
import { cards, currentCardOf, type CardRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { confirmationProblem, type CardTerms, type CardTermsRecord } from "@/lib/domain/cards/card-terms";
import { employeeAddressFields } from "@/lib/domain/person/employee-address";
import { AppError, validationFailed } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { createId } from "@/lib/ids";
import { getIssuingProvider } from "@/lib/providers/issuing";
import type { CreateCardBody } from "@/lib/schemas/card";
import { currentTraceparent } from "@/lib/telemetry/tracing";

import type { EmployerContext, TxContext } from "../context";
import { auditInsert } from "../audit/record-audit";
import {
  composeSnapshot,
  EMPLOYEE_PLACEHOLDERS,
  lockEmployeeWithContext,
} from "../onboarding/load-requirements-snapshot";
import { refuseIfHardStopped } from "../onboarding/refuse-hard-stopped";

import { offeredTerms, termsInputsJson } from "./load-card-terms";
import { cardholderOf, termsAcceptanceJson, type Holder } from "./load-cardholder";
import { termsConfirmationBy } from "./terms-confirmation";
import { employerSuspended, employerSuspendedJson } from "../employers/employer-active";

export type CardType = "virtual" | "all";

/** A request for the employee's card, as a create passes it on to its reservation. */
export type CardRequest = {
  ctx: EmployerContext;
  employeeId: string;
  cardType: CardType;
  /** What the person confirmed; the portal must send it, a partner may (docs/payments-and-cards.md#terms). */
  termsConfirmation?: CreateCardBody["termsConfirmation"] | undefined;
};

/** The reserved card, and what its issuer is to be told about the holder. */
export type ReservedCard = { card: CardRow; holder: Holder | undefined };

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
}: CardRequest): Promise<ReservedCard> {
  const { employerId } = ctx;
  // Before anything is written: production without an issuer reserves nothing.
  const issuer = getIssuingProvider();
  try {
    return await inTransaction(ctx, async (tx) => {
      // One read, under the employee's lock: the row, the requirements' context, the terms' inputs
      // and the acceptance the issuer is told of (issue 28: was five statements).
      const now = new Date();
      const { employee, context, extra } = await lockEmployeeWithContext({
        ctx: tx,
        employeeId,
        now,
        extra: RESERVATION_READ,
      });
      if (extra.employerSuspended) throw employerSuspended();
      const snapshot = composeSnapshot(employee, context, now);
      const status = await refuseIfHardStopped({ ctx: tx, employee, action: "card", snapshot });
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
      const offered = offeredTerms(extra.termsInputs, context.employer.payrollDeductionRepayment);
      const terms = termsToRecord(tx, offered, termsConfirmation, now);
      const id = createId("card");
      const audit = auditInsert({
        ctx: tx,
        entries: [{ action: "card.requested", target: { type: "card", id }, details: { employeeId, cardType } }],
      });
      // The reservation and its audit entry in one statement, unless a live card exists. That is read
      // here, not with the lock: this statement's snapshot is taken after the lock was granted, so it
      // sees a reservation committed by whoever held the lock before (a card's writes do not change
      // the employee row, which is how the lock's read tells it is stale). Finding it here, the
      // request inserts nothing and so never waits on that card's row while holding the employee's
      // lock, which the card's own record needs for its event (a deadlock otherwise). The audit
      // entry goes with the refusal's rollback.
      const liveCard = json.object({ id: cards.id, state: cards.state });
      const live = cte(
        "live",
        sql`select ${liveCard.sql} as card from ${cards} where ${currentCardOf(employeeId, employerId)} limit 1`,
      );
      const reserved = cte(
        "reserved",
        sql`insert into ${cards} (id, employer_id, employee_id, card_type, state, provider, terms, traceparent, shipping_address)
          select ${id}::text, ${employerId}::text, ${employeeId}::text, ${cardType}::text, 'reserved', ${issuer.name}::text,
            ${JSON.stringify(terms)}::jsonb,
            -- The reconciler's span for this reservation continues the request's trace.
            ${currentTraceparent() ?? null}::text,
            -- Mailed to the address on file at the time of the request (docs/payments-and-cards.md).
            ${cardType === "all" ? JSON.stringify(employeeAddressFields(employee)) : null}::jsonb
          where not ${live.exists}
          returning *`,
      );
      const result = await tx.db.execute<Record<string, unknown>>(
        statement(
          [live, reserved, cte("audit_entry", audit)],
          sql`select (select card from ${live.name}) as live_card, ${reserved.name}.*
            from (select 1) as one left join ${reserved.name} on true`,
        ),
      );
      const [raw] = result.rows;
      const existing = raw?.live_card == null ? null : liveCard.read(raw.live_card);
      if (existing) throw cardAlreadyExists(existing);
      const card = decodeRow(cards, raw!);
      // What the issuer is told, as read under the lock a moment ago (loadCardholder reads it again
      // when the reconciler finishes a reservation later). A holder the issuer cannot be asked about
      // is left to the issuing step, which reads again and voids the reservation (load-cardholder.ts).
      let holder: Holder | undefined;
      try {
        holder = cardholderOf({ employee, acceptance: extra.acceptance, card });
      } catch {
        holder = undefined;
      }
      return { card, holder };
    });
  } catch (error) {
    if (uniqueViolation(error)) {
      const [existing] = await ctx.db
        .select({ id: cards.id, state: cards.state })
        .from(cards)
        .where(currentCardOf(employeeId, employerId));
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
function termsToRecord(
  tx: TxContext,
  offered: { terms: CardTerms; decisionAt: Date } | null,
  confirmed: CreateCardBody["termsConfirmation"] | undefined,
  now: Date,
): CardTermsRecord {
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
  if (!confirmed) {
    if (tx.actor.type === "employee") {
      throw new AppError(
        "terms_not_confirmed",
        "Show the card's terms (limit, repayment plan, how it is repaid) and send termsConfirmation with the request.",
      );
    }
    return { ...offered.terms, confirmation: null };
  }
  const problem = confirmationProblem({ terms: offered.terms, decisionAt: offered.decisionAt, confirmed, now });
  if (problem === "terms_changed") {
    throw new AppError(
      "terms_changed",
      "The terms changed since they were shown: a newer income decision is in force. Show the current terms and confirm again.",
      { extra: { atrSubmissionId: offered.terms.atrSubmissionId } },
    );
  }
  if (problem) {
    throw validationFailed([
      { path: "/termsConfirmation/shownAt", code: problem, message: FIELD_ERROR_CODES[problem] },
    ]);
  }
  return { ...offered.terms, confirmation: termsConfirmationBy({ ctx: tx, shownAt: confirmed.shownAt, now }) };
}

/** What a reservation reads beside the locked employee, over the statement's placeholders: one named statement. */
const RESERVATION_READ = {
  name: "card_reservation_read",
  parts: {
    termsInputs: termsInputsJson(EMPLOYEE_PLACEHOLDERS.employeeId, EMPLOYEE_PLACEHOLDERS.employerId),
    acceptance: termsAcceptanceJson(EMPLOYEE_PLACEHOLDERS.employeeId, EMPLOYEE_PLACEHOLDERS.employerId),
    employerSuspended: employerSuspendedJson(EMPLOYEE_PLACEHOLDERS.employerId),
  },
};

const cardAlreadyExists = (card: { id: string; state: string }) =>
  new AppError(
    "card_already_exists",
    card.state === "reserved"
      ? "The employee's card is being issued; it is listed under the employee's cards once the issuer has answered (card.created)."
      : "The employee already has a card; activate or use it.",
    { extra: { cardId: card.id } },
  );
