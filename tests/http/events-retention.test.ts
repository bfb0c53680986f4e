import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { eventRetention, events, webhookDeliveries } from "@/db/schema";
import { pruneExpiredEvents } from "@/lib/events/prune-events";

import { apiClient, createTenant, employeeBody } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { waitFor } from "../support/webhook-receiver";

// Its own file (and so its own database): pruning deletes from the head of the whole feed. On the
// PostgreSQL server, other test files' open transactions hold back the feed (and so what may be
// pruned) for a moment: the steps wait for what they expect.

const { server } = httpHarness({ tenant: false });

type EventPage = {
  data: Array<{ id: string; data: Record<string, unknown> }>;
  nextCursor: string | null;
  hasMore: boolean;
};

describe("event retention", () => {
  it("prunes only the feed's head past the retention, with deliveries, and answers 410 for a cursor before it", async () => {
    const tenant = await createTenant();
    const call = apiClient(server.baseUrl, tenant);
    await call("POST", "/api/webhook-endpoints", { body: { url: "http://127.0.0.1:9/hooks", events: ["*"] } });
    for (let i = 0; i < 4; i++)
      expect(
        (await call("POST", `/api/employers/${tenant.employerId}/employees`, { body: employeeBody() })).status,
      ).toBe(201);
    await waitFor(async () => (await call<EventPage>("GET", "/api/events")).body.data.length === 4);
    const cursors: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 4; i++) {
      const page: { body: EventPage } = await call<EventPage>(
        "GET",
        `/api/events?limit=1${cursor ? `&after=${cursor}` : ""}`,
      );
      cursor = page.body.nextCursor;
      cursors.push(cursor!);
    }
    const all = (await call<EventPage>("GET", "/api/events")).body.data.map((event) => event.id);
    expect(all).toHaveLength(4);

    // The first, second and fourth are older than 30 days; the third is not, so pruning stops there.
    const db = await getDb();
    const aged = [all[0]!, all[1]!, all[3]!];
    await db
      .update(events)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(inArray(events.id, aged));
    let pruned = 0;
    await waitFor(async () => (pruned += await pruneExpiredEvents(db, { retentionDays: 30, batchSize: 1 })) >= 2);
    expect(pruned).toBe(2);
    expect(await pruneExpiredEvents(db, { retentionDays: 30 })).toBe(0);

    const left = await db.select({ id: events.id }).from(events);
    expect(left.map((row) => row.id).sort()).toEqual([all[2]!, all[3]!].sort());
    expect(
      await db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.eventId, all.slice(0, 2))),
    ).toEqual([]);
    expect((await db.select().from(eventRetention).where(eq(eventRetention.id, 1))).length).toBe(1);

    // Without a cursor the list starts after the pruned head; from the last pruned event's cursor
    // nothing is lost; from before it, events are gone and the answer says so.
    expect((await call<EventPage>("GET", "/api/events")).body.data.map((event) => event.id)).toEqual([all[2], all[3]]);
    expect(
      (await call<EventPage>("GET", `/api/events?after=${cursors[1]}`)).body.data.map((event) => event.id),
    ).toEqual([all[2], all[3]]);
    const expired = await call("GET", `/api/events?after=${cursors[0]}`);
    expect(expired.status).toBe(410);
    expect(expired.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(expired.body.code).toBe("cursor_expired");
    expect((await call<EventPage>("GET", `/api/events?after=${cursors[3]}`)).body).toEqual({
      data: [],
      nextCursor: cursors[3],
      hasMore: false,
    });

    // Once the third ages too, the rest goes, and the mark moves on.
    await db
      .update(events)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(events.id, all[2]!));
    pruned = 0;
    await waitFor(async () => (pruned += await pruneExpiredEvents(db, { retentionDays: 30 })) >= 2);
    expect(pruned).toBe(2);
    expect((await call("GET", `/api/events?after=${cursors[2]}`)).status).toBe(410);
    expect((await call<EventPage>("GET", `/api/events?after=${cursors[3]}`)).body.data).toEqual([]);
    expect((await call<EventPage>("GET", "/api/events")).body.data).toEqual([]);
  });
});
