export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type DeliveryFilter = { status?: (typeof DELIVERY_STATUSES)[number]; eventType?: string };
