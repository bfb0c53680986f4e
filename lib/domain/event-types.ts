// Every event the service records and delivers; the names are part of the API.
export const EVENT_TYPES = [
  "employee.created",
  "employee.updated",
  "agreement.accepted",
  "atr.evaluated",
  "identity-verification.success",
  "identity-verification.failed",
  "identity-verification.needs-documentary-evidence",
  "card.created",
  "card.activated",
  "payment_method.attached",
  "payment_method.updated",
  "payment_method.removed",
  "webhook-endpoint.disabled",
  "webhook-endpoint.enabled",
  "eligibility_file.processed",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
