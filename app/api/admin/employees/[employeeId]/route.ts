import { assertContentType, parseJsonText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { maskCard, maskEmployee, MASKED_FOR_VIEWERS, waitingOnView } from "@/lib/api/serializers/admin";
import { formatReference } from "@/lib/domain/person/employee-reference";
import { serializeCard } from "@/lib/api/serializers/card";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { serializeIdentityCheck } from "@/lib/api/serializers/identity";
import { serializePaymentMethod } from "@/lib/api/serializers/payment-method";
import { withAdmin } from "@/lib/api/with-admin";
import { LATEST_API_VERSION } from "@/lib/versions";
import { isSandbox } from "@/lib/env";
import { getAdminEmployee } from "@/lib/services/admin/get-admin-employee";
import { parsePatch } from "@/lib/services/employees/json-patch";
import { patchEmployee } from "@/lib/services/employees/patch-employee";
import type { AdminEmployeeDetail } from "@/lib/schemas/responses/admin-employee-detail";

type Params = { employeeId: string };

const handleGET = withAdmin<Params>(async ({ ctx, params }) => {
  const detail = await getAdminEmployee({ ctx, employeeId: params.employeeId });
  const employee = serializeEmployee(detail.employee, LATEST_API_VERSION, { sandbox: isSandbox() });
  return json({
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
  } satisfies AdminEmployeeDetail);
});

// HR fixes what only the employer controls: the use case refuses the rest (patch-policy.ts).
const handlePATCH = withAdmin<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request, ["application/json-patch+json", "application/json"]);
  const operations = parsePatch(parseJsonText(body));
  const employee = await patchEmployee({ ctx, employeeId: params.employeeId, operations });
  return json(serializeEmployee(employee, LATEST_API_VERSION, { sandbox: isSandbox() }));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH });
