import type { getAdminEmployee } from "@/lib/services/admin/get-admin-employee";
import { formatReference } from "@/lib/domain/person/employee-reference";
import type { AdminEmployeeDetail } from "@/lib/schemas/responses/admin-employee-detail";
import { LATEST_API_VERSION } from "@/lib/versions";

import { maskCard, maskEmployee, MASKED_FOR_VIEWERS, waitingOnView } from "./admin";
import { serializeCard } from "./card";
import { serializeEmployee } from "./employee";
import { serializeIdentityCheck } from "./identity";
import { serializePaymentMethod } from "./payment-method";

type Detail = Awaited<ReturnType<typeof getAdminEmployee>>;

/**
 * GET /api/admin/employees/{employeeId}: everything the HR detail page shows, in the latest API
 * version's shapes; the employee and cards masked for those who may not see them unmasked.
 */
export function serializeAdminEmployeeDetail(detail: Detail, { sandbox }: { sandbox: boolean }): AdminEmployeeDetail {
  const employee = serializeEmployee(detail.employee, LATEST_API_VERSION, { sandbox });
  return {
    employee: detail.unmasked ? employee : maskEmployee(employee),
    masked: detail.unmasked ? [] : [...MASKED_FOR_VIEWERS],
    reference: formatReference(detail.employee.reference),
    complete: detail.status.complete,
    requirements: detail.status.requirements,
    waitingOn: waitingOnView(detail.who),
    needsHrAction: detail.who.needsHrAction,
    identityChecks: detail.checks.map((check) => ({
      ...serializeIdentityCheck(check, LATEST_API_VERSION),
      awaitingReview: check.status === "pending" && check.awaitingReviewSince !== null,
    })),
    paymentMethods: detail.methods.map(serializePaymentMethod),
    cards: detail.cards.map((card) => (detail.unmasked ? serializeCard(card) : maskCard(serializeCard(card)))),
    cardRequests: detail.cardRequests.map((request) => ({
      id: request.id,
      state: request.state === "voided" ? "voided" : "reserved",
      cardType: request.cardType,
      requestedAt: request.createdAt.toISOString(),
      refusedAt: request.voidedAt?.toISOString() ?? null,
      reason: request.lastError,
    })),
    cardChanges: detail.cardChanges.map((change) => ({
      id: change.id,
      cardId: change.cardId,
      action: change.action,
      reason: change.reason,
      actorType: change.actorType,
      actorId: change.actorId,
      channel: change.channel,
      fromState: change.fromState,
      toState: change.toState,
      relatedCardId: change.relatedCardId,
      createdAt: change.createdAt.toISOString(),
    })),
    agreementAcceptances: detail.acceptances.map(({ acceptance, slug }) => ({
      agreement: slug,
      tag: acceptance.tag,
      acceptedAt: acceptance.acceptedAt.toISOString(),
      recordedAt: acceptance.recordedAt.toISOString(),
      actorType: acceptance.actorType,
      actorId: acceptance.actorId,
      withdrawnAt: acceptance.withdrawnAt?.toISOString() ?? null,
      withdrawnActorType: acceptance.withdrawnActorType,
    })),
    timeline: detail.timeline.map((event) => ({
      id: event.id,
      type: event.type,
      data: event.data,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
