// What each problem code means and how to fix it: the source of /docs/errors (one anchor per code,
// which every problem's `type` points at) and of docs/errors.md's table (`npx tsx
// scripts/render-errors-doc.ts --write`; lib/api/problem.test.ts fails when the two differ). Written
// for partners: backticks are code, [text](file.md#anchor) links a repository document (the served
// page shows the text alone).
import type { ErrorCode } from "./catalog";

export const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  invalid_json: "The body is empty or not JSON.",
  invalid_request:
    "The request is malformed in a way no field explains (query parameters, for example, or a JSON body nested deeper than 32 levels: `maxDepth`).",
  offboarding_not_confirmed:
    "Operators: offboarding an employer needs its name typed exactly as shown (`confirmName`).",
  invalid_patch: "A PATCH body is not a JSON Patch array of 1–100 valid operations (`errors` points at the operation).",
  invalid_idempotency_key: "`Idempotency-Key` is empty, longer than 255 characters or not visible ASCII.",
  terms_not_confirmed:
    "Portal: a card request without `termsConfirmation`. The person confirms the card's terms (limit, repayment plan, how it is repaid) with the request ([terms](payments-and-cards.md#terms-before-the-card)).",
  onboarding_incomplete:
    "Card creation before all 12 requirements are met; `requirements` lists each unmet one as `{ key, code, status }`. Retry after fixing.",
  invalid_signature:
    "`POST /api/webhooks/stripe` whose `Stripe-Signature` does not verify, or `POST /api/webhooks/persona` whose `Persona-Signature` does not (or is more than 5 minutes old).",
  reminder_opt_out_link_invalid:
    "`POST /api/reminders/opt-out?token=…` (the one-click opt-out of the reminders to finish onboarding) with a token that is missing, incomplete, altered, older than 90 days, or for an employee no longer here. Nothing is changed ([notifications.md](notifications.md#opting-out)).",
  unsupported_api_version: "`API-Version` names an unknown version; `supportedVersions` lists the known ones.",
  unauthorized: "Credentials missing, malformed or wrong (always the same answer).",
  csrf_failed: "A portal (cookie) write without the session's `X-CSRF-Token`, or from another origin.",
  card_action_not_allowed:
    "A lock, unlock, close or loss report this caller may not make: a lock reason that is not theirs (an employee lifting HR's `employer_request` lock; anyone but the program placing `employment_ended`), an employee closing a card ([who may do what](payments-and-cards.md#the-cards-lifecycle-locks-close-lost-or-stolen-mailed-again)).",
  role_not_allowed:
    "HR only: the signed-in person's role (owner, admin or viewer) does not hold the permission this call needs, for example a viewer exporting or an admin managing SFTP accounts. `detail` names what the role may not do; nothing was changed ([roles](admin.md#roles)).",
  step_up_required:
    "HR only: an export, an SFTP or API secret, a role change or a factor change needs a second factor verified in this session within the last 10 minutes (`POST /api/admin/step-up`). `methods` says what to give: `factor`, or `password` for a person who has no factor ([step-up](security.md#step-up)).",
  sso_required:
    "HR only: the employer requires single sign-on, so a password (or passkey) sign-in is refused for everyone but its break-glass owner ([single sign-on](security.md#single-sign-on)).",
  not_found: "No endpoint at this path.",
  employer_not_found: "The employer does not exist or your client is not bound to it.",
  partner_not_found: "Operators: no partner with this id ([operator.md](operator.md#partners)).",
  employee_not_found: "No such employee under this employer.",
  invite_invalid:
    "HR and operators: the invitation's link was used, withdrawn or has expired; ask an owner for a new one (the first operator owner: run `npm run operator:create` again).",
  agreement_not_found: "No agreement with this id applies to the employee's employer.",
  payment_method_not_found: "No such (unremoved) payment method for the employee.",
  setup_intent_not_found: "Sandbox: no such SetupIntent, or not yours.",
  card_not_found: "No such card for the employee.",
  adverse_action_notice_not_found:
    "Portal: no such adverse action notice for the signed-in employee, or it passed its 25 months and was deleted ([adverse-action-notices.md](adverse-action-notices.md)).",
  webhook_endpoint_not_found: "No such webhook endpoint for your client.",
  webhook_delivery_not_found: "No such delivery for this endpoint.",
  endpoint_requires_newer_version: "The endpoint exists only from a later API version; `requiredVersion` says which.",
  method_not_allowed: "The method is not supported on this path.",
  last_owner:
    "HR only: the change would leave the employer without an active owner (demoting, disabling or removing the last one). Make someone else an owner first.",
  break_glass_owner:
    "HR only: demoting, disabling or removing the owner who may sign in without single sign-on while the employer requires it. Choose another break-glass owner in Security first, or stop requiring single sign-on ([single sign-on](security.md#single-sign-on)).",
  sso_not_set_up:
    "HR only: approving a teammate's link to single sign-on while the employer has none switched on ([single sign-on](security.md#single-sign-on)).",
  employer_offboarded:
    "Operators: the employer's offboarding has started (or finished); it cannot be reactivated or offboarded again ([operator.md](operator.md#offboarding)).",
  employer_suspended:
    "The program's operators suspended the employer: creating employees, inviting, requesting cards and importing are refused until it is reactivated. Cards already issued keep working; reads work ([operator.md](operator.md#employers)).",
  last_operator_owner:
    "Operators: demoting or disabling the program's last active operator owner. Make another operator an owner first ([operator.md](operator.md#operators)).",
  last_factor:
    "Operators: removing their last second factor (the authenticator app, or the only passkey). A factor is mandatory for operators, with no opt-out: add a passkey or an authenticator app first, then remove the other ([operator.md](operator.md#accounts-factors-and-sessions)). Nothing changed.",
  operator_owner_exists:
    "Operators: `npm run operator:create` while an operator owner with a factor is active. The first owner is made from the server's shell once; after that an owner invites operators from the console ([operator.md](operator.md)).",
  email_taken: "HR only: the invited e-mail address already belongs to an HR account (here or at another employer).",
  idempotency_request_in_progress:
    "The first request with this key is still running; retry after `Retry-After` seconds.",
  patch_test_failed: "A `test` operation did not match; `operationIndex` says which. Nothing changed.",
  field_locked:
    "Identity data (address, birth date, SSN) cannot change in the current verification state; see `resettableFields`.",
  agreement_version_outdated: "`agreementTag` names an earlier version; `latestTag` says which to show and accept.",
  identity_verification_pending: "A check is running; its outcome arrives by webhook.",
  identity_already_verified: "The employee is already VERIFIED.",
  evidence_required: "Verification asked for documents: upload evidence instead of initiating again.",
  evidence_not_requested: "Evidence is accepted only in NEEDS_EXPANDED_VERIFICATION.",
  payment_method_required:
    "Removing the last Verified payment method of an employee whose card is repaid from it; add another first.",
  setup_intent_unexpected_state: "Sandbox: the SetupIntent cannot be confirmed or settled in its state.",
  erasure_card_pending:
    "Erasing an employee while one of their cards is being issued: nothing was erased; try again in a minute ([data-retention.md](data-retention.md#erasure)).",
  agreement_required: "Withdrawing a required agreement: only optional consents (product e-mails) can be withdrawn.",
  card_already_exists: "The employee has a card already; `cardId` is its id.",
  terms_changed:
    "A card request's `termsConfirmation.atrSubmissionId` is not the income decision in force: a newer ATR submission (or another employee's) replaced the terms the person was shown. `atrSubmissionId` names the one in force; show its terms and confirm again. Nothing is written ([terms](payments-and-cards.md#terms-before-the-card)).",
  card_terms_in_force:
    "An ATR submission for an employee who holds a live card: after the card, a new income answer is a request for a higher limit on it ([a new limit](payments-and-cards.md#a-new-limit)). `cardId` names the card. Nothing is written.",
  limit_not_raised:
    "A limit request whose answer would not raise the card's limit (the same, lower, or declined): the card keeps its limit and terms, and nothing is recorded. `creditLimit` and `proposedCreditLimit` (null on a decline) say why.",
  limit_changed:
    "A limit request whose new limit is not `expectedCreditLimit` (the program's terms changed since the preview): preview again and confirm what it shows. `proposedCreditLimit` is the limit now. Nothing is recorded.",
  hard_stop_under_18:
    "The date of birth shows someone under 18: identity verification, agreement acceptance, ATR, saving a repayment method and card creation are refused, with no vendor call and nothing written. `hardStop` is `under_18`, `requirement` is `over_18`. Correcting a mistyped date of birth lifts it. See [hard stops](onboarding.md#hard-stops). The holder of a live card may always save a repayment method.",
  hard_stop_identity_failed:
    "Identity verification failed after the documentary review: a new check on the same data (initiate, evidence), agreement acceptance, ATR, saving a repayment method and card creation are refused. Correcting the name, birth date, SSN or address (`PATCH`) starts a new check at once, which lifts the stop while it runs. `hardStop` is `identity_failed`, `requirement` is `identity_verification`.",
  hard_stop_credit_declined:
    "The latest ATR decision declined: card creation and saving a repayment method (client secret, attach) are refused until a new ATR submission passes (a new submission is allowed). `hardStop` is `credit_declined`, `requirement` is `atr`.",
  no_physical_card: "Activation of a virtual-only card (it is active already).",
  physical_card_not_shipped:
    "Activation before the physical card was mailed, or after it was returned or its shipment failed (`card.shipping_failed`).",
  card_closed:
    "Locking, unlocking or activating a closed card (act on its replacement, `replacedByCardId`), or reporting lost a card closed without a replacement.",
  card_locked: "Activating a physical card while a lock stands; lift it first.",
  physical_card_not_returned:
    "Asking to mail a card again (`…/mail-again`) while its physical card is on its way or delivered; only a card that came back (`returned`) or whose shipment failed is mailed again. A lost card is reported lost instead.",
  card_details_unavailable:
    "Portal: the card was issued by another card issuer than the one configured now, so its details cannot be shown.",
  not_enrolled_in_onboarding: "ATR needs `enrollInNewOnboarding` true (requirement 10).",
  external_id_taken: "Another employee of the employer has this `externalId`.",
  ssn_taken:
    "Creating an employee, or giving one an SSN, when another employee of the same employer already has that SSN. The problem's `existingEmployeeId` names them: update that employee instead of creating a second. (In the portal the person is told only that the number is on file for someone else.) In the sandbox, the test SSN 231-54-8765 may be shared by any number of employees.",
  import_not_held:
    "Confirm or discard of an eligibility import that is not held (already decided, expired, or never held).",
  import_superseded:
    "Confirm of a held full file after a later file of the employer has been applied: it would undo that file's changes. Discard it and send a fresh full file.",
  webhook_endpoint_disabled:
    "`POST /api/webhook-endpoints/{id}/test` on an endpoint the circuit breaker disabled: nothing is sent to it until it is re-enabled (`POST …/enable`), a test included.",
  vendor_case_not_recorded:
    "To Persona, not partners: a `transaction.status-updated` callback about a transaction whose create answer the worker has not recorded yet, while the person's check has a create in flight (the callback overtook the answer). Nothing is recorded, so Persona delivers the event again, by which time the transaction is the check's ([providers.md](providers.md#never-billed-twice)).",
  endpoint_removed: "The deprecated `POST …/onboarding/initiate`; enrol with `enrollInNewOnboarding`.",
  cursor_expired:
    "`GET /api/events?after=…` with a cursor older than the events' retention (30 days): events after it were deleted. Start again without a cursor and reconcile with the resources themselves ([webhooks.md](webhooks.md#catching-up-get-apievents)).",
  payload_too_large: "The body is over the limit (`limitBytes`; 64 KiB for JSON by default).",
  image_too_large: "A document image is over 5 MiB (judged on the base64 length, before decoding).",
  unsupported_media_type: "Wrong `Content-Type`; `acceptedContentTypes` lists the right ones.",
  validation_failed: "One or more fields are invalid; see `errors`.",
  erasure_not_confirmed: "HR's erase action without the person's reference typed as shown (the admin area only).",
  too_many_recipients:
    "An HR bulk invite (`POST /api/admin/employees/invitations`) by filter selects more than 500 employees; `maximum` and `selected` say how many. Narrow the filter or send the ids.",
  identity_data_missing:
    "Initiate needs SSN, birth date, address and phone; `errors` lists each missing or invalid item.",
  idempotency_key_reused:
    "This key was used with a different method, path, query or body (compared as parsed: a JSON body's key order and whitespace do not matter).",
  vendor_status_unmapped:
    "To Persona, not partners: a `transaction.status-updated` callback whose status is in none of the `PERSONA_*_STATUSES` lists. Nothing is recorded and the check's last error names the status, so Persona delivers the event again and a status added to the lists meanwhile settles the check ([providers.md](providers.md#status-mapping)).",
  rate_limited:
    'Your client sent more than its request rate (or, on the portal\'s sign-in, one address sent too many requests). Wait `Retry-After` seconds; see "Rate limits" in docs/api.md.',
  authentication_throttled:
    "Too many failed authentications from your address or for this client id: further attempts are refused, without checking the secret, until `Retry-After`.",
  sign_in_locked:
    "HR admin sign-in: too many wrong passwords for this account (or from this address). Even the right password is refused until `Retry-After`; `detail` says when.",
  internal_error: "Our fault. Safe to retry with the same `Idempotency-Key`.",
  card_issuer_refused:
    "Creating a card: the card issuer refused it for good (not a timeout). Nothing was kept: the reservation is voided, anything the issuer made for it is cancelled, and a new create may be sent once the cause is fixed.",
  service_unavailable:
    "The database is not answering (`GET /api/health`), this instance is shutting down (`GET /api/ready`), or a sign-in's throttle store is not answering (sign-in fails closed; retry after `Retry-After`); to Stripe, a card event we could not apply because Stripe could not be asked about the card (Stripe delivers it again).",
  provider_not_configured:
    "Production has no identity or issuing vendor configured, and the sandbox never runs there. Production refuses to start in that state, so this only guards the code path.",
  erasure_issuer_failed:
    "Erasing an employee: the card issuer did not confirm that every card of theirs is cancelled, so nothing was erased (cards it did cancel stay cancelled). Retry later; the erasure asks the issuer again for every card.",
  card_issuer_unavailable:
    "Creating or activating a card: the card issuer failed or timed out. Nothing is lost or doubled: a created card stays reserved under `cardId` and the reconciler issues it shortly (`card.created` follows; a new create answers `409 card_already_exists` meanwhile); an activation can simply be retried.",
};

/** A problem's `type`: the code's anchor on /docs/errors of the service that answered (`origin`). */
export const problemTypeUri = (code: ErrorCode, origin: string): string => `${origin}/docs/errors#${code}`;

/** The host examples show in place of the service's own (the API reference, docs/errors.md). */
export const EXAMPLE_ORIGIN = "https://onboarding.example.com";

/** docs/errors.md's table of problem codes, as `scripts/render-errors-doc.ts` writes it. */
export function renderErrorsTable(statusOf: (code: ErrorCode) => number): string {
  const rows = (Object.entries(ERROR_DESCRIPTIONS) as Array<[ErrorCode, string]>).map(
    ([code, text]) => `| ${statusOf(code)} | \`${code}\` | ${text} |`,
  );
  return ["| status | code | when |", "|---|---|---|", ...rows].join("\n");
}
