// The catalog of problem codes. Each code is stable: partners branch on it, so a code is never
// renamed or reused; a new situation gets a new code. docs/errors.md is checked against this list.
// A code's kind says what went wrong in words a use case can choose without knowing HTTP; the
// HTTP layer (lib/api/problem.ts) maps each kind to a status.

/** What kind of failure a code is; lib/api maps each to one HTTP status. */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "unsupported_method"
  | "conflict"
  | "gone"
  | "too_large"
  | "unsupported_media"
  | "unprocessable"
  | "too_many_requests"
  | "internal"
  | "upstream_refused"
  | "unavailable";

/** A code's entry: its kind, and the title every problem with the code carries. */
type CatalogEntry = { kind: ErrorKind; title: string };

const entry = <Kind extends ErrorKind>(kind: Kind, title: string) => ({ kind, title });

export const ERROR_CODES = {
  invalid_json: entry("invalid", "The request body is not valid JSON."),
  invalid_request: entry("invalid", "The request is malformed."),
  invalid_patch: entry("invalid", "The body is not a valid JSON Patch document."),
  invalid_idempotency_key: entry("invalid", "The Idempotency-Key header is not valid."),
  onboarding_incomplete: entry("invalid", "The employee has not met every onboarding requirement."),
  invalid_signature: entry("invalid", "The webhook signature is missing or does not verify."),
  unsupported_api_version: entry("invalid", "The API-Version header names a version this service does not support."),
  reminder_opt_out_link_invalid: entry(
    "invalid",
    "The reminders' opt-out link is incomplete, altered, expired or for someone no longer here.",
  ),
  unauthorized: entry("unauthenticated", "Authentication is required."),
  csrf_failed: entry("forbidden", "The request did not carry this session's CSRF token."),
  card_action_not_allowed: entry("forbidden", "This change to the card is not yours to make."),
  role_not_allowed: entry("forbidden", "Your role in this employer's team does not allow this."),
  step_up_required: entry("forbidden", "Confirm it is you with a second factor first (within the last 10 minutes)."),
  sso_required: entry("forbidden", "This employer's HR people sign in through single sign-on."),
  not_found: entry("not_found", "No such resource."),
  employer_not_found: entry("not_found", "No such employer."),
  partner_not_found: entry("not_found", "No such partner."),
  invite_invalid: entry("not_found", "This invitation link was used, withdrawn or has expired."),
  employee_not_found: entry("not_found", "No such employee."),
  agreement_not_found: entry("not_found", "No such agreement for this employee's program."),
  payment_method_not_found: entry("not_found", "No such payment method."),
  setup_intent_not_found: entry("not_found", "No such SetupIntent."),
  card_not_found: entry("not_found", "No such card."),
  adverse_action_notice_not_found: entry("not_found", "No such adverse action notice."),
  webhook_endpoint_not_found: entry("not_found", "No such webhook endpoint."),
  webhook_delivery_not_found: entry("not_found", "No such webhook delivery."),
  endpoint_requires_newer_version: entry("not_found", "This endpoint does not exist in the requested API version."),
  method_not_allowed: entry("unsupported_method", "The method is not allowed on this resource."),
  idempotency_request_in_progress: entry("conflict", "A request with this Idempotency-Key is still being processed."),
  last_owner: entry("conflict", "An employer always keeps at least one active owner."),
  sso_not_set_up: entry("conflict", "The employer has no single sign-on to link a teammate to."),
  break_glass_owner: entry(
    "conflict",
    "This owner is the employer's break-glass owner while single sign-on is required.",
  ),
  email_taken: entry("conflict", "This e-mail address already belongs to an HR account."),
  employer_offboarded: entry(
    "conflict",
    "The employer is being offboarded or was offboarded: it cannot be reactivated.",
  ),
  offboarding_not_confirmed: entry("invalid", "Type the employer's name exactly as shown to confirm offboarding."),
  employer_suspended: entry("conflict", "The employer is suspended: no new invitations, employees, cards or imports."),
  last_operator_owner: entry("conflict", "The program always keeps at least one active operator owner."),
  last_factor: entry("conflict", "This account must keep a second factor: add another before removing this one."),
  operator_owner_exists: entry("conflict", "An active operator owner exists: they invite operators from the console."),
  patch_test_failed: entry("conflict", "A test operation in the patch did not match."),
  field_locked: entry("conflict", "A field cannot be changed in the employee's current state."),
  agreement_required: entry("conflict", "A required agreement cannot be withdrawn."),
  agreement_version_outdated: entry("conflict", "The agreement tag is not the agreement's latest version."),
  identity_verification_pending: entry("conflict", "An identity check is already running for this employee."),
  identity_already_verified: entry("conflict", "The employee's identity is already verified."),
  evidence_required: entry(
    "conflict",
    "Verification needs documentary evidence: upload it instead of initiating again.",
  ),
  evidence_not_requested: entry("conflict", "Documentary evidence is accepted only when verification asks for it."),
  payment_method_required: entry(
    "conflict",
    "The employee's card needs a repayment method: add another before removing this one.",
  ),
  setup_intent_unexpected_state: entry("conflict", "The SetupIntent cannot be confirmed in its current state."),
  card_already_exists: entry("conflict", "The employee already has a card."),
  erasure_card_pending: entry(
    "conflict",
    "A card for the employee is being issued: the erasure waits until it is done.",
  ),
  terms_not_confirmed: entry(
    "invalid",
    "The card's terms were not confirmed: send termsConfirmation with the card request.",
  ),
  terms_changed: entry(
    "conflict",
    "The card's terms changed since they were shown: a newer income decision is in force.",
  ),
  card_terms_in_force: entry(
    "conflict",
    "The employee holds a card on its own terms: a new income answer is a limit request on that card.",
  ),
  limit_not_raised: entry(
    "conflict",
    "The income answer would not raise the card's limit: the card keeps its terms, and nothing was recorded.",
  ),
  limit_changed: entry("conflict", "The new limit is not the one shown: preview it again and confirm what it says."),
  hard_stop_under_18: entry(
    "conflict",
    "The employee is under 18: identity verification, agreements, ATR, repayment methods and cards are refused.",
  ),
  hard_stop_identity_failed: entry(
    "conflict",
    "The employee's identity check failed for good: a new check on the same data, agreements, ATR, repayment methods and cards are refused.",
  ),
  hard_stop_credit_declined: entry(
    "conflict",
    "The latest ability-to-repay decision declined: no card, and no repayment method for one, until a new one passes.",
  ),
  no_physical_card: entry("conflict", "The card has no physical card to activate."),
  physical_card_not_shipped: entry("conflict", "The physical card has not been mailed yet."),
  card_closed: entry("conflict", "The card is closed."),
  card_locked: entry("conflict", "The card is locked."),
  physical_card_not_returned: entry("conflict", "The physical card has not come back undeliverable."),
  card_details_unavailable: entry("conflict", "The card's details cannot be shown through the configured card issuer."),
  not_enrolled_in_onboarding: entry("conflict", "The employee is not enrolled in onboarding."),
  external_id_taken: entry("conflict", "Another employee of this employer already has this externalId."),
  ssn_taken: entry("conflict", "Another employee of this employer already has this SSN."),
  import_not_held: entry("conflict", "The import is not waiting for a decision."),
  import_superseded: entry("conflict", "A later eligibility file has been applied since this one was held."),
  webhook_endpoint_disabled: entry("conflict", "The webhook endpoint is disabled: re-enable it first."),
  endpoint_removed: entry("gone", "This endpoint was removed."),
  cursor_expired: entry("gone", "Events after this cursor are past their retention and were deleted."),
  payload_too_large: entry("too_large", "The request body is too large."),
  image_too_large: entry("too_large", "A document image is larger than the limit."),
  unsupported_media_type: entry("unsupported_media", "The request body has an unsupported content type."),
  validation_failed: entry("unprocessable", "One or more fields are invalid."),
  erasure_not_confirmed: entry("unprocessable", "The erasure was not confirmed with the person's reference."),
  too_many_recipients: entry("unprocessable", "A bulk invite selects more employees than one request may invite."),
  identity_data_missing: entry("unprocessable", "Identity verification needs data the employee record lacks."),
  idempotency_key_reused: entry("unprocessable", "This Idempotency-Key was used with a different request."),
  vendor_status_unmapped: entry(
    "unprocessable",
    "The vendor reported a status this deployment does not map to a decision.",
  ),
  vendor_case_not_recorded: entry(
    "conflict",
    "The vendor's event is about a case whose creation this deployment has not recorded yet.",
  ),
  rate_limited: entry("too_many_requests", "Too many requests: wait before retrying."),
  authentication_throttled: entry("too_many_requests", "Too many failed authentications: wait before retrying."),
  sign_in_locked: entry("too_many_requests", "Too many failed sign-ins: sign-in is paused for a while."),
  internal_error: entry("internal", "Something went wrong on our side."),
  service_unavailable: entry("unavailable", "The service is temporarily unavailable."),
  provider_not_configured: entry("unavailable", "No provider for this is configured in this environment."),
  card_issuer_refused: entry("upstream_refused", "The card issuer refused to issue the card."),
  erasure_issuer_failed: entry(
    "unavailable",
    "The card issuer did not confirm the employee's cards are cancelled: nothing was erased.",
  ),
  card_issuer_unavailable: entry("unavailable", "The card issuer did not answer; the card will be issued shortly."),
} satisfies Record<string, CatalogEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

