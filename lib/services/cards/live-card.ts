import { and, eq, isNull, ne } from "drizzle-orm";

import { cards } from "@/db/schema";

/**
 * The employee's live card, as a where clause: a voided reservation is a tombstone (it neither
 * blocks a new card nor is reported as one), and a closed card (closed, or lost and replaced) no
 * longer counts; its replacement does. The unique index cards_employee_id_uq is on the same terms.
 */
export const liveCardOf = (employeeId: string, employerId: string) =>
  and(
    eq(cards.employeeId, employeeId),
    eq(cards.employerId, employerId),
    ne(cards.state, "voided"),
    isNull(cards.closedAt),
  );
