import { and, asc, eq, inArray, isNull, ne, or } from "drizzle-orm";

import { events, type EventRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { comparePositions, decodeEventCursor, type EventPosition } from "@/lib/domain/events/event-cursor";
import { TEST_EVENT_TYPE } from "@/lib/domain/events/event-types";
import { AppError } from "@/lib/errors/app-error";
import { FIELD_ERROR_CODES } from "@/lib/errors/catalog";
import { afterPosition, finalBelow, prunedThrough, snapshotXmin } from "@/lib/events/event-positions";

import type { ServiceContext } from "../context";

export type ListEventsInput = {
  /** A cursor (nextCursor of an earlier page): events strictly after it; from the oldest kept without it. */
  after?: string;
  limit: number;
  /** Stored event types to keep; an empty list matches nothing. All types when absent. */
  types?: readonly string[];
  employeeId?: string;
};

export type EventPage = { events: EventRow[]; hasMore: boolean; last?: EventPosition };

/**
 * The partner's event feed: events of the employers its client is bound to (and none meant for
 * another client only), in feed order, after a cursor.
 *
 * Exactly once across pages, while writers commit in any order: the feed is ordered by the
 * writing transaction's id, and serves only events of transactions older than the snapshot's
 * xmin. Every transaction below xmin has ended, and any later one gets a larger id, so no event
 * can ever appear before a position already served. One repeatable-read snapshot answers xmin,
 * the pruning mark and the rows, so a prune committing meanwhile cannot slip between them.
 */
export async function listEvents({ ctx, input }: { ctx: ServiceContext; input: ListEventsInput }): Promise<EventPage> {
  if (ctx.actor.type !== "partner") throw new AppError("not_found", "The event feed is for API clients.");
  const { clientId, employerIds } = ctx.actor;
  const cursor = input.after === undefined ? undefined : decodeEventCursor(input.after);
  if (input.after !== undefined && !cursor) throw invalidCursor();
  return inTransaction(
    ctx,
    async (tx) => {
      const xmin = await snapshotXmin(tx.db);
      const pruned = await prunedThrough(tx.db);
      if (cursor && cursor.xactId >= xmin) throw invalidCursor();
      if (cursor && pruned && comparePositions(cursor, pruned) < 0) {
        throw new AppError(
          "cursor_expired",
          "Events after this cursor were deleted after their retention: start again without a cursor, and reconcile with the resources themselves.",
        );
      }
      const from = cursor && (!pruned || comparePositions(cursor, pruned) > 0) ? cursor : pruned;
      if (employerIds.size === 0 || input.types?.length === 0) return { events: [], hasMore: false };
      const rows = await tx.db
        .select()
        .from(events)
        .where(
          and(
            inArray(events.employerId, [...employerIds]),
            or(isNull(events.clientId), eq(events.clientId, clientId)),
            ne(events.type, TEST_EVENT_TYPE),
            finalBelow(xmin),
            from ? afterPosition(from) : undefined,
            input.types ? inArray(events.type, [...input.types]) : undefined,
            input.employeeId ? eq(events.employeeId, input.employeeId) : undefined,
          ),
        )
        .orderBy(asc(events.xactId), asc(events.ordinal))
        .limit(input.limit + 1);
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        events: page,
        hasMore: rows.length > input.limit,
        ...(last ? { last: { xactId: BigInt(last.xactId), ordinal: last.ordinal } } : {}),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

// A cursor at or past xmin was never issued: every position served lies below a snapshot's xmin.
const invalidCursor = () =>
  new AppError("invalid_request", "Fix the query parameters listed in errors.", {
    errors: [{ path: "/after", code: "cursor_invalid", message: FIELD_ERROR_CODES.cursor_invalid }],
  });
