import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";

import {
  agreementAcceptances,
  agreements,
  cardHistory,
  cards,
  events,
  identityChecks,
  paymentMethods,
} from "@/db/schema";
import { evaluateRequirements } from "@/lib/domain/onboarding/requirements";
import { requirementsForHr } from "@/lib/domain/onboarding/requirements-for-hr";

import { selectEmployeeCards } from "../cards/get-card-or-throw";
import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { loadRequirementsSnapshot } from "../onboarding/load-requirements-snapshot";
import { projectionColumns } from "../onboarding/refresh-requirements-projection";
import { actorMay, authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

/** Everything HR sees about one employee: live requirements (a credit decision only as made or not), verification, money, cards, records, timeline. */
export async function getAdminEmployee({ ctx, employeeId }: EmployeeRequest) {
  authorize(ctx.actor, "employees.read");
  const { db } = ctx;
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  // Every view of a person's page is on record: who looked at whom, and when.
  await recordAudit({ ctx, entry: { action: "employee.viewed", target: { type: "employee", id: employee.id } } });
  const [snapshot, checks, methods, issuedCards, cardRequests, acceptances, timeline, cardChanges] = await Promise.all([
    loadRequirementsSnapshot({ ctx, employee }),
    db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.employeeId, employeeId))
      .orderBy(desc(identityChecks.createdAt))
      .limit(20),
    db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.employeeId, employeeId), isNull(paymentMethods.removedAt)))
      .orderBy(asc(paymentMethods.id)),
    selectEmployeeCards({ ctx, employerId: ctx.employerId, employeeId }),
    // Card requests the issuer has not answered (still reserved) or refused (voided): HR sees why
    // an employee has no card yet. The latest few; older refusals are history.
    db
      .select({
        id: cards.id,
        state: cards.state,
        cardType: cards.cardType,
        createdAt: cards.createdAt,
        voidedAt: cards.voidedAt,
        lastError: cards.lastError,
      })
      .from(cards)
      .where(
        and(
          eq(cards.employeeId, employeeId),
          eq(cards.employerId, ctx.employerId),
          inArray(cards.state, ["reserved", "voided"]),
        ),
      )
      .orderBy(desc(cards.createdAt))
      .limit(5),
    db
      .select({ acceptance: agreementAcceptances, slug: agreements.slug })
      .from(agreementAcceptances)
      .innerJoin(agreements, eq(agreements.id, agreementAcceptances.agreementId))
      .where(eq(agreementAcceptances.employeeId, employeeId))
      .orderBy(desc(agreementAcceptances.recordedAt)),
    // In the employee's own event order (commit order, gapless), newest first.
    db
      .select()
      .from(events)
      .where(eq(events.employeeId, employeeId))
      .orderBy(sql`${events.employeeSequence} desc nulls last`)
      .limit(100),
    // Who locked, unlocked, closed or replaced the employee's cards, through which channel and why.
    db
      .select()
      .from(cardHistory)
      .where(and(eq(cardHistory.employeeId, employeeId), eq(cardHistory.employerId, ctx.employerId)))
      .orderBy(desc(cardHistory.createdAt))
      .limit(100),
  ]);
  return {
    employee,
    // A viewer sees the full address (the card's mailing address too) and the date of birth masked.
    unmasked: actorMay(ctx.actor, "employees.read_unmasked"),
    status: requirementsForHr(evaluateRequirements(snapshot)),
    // Who acts next, by the rule and in the words of HR's table (the projection's own columns).
    who: projectionColumns(snapshot, new Date()),
    checks,
    methods,
    cards: issuedCards,
    cardRequests,
    acceptances,
    timeline: timeline.map(forHr),
    cardChanges,
  };
}

type EventRow = typeof events.$inferSelect;

// HR learns that a credit decision was made and when, never what it was based on or its outcome
// in money: the ATR event keeps only its ids here (partners get the whole event).
function forHr(event: EventRow): EventRow {
  if (event.type !== "atr.evaluated") return event;
  const { employeeId, atrId } = event.data as { employeeId?: unknown; atrId?: unknown };
  return { ...event, data: { employeeId, atrId } };
}