// Codes that appear in `errors[].code` for a single field.
export const FIELD_ERROR_CODES = {
  required: "The field is required.",
  invalid_type: "The value has the wrong type.",
  unknown_field: "The field is not part of this resource.",
  too_long: "The value is too long.",
  too_short: "The value is too short.",
  out_of_range: "The number is outside the allowed range.",
  email_invalid: "Not a valid e-mail address.",
  date_invalid: "Not a calendar date in YYYY-MM-DD form.",
  birth_date_in_future: "The birth date is in the future.",
  birth_date_out_of_range: "The birth date is before 1900.",
  ssn_invalid_format: "An SSN is nine digits, with or without dashes (123-45-6789).",
  ssn_starts_with_9: "An SSN never starts with 9 (those are ITINs).",
  ssn_invalid_area: "The SSN's first three digits (000, 666) are never issued.",
  ssn_invalid_group: "The SSN's middle two digits (00) are never issued.",
  ssn_invalid_serial: "The SSN's last four digits (0000) are never issued.",
  ssn_taken: "Another employee of this employer has this SSN.",
  state_invalid: "Not a two-letter US state or territory code.",
  postal_code_invalid: "Not a ZIP code (12345) or ZIP+4 (12345-6789).",
  address_po_box: "P.O. boxes are not accepted; a physical residential address is required.",
  phone_invalid_format: "A phone number must be in E.164 form, for example +14155552671.",
  phone_invalid: "Not a valid phone number.",
  payroll_schedule_not_found: "No payroll schedule with this id exists for the employer.",
  payroll_schedule_inactive: "The payroll schedule is inactive.",
  invalid_value: "The value is not allowed.",
  nul_character: "The text contains a NUL character (U+0000), which cannot be stored.",
  not_integer: "Send a whole number (money is in integer cents).",
  datetime_invalid: "Not an ISO 8601 UTC timestamp such as 2026-11-21T14:03:00Z.",
  accepted_at_in_future: "The acceptance time is in the future.",
  accepted_at_before_publication: "The acceptance time is before this version of the agreement was published.",
  shown_at_in_future: "The time the terms were shown is in the future.",
  shown_at_before_decision: "The time the terms were shown is before the income decision they come from.",
  agreement_tag_unknown: "The tag is not a version of this agreement.",
  agreement_tag_taken: "This agreement already has a version with this tag: a new version needs a new tag.",
  agreement_slug_taken: "The program already has an agreement with this slug for these employers.",
  effective_at_in_past: "The effective time is in the past: choose now or later.",
  effective_at_too_far: "The effective time is more than a year ahead.",
  effective_at_before_latest:
    "The effective time is not after the document's latest version: versions take effect in the order they are published.",
  language_invalid: "Not a language code such as en or es.",
  data_url_prefix_not_allowed: "Send only the base64 data, without a data: URL prefix.",
  base64_invalid: "Not standard base64 (A–Z, a–z, 0–9, + and /, padded with =, no line breaks).",
  image_empty: "The image is empty.",
  image_type_unsupported:
    "Send a JPEG, PNG or WebP photo (judged by the file's content, not its name); a PDF is refused.",
  image_too_small: "The image is smaller than 10 KB: no readable photo of a document is.",
  back_image_required: "A driver's license or state ID needs the back side too.",
  webhook_url_invalid: "Not a usable webhook URL.",
  event_type_unknown: "Not an event type this service sends.",
  cursor_invalid: "Not a cursor this list issued: pass nextCursor from a previous page unchanged.",
  setup_intent_invalid: "Not a SetupIntent id (seti_…) of this employee.",
  setup_intent_not_succeeded: "The SetupIntent did not succeed: confirm it with the client SDK first.",
  payment_method_token_unknown: "Not a sandbox test payment method (pm_card_visa, pm_card_mastercard, …).",
  card_type_invalid: "cardType is virtual or all.",
  read_only: "Only the employer can change this field.",
  write_only: "The SSN is write-only: it can be set or removed, never read, tested, copied or moved.",
  path_not_found: "The patch operation's path does not exist in the employee document.",
  ssh_key_invalid: "Not an SSH public key: paste one line as in id_ed25519.pub (ssh-ed25519 AAAA… comment).",
  ssh_key_private: "This is a private key: keep it secret, and paste the public key (the .pub file) instead.",
  ssh_key_unsupported: "Use an Ed25519, ECDSA or RSA key; RSA keys need at least 2048 bits.",
  ssh_key_duplicate: "The account already has this key.",
  sftp_credentials_required: "An SFTP account needs a password, a public key, or both.",
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERROR_CODES;
