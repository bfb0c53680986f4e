import { eq, isNull, or, type SQL } from "drizzle-orm";

import { events } from "@/db/schema";

import type { Actor } from "../context";

/**
 * Which of an endpoint's deliveries an actor may see, as a condition on the delivery's event.
 * The partner sees every delivery to its own endpoint. HR sees those of its employer's events and
 * the endpoint's test events (about no employer): an endpoint of a client shared by several
 * employers also carries the others' events, which are none of HR's business.
 */
export function deliveryScope(actor: Actor): SQL | undefined {
  if (actor.type !== "admin") return undefined;
  return or(eq(events.employerId, actor.employerId), isNull(events.employerId));
}
