// Every event the service records and delivers; the names are part of the API.
export const EVENT_TYPES = [
  "employee.created",
  "employee.updated",
  "employee.repayment_method_required",
  "employee.repayment_method_no_longer_required",
  "employee.onboarding_reminder_sent",
  "employee.onboarding_reminders_opted_out",
  "employee.invite_opened",
  "employee.invite_expired",
  "employee.onboarding_completed",
  "employee.deleted",
  "agreement.accepted",
  "agreement.withdrawn",
  "atr.evaluated",
  "identity-verification.success",
  "identity-verification.failed",
  "identity-verification.needs-documentary-evidence",
  "identity-verification.restarted",
  "identity-verification.unresolved",
  "card.created",
  "card.activated",
  "card.shipped",
  "card.delivered",
  "card.shipping_failed",
  "card.canceled",
  "card.locked",
  "card.unlocked",
  "card.closed",
  "card.replaced",
  "card.limit_raised",
  "payment_method.attached",
  "payment_method.updated",
  "payment_method.removed",
  "webhook-endpoint.disabled",
  "webhook-endpoint.enabled",
  "eligibility_file.processed",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The test event a partner asks for (POST /api/webhook-endpoints/{id}/test): sent to that one
 * endpoint whatever it subscribes to, never recorded in the feed (GET /api/events), so it is not
 * among the EVENT_TYPES an endpoint subscribes to or the feed filters by.
 */
export const TEST_EVENT_TYPE = "webhook-endpoint.test";

/** What a webhook can carry: every recorded event type, and the test event. */
export const DELIVERED_EVENT_TYPES = [...EVENT_TYPES, TEST_EVENT_TYPE] as const;

export type DeliveredEventType = (typeof DELIVERED_EVENT_TYPES)[number];
