import { and, eq } from "drizzle-orm";

import { employees, employeeNotifications, notificationPreferences, type EventRow } from "@/db/schema";
import { notificationForEvent, type NotificationOccasion } from "@/lib/domain/onboarding/notifications";
import { createId } from "@/lib/ids";

import type { QueryContext } from "../context";

/**
 * Queues the e-mail `occasion` calls for the employee, in their language (or both when it is not
 * known): a row per person and occasion, so whoever queues it again — another worker, the same
 * events read twice — adds nothing. Returns the new row's id, or undefined when it was there
 * already or the employee is gone.
 */
export async function queueNotification({
  ctx,
  employerId,
  employeeId,
  occasion,
}: {
  ctx: QueryContext;
  employerId: string;
  employeeId: string;
  occasion: NotificationOccasion;
}): Promise<string | undefined> {
  const { db } = ctx;
  const [person] = await db
    .select({ email: employees.email, language: notificationPreferences.language })
    .from(employees)
    .leftJoin(notificationPreferences, eq(notificationPreferences.employeeId, employees.id))
    .where(and(eq(employees.id, employeeId), eq(employees.employerId, employerId)));
  if (!person) return undefined;
  const [queued] = await db
    .insert(employeeNotifications)
    .values({
      id: createId("ntf"),
      employerId,
      employeeId,
      kind: occasion.kind,
      occasion: occasion.occasion,
      data: occasion.data,
      language: person.language,
      emailTo: person.email,
    })
    .onConflictDoNothing()
    .returning({ id: employeeNotifications.id });
  return queued?.id;
}

/** The e-mail an event of the outbox calls for (card issued, card mailed, documents needed, identity failed), queued once. */
export async function queueEventNotification({
  ctx,
  event,
}: {
  ctx: QueryContext;
  event: Pick<EventRow, "type" | "data" | "employerId" | "employeeId">;
}): Promise<string | undefined> {
  const occasion = notificationForEvent(event);
  if (!occasion || !event.employerId || !event.employeeId) return undefined;
  return queueNotification({ ctx, employerId: event.employerId, employeeId: event.employeeId, occasion });
}
