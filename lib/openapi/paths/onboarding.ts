import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import { inviteLinkRequestSchema } from "@/lib/schemas/invite-link";
import { acceptAgreementSchema, agreementsQuerySchema } from "@/lib/schemas/agreement";
import { submitAtrSchema } from "@/lib/schemas/atr";
import { agreementListSchema, agreementSchema } from "@/lib/schemas/responses/agreement";
import { atrSubmissionListSchema, atrSubmissionSchema } from "@/lib/schemas/responses/atr";
import { inviteLinkSchema } from "@/lib/schemas/responses/misc";
import { onboardingStatusSchema } from "@/lib/schemas/responses/onboarding";

import { registerOperation } from "../operation";

const EMPLOYEE = "/api/employers/{employerId}/employees/{employeeId}";

export function registerOnboardingPaths(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: `${EMPLOYEE}/onboarding/status`,
    operationId: "getOnboardingStatus",
    summary: "Get onboarding status",
    description:
      "The 12 requirements in order, each with its state, a stable code, the fields that fix it and who can act. `complete` is true only when all hold; evaluated on read, so it never lags a write.",
    tag: "Onboarding",
    success: { status: 200, description: "The requirements.", schema: onboardingStatusSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: `${EMPLOYEE}/onboarding/initiate`,
    operationId: "initiateOnboarding",
    summary: "Initiate onboarding (removed)",
    description:
      "Deprecated by the contract and removed: enrol with `enrollInNewOnboarding: true` on create or by PATCH, then read the onboarding status.",
    tag: "Onboarding",
    errors: ["endpoint_removed"],
  });
  registerOperation(registry, {
    method: "post",
    path: `${EMPLOYEE}/invite-link`,
    operationId: "createInviteLink",
    summary: "Create a portal invite link",
    description:
      "A single-use link that signs the employee in to the onboarding portal; valid for 7 days. Only the newest link of an employee works: a new one replaces any unused earlier link. Retried under the same `Idempotency-Key`, it answers the same link while that link still works, and runs again (a fresh link, no `Idempotent-Replayed`) once the link was used, expired or replaced: a retry never hands out a dead link. Refused with `409 employer_suspended` while the program has suspended the employer.",
    tag: "Onboarding",
    body: {
      schema: inviteLinkRequestSchema,
      optional: true,
      description:
        "Optional, as Stripe's Account Links: `returnUrl`, the way back to your app the portal shows once the person opened the link; `refreshUrl`, where the link sends the person once it no longer works, for your app to make a fresh one. No body is the same as `{}`.",
      example: {
        returnUrl: "https://app.partner.example/benefits/done",
        refreshUrl: "https://app.partner.example/benefits/invite",
      },
    },
    success: { status: 201, description: "The link.", schema: inviteLinkSchema },
    errors: ["employer_suspended"],
  });
  registerOperation(registry, {
    method: "get",
    path: `${EMPLOYEE}/agreements`,
    operationId: "listAgreements",
    summary: "List agreements",
    description:
      "The agreements of the employee's program with their latest version and acceptance, texts in the language asked for where one exists.",
    tag: "Agreements",
    query: agreementsQuerySchema,
    success: { status: 200, description: "The agreements.", schema: agreementListSchema },
  });
  registerOperation(registry, {
    method: "post",
    path: `${EMPLOYEE}/agreements/{agreementId}`,
    operationId: "acceptAgreement",
    summary: "Accept an agreement",
    description:
      "Accept the latest version by its tag. An earlier tag is `409 agreement_version_outdated` with `latestTag`. Accepting again is a no-op. Refused with `409 hard_stop_under_18` or `409 hard_stop_identity_failed` while that hard stop holds (/docs/errors#hard_stop_under_18 and the two codes after it).",
    tag: "Agreements",
    query: agreementsQuerySchema,
    body: {
      schema: acceptAgreementSchema,
      example: { agreementTag: "cardholder-agreement-2026-01", acceptedAt: "2026-11-21T14:03:00Z" },
    },
    success: { status: 200, description: "The agreement, `acceptedOn` set.", schema: agreementSchema },
    errors: ["agreement_version_outdated", "hard_stop_under_18", "hard_stop_identity_failed"],
  });
  registerOperation(registry, {
    method: "delete",
    path: `${EMPLOYEE}/agreements/{agreementId}`,
    operationId: "withdrawAgreement",
    summary: "Withdraw consent to an optional agreement",
    description:
      "Withdraws the employee's consent to an optional agreement (the program's product e-mails): the acceptance record keeps its history with the withdrawal beside it (when, who, through which door), `acceptedOn` becomes null and `withdrawnOn` says when, `agreement.withdrawn` is sent, and no product e-mail goes to the employee from then on (e-mails about their card and identity still do). Withdrawing what is not accepted answers the agreement unchanged. A required agreement answers `409 agreement_required`. Accept it again with POST.",
    tag: "Agreements",
    query: agreementsQuerySchema,
    success: { status: 200, description: "The agreement, `acceptedOn` null.", schema: agreementSchema },
    errors: ["agreement_required"],
  });
  registerOperation(registry, {
    method: "post",
    path: `${EMPLOYEE}/atr`,
    operationId: "submitAtr",
    summary: "Submit ability to repay",
    description:
      "Income and obligations in integer cents. Every submission is kept; the latest decides requirement 11, so a new one after a decline is allowed. Refused with `409 hard_stop_under_18` or `409 hard_stop_identity_failed` while that hard stop holds (/docs/errors#hard_stop_under_18 and the two codes after it). Once the employee holds a card, a new answer is a request for a higher limit on it (`POST …/cards/{cardId}/limit-requests/preview`): `409 card_terms_in_force` names the card.",
    tag: "Ability to repay",
    body: { schema: submitAtrSchema, example: { annualIncome: 5_200_000, monthlyObligations: 150_000 } },
    success: { status: 201, description: "The decision.", schema: atrSubmissionSchema },
    errors: ["not_enrolled_in_onboarding", "hard_stop_under_18", "hard_stop_identity_failed", "card_terms_in_force"],
  });
  registerOperation(registry, {
    method: "get",
    path: `${EMPLOYEE}/atr`,
    operationId: "listAtrSubmissions",
    summary: "List ability-to-repay submissions",
    description: "Newest first.",
    tag: "Ability to repay",
    success: { status: 200, description: "The submissions.", schema: atrSubmissionListSchema },
  });
}
