// The catalog of problem codes. Each code is stable: partners branch on it, so a code is never
// renamed or reused; a new situation gets a new code. docs/errors.md is checked against this list.
export const ERROR_CODES = {
  // 400
  invalid_json: { status: 400, title: "The request body is not valid JSON." },
  invalid_request: { status: 400, title: "The request is malformed." },
  invalid_patch: { status: 400, title: "The body is not a valid JSON Patch document." },
  invalid_idempotency_key: { status: 400, title: "The Idempotency-Key header is not valid." },
  onboarding_incomplete: { status: 400, title: "The employee has not met every onboarding requirement." },
  invalid_signature: { status: 400, title: "The webhook signature is missing or does not verify." },
  unsupported_api_version: { status: 400, title: "The API-Version header names a version this service does not support." },
  // 401
  unauthorized: { status: 401, title: "Authentication is required." },
  // 403
  csrf_failed: { status: 403, title: "The request did not carry this session's CSRF token." },
  // 404
  not_found: { status: 404, title: "No such resource." },
  employer_not_found: { status: 404, title: "No such employer." },
  employee_not_found: { status: 404, title: "No such employee." },
  agreement_not_found: { status: 404, title: "No such agreement for this employee's program." },
  payment_method_not_found: { status: 404, title: "No such payment method." },
  setup_intent_not_found: { status: 404, title: "No such SetupIntent." },
  card_not_found: { status: 404, title: "No such card." },
  webhook_endpoint_not_found: { status: 404, title: "No such webhook endpoint." },
  webhook_delivery_not_found: { status: 404, title: "No such webhook delivery." },
  endpoint_requires_newer_version: { status: 404, title: "This endpoint does not exist in the requested API version." },
  // 405
  method_not_allowed: { status: 405, title: "The method is not allowed on this resource." },
  // 409
  idempotency_request_in_progress: { status: 409, title: "A request with this Idempotency-Key is still being processed." },
  patch_test_failed: { status: 409, title: "A test operation in the patch did not match." },
  field_locked: { status: 409, title: "A field cannot be changed in the employee's current state." },
  agreement_version_outdated: { status: 409, title: "The agreement tag is not the agreement's latest version." },
  identity_verification_pending: { status: 409, title: "An identity check is already running for this employee." },
  identity_already_verified: { status: 409, title: "The employee's identity is already verified." },
  evidence_required: { status: 409, title: "Verification needs documentary evidence: upload it instead of initiating again." },
  evidence_not_requested: { status: 409, title: "Documentary evidence is accepted only when verification asks for it." },
  payment_method_required: { status: 409, title: "The employee's card needs a repayment method: add another before removing this one." },
  setup_intent_unexpected_state: { status: 409, title: "The SetupIntent cannot be confirmed in its current state." },
  card_already_exists: { status: 409, title: "The employee already has a card." },
  no_physical_card: { status: 409, title: "The card has no physical card to activate." },
  physical_card_not_shipped: { status: 409, title: "The physical card has not been mailed yet." },
  not_enrolled_in_onboarding: { status: 409, title: "The employee is not enrolled in onboarding." },
  external_id_taken: { status: 409, title: "Another employee of this employer already has this externalId." },
  // 410
  endpoint_removed: { status: 410, title: "This endpoint was removed." },
  // 413
  payload_too_large: { status: 413, title: "The request body is too large." },
  image_too_large: { status: 413, title: "A document image is larger than the limit." },
  // 415
  unsupported_media_type: { status: 415, title: "The request body has an unsupported content type." },
  // 422
  validation_failed: { status: 422, title: "One or more fields are invalid." },
  identity_data_missing: { status: 422, title: "Identity verification needs data the employee record lacks." },
  idempotency_key_reused: { status: 422, title: "This Idempotency-Key was used with a different request." },
  // 500, 503
  internal_error: { status: 500, title: "Something went wrong on our side." },
  service_unavailable: { status: 503, title: "The service is temporarily unavailable." },
} as const satisfies Record<string, { status: number; title: string }>;

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
  state_invalid: "Not a two-letter US state or territory code.",
  postal_code_invalid: "Not a ZIP code (12345) or ZIP+4 (12345-6789).",
  address_po_box: "P.O. boxes are not accepted; a physical residential address is required.",
  phone_invalid_format: "A phone number must be in E.164 form, for example +14155552671.",
  phone_invalid: "Not a valid phone number.",
  payroll_schedule_not_found: "No payroll schedule with this id exists for the employer.",
  payroll_schedule_inactive: "The payroll schedule is inactive.",
  invalid_value: "The value is not allowed.",
  not_integer: "Send a whole number (money is in integer cents).",
  datetime_invalid: "Not an ISO 8601 UTC timestamp such as 2026-11-21T14:03:00Z.",
  accepted_at_in_future: "The acceptance time is in the future.",
  accepted_at_before_publication: "The acceptance time is before this version of the agreement was published.",
  agreement_tag_unknown: "The tag is not a version of this agreement.",
  language_invalid: "Not a language code such as en or es.",
  data_url_prefix_not_allowed: "Send only the base64 data, without a data: URL prefix.",
  base64_invalid: "Not standard base64 (A–Z, a–z, 0–9, + and /, padded with =, no line breaks).",
  image_empty: "The image is empty.",
  image_type_unsupported: "Send a JPEG, PNG or PDF (judged by the file's content, not its name).",
  back_image_required: "A driver's license or state ID needs the back side too.",
  webhook_url_invalid: "Not a usable webhook URL.",
  event_type_unknown: "Not an event type this service sends.",
  setup_intent_invalid: "Not a SetupIntent id (seti_…) of this employee.",
  setup_intent_not_succeeded: "The SetupIntent did not succeed: confirm it with the client SDK first.",
  payment_method_token_unknown: "Not a sandbox test payment method (pm_card_visa, pm_card_mastercard, …).",
  card_type_invalid: "cardType is virtual or all.",
  read_only: "Only the employer can change this field.",
  write_only: "The SSN is write-only: it can be set or removed, never read, tested, copied or moved.",
  path_not_found: "The patch operation's path does not exist in the employee document.",
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERROR_CODES;
