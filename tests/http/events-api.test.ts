// @module-tag embedded-db — also on PGlite: the gap-free per-employee sequence and the catch-up cursor, with PGlite serialising writers.
import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { inTransaction } from "@/db/transaction";
import { events, webhookEndpoints } from "@/db/schema";
import { encodeEventCursor } from "@/lib/domain/events/event-cursor";
import { createApiClient } from "@/lib/services/api-clients/create-api-client";
import { recordEvent, recordEventsBulk } from "@/lib/events/record-event";

import { apiClient, basic, createTenant, employeeBody, type Tenant } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { startReceiver, waitFor, type Received } from "../support/webhook-receiver";

const receivers: Array<Awaited<ReturnType<typeof startReceiver>>> = [];
afterAll(() => Promise.all(receivers.map((receiver) => receiver.close())));
const { server } = httpHarness({ worker: true, tenant: false });

type EventItem = {
  id: string;
  type: string;
  timestamp: string;
  apiVersion: string;
  sequence?: number;
  data: Record<string, unknown>;
};
type EventPage = { data: EventItem[]; nextCursor: string | null; hasMore: boolean };
type Call = ReturnType<typeof apiClient>;

async function setup(options: Parameters<typeof createTenant>[0] = {}) {
  const tenant: Tenant = await createTenant(options);
  const call = apiClient(server.baseUrl, tenant);
  const createEmployee = async (overrides: Record<string, unknown> = {}) => {
    const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
      body: employeeBody(overrides),
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };
  const patchEmployee = (employeeId: string, firstName: string) =>
    call("PATCH", `/api/employers/${tenant.employerId}/employees/${employeeId}`, {
      rawBody: JSON.stringify([{ op: "replace", path: "/firstName", value: firstName }]),
      headers: { "content-type": "application/json-patch+json" },
    });
  return { tenant, call, createEmployee, patchEmployee };
}

async function receiver() {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

/** Every event after `after`, page by page. */
async function readAll(
  call: Call,
  query = "",
  after?: string,
  headers: Record<string, string> = {},
): Promise<{ events: EventItem[]; cursor: string | null }> {
  const events: EventItem[] = [];
  let cursor = after ?? null;
  for (;;) {
    const params = new URLSearchParams(query);
    if (cursor) params.set("after", cursor);
    const page = await call<EventPage>("GET", `/api/events?${params}`, { headers });
    expect(page.status).toBe(200);
    events.push(...page.body.data);
    cursor = page.body.nextCursor;
    if (!page.body.hasMore) return { events, cursor };
  }
}

/**
 * Reads until `ready` holds. An event is listed once every transaction that started before it has
 * ended — on the PostgreSQL server, other test files' transactions too — so it may lag a moment.
 */
const readUntil = (
  call: Call,
  query: string,
  ready: (events: EventItem[]) => boolean,
  headers: Record<string, string> = {},
) =>
  waitFor(async () => {
    const { events } = await readAll(call, query, undefined, headers);
    return ready(events) ? events : undefined;
  });

describe("GET /api/events", () => {
  it("pages oldest first with a cursor, repeats nothing, and resumes from the last cursor", async () => {
    const { call, createEmployee } = await setup();
    const employees: string[] = [];
    for (let i = 0; i < 7; i++) employees.push(await createEmployee());
    const all = await readUntil(call, "", (events) => events.length === 7);
    expect(all.map((event) => [event.type, event.data.employeeId])).toEqual(
      employees.map((id) => ["employee.created", id]),
    );

    const first = await call<EventPage>("GET", "/api/events?limit=3");
    expect(first.body).toMatchObject({ hasMore: true });
    const second = await call<EventPage>("GET", `/api/events?limit=3&after=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ hasMore: true });
    const third = await call<EventPage>("GET", `/api/events?limit=3&after=${second.body.nextCursor}`);
    expect(third.body).toMatchObject({ hasMore: false });
    expect([first, second, third].map((page) => page.body.data.length)).toEqual([3, 3, 1]);
    expect([...first.body.data, ...second.body.data, ...third.body.data]).toEqual(all);

    // Caught up: an empty page keeps the cursor; the next event is the only one after it.
    const empty = await call<EventPage>("GET", `/api/events?limit=3&after=${third.body.nextCursor}`);
    expect(empty.body).toEqual({ data: [], nextCursor: third.body.nextCursor, hasMore: false });
    const later = await createEmployee();
    const resumed = await waitFor(async () => {
      const page = await call<EventPage>("GET", `/api/events?after=${third.body.nextCursor}`);
      return page.body.data.length > 0 ? page.body : undefined;
    });
    expect(resumed.data.map((event) => event.data.employeeId)).toEqual([later]);
  });

  it("answers an empty first page with a null cursor", async () => {
    const { call } = await setup();
    const page = await call<EventPage>("GET", "/api/events");
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ data: [], nextCursor: null, hasMore: false });
  });

  it("filters by type (repeated or comma-separated) and by employee, and numbers each employee's events", async () => {
    const { call, createEmployee, patchEmployee } = await setup();
    const ada = await createEmployee();
    expect((await patchEmployee(ada, "Augusta")).status).toBe(200);
    expect((await patchEmployee(ada, "Ada")).status).toBe(200);
    const grace = await createEmployee();
    await readUntil(call, "", (events) => events.length === 4);

    const adas = (await readAll(call, `employeeId=${ada}`)).events;
    expect(adas.map((event) => [event.type, event.sequence])).toEqual([
      ["employee.created", 1],
      ["employee.updated", 2],
      ["employee.updated", 3],
    ]);
    expect((await readAll(call, `employeeId=${grace}`)).events.map((event) => event.sequence)).toEqual([1]);
    expect((await readAll(call, "type=employee.updated")).events.map((event) => event.data.employeeId)).toEqual([
      ada,
      ada,
    ]);
    const both = (await readAll(call, "type=employee.created&type=employee.updated")).events;
    expect(both).toHaveLength(4);
    expect((await readAll(call, "type=employee.created,employee.updated")).events).toEqual(both);
    expect(
      (await readAll(call, `type=employee.created&employeeId=${grace}`)).events.map((event) => event.data.employeeId),
    ).toEqual([grace]);
    expect((await readAll(call, "type=card.created")).events).toEqual([]);
  });

  it.each([
    ["a cursor it did not issue", "after=not-a-cursor", "/after", "cursor_invalid"],
    ["an empty cursor", "after=", "/after", "cursor_invalid"],
    ["a padded cursor", `after=${encodeEventCursor({ xactId: 3n, ordinal: 1n })}=`, "/after", "cursor_invalid"],
    [
      "a cursor from the future",
      `after=${encodeEventCursor({ xactId: 2n ** 62n, ordinal: 1n })}`,
      "/after",
      "cursor_invalid",
    ],
    [
      "a cursor past xid8",
      `after=${Buffer.from(`1:${2n ** 64n}:1`).toString("base64url")}`,
      "/after",
      "cursor_invalid",
    ],
    ["limit 0", "limit=0", "/limit", "out_of_range"],
    ["limit 501", "limit=501", "/limit", "out_of_range"],
    ["a fractional limit", "limit=1.5", "/limit", "not_integer"],
    ["a word for a limit", "limit=ten", "/limit", "invalid_type"],
    ["an unknown type", "type=employee.exploded", "/type/0", "event_type_unknown"],
    ["a wildcard type", "type=*", "/type/0", "event_type_unknown"],
    ["an unknown type in a list", "type=employee.created,nope", "/type/1", "event_type_unknown"],
    ["the test event's type", "type=webhook-endpoint.test", "/type/0", "event_type_unknown"],
    ["a card id for an employee", "employeeId=card_5Rt8Yu2IoP4aS6dF9gH1jK", "/employeeId", "invalid_value"],
    ["an unknown parameter", "startingAfter=evt_1", "/startingAfter", "unknown_field"],
    ["a NUL character", "type=employee.created%00", "/type", "nul_character"],
  ])("refuses %s with 400 problem+json", async (_name, query, path, code) => {
    const { call } = await setup();
    const result = await call("GET", `/api/events?${query}`);
    expect(result.status).toBe(400);
    expect(result.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(result.body).toMatchObject({ code: "invalid_request", status: 400 });
    expect(result.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
  });

  it("needs the client's credentials", async () => {
    const result = await fetch(`${server.baseUrl}/api/events`, {
      headers: { authorization: basic("cli_nobody", "wrong") },
    });
    expect(result.status).toBe(401);
    expect(result.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });

  it("never shows another employer's events; a client bound to both sees both", async () => {
    const a = await setup();
    const b = await setup();
    const [ofA, ofB] = [await a.createEmployee(), await b.createEmployee()];
    const seenByA = await readUntil(a.call, "", (events) => events.length === 1);
    const seenByB = await readUntil(b.call, "", (events) => events.length === 1);
    expect(seenByA.map((event) => event.data.employeeId)).toEqual([ofA]);
    expect(seenByB.map((event) => event.data.employeeId)).toEqual([ofB]);
    expect((await readAll(b.call, `employeeId=${ofA}`)).events).toEqual([]);

    const both = await createApiClient({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { name: "both", employerIds: [a.tenant.employerId, b.tenant.employerId] },
    });
    const bothCall = apiClient(server.baseUrl, { authorization: basic(both.clientId, both.clientSecret) });
    expect(new Set((await readAll(bothCall)).events.map((event) => event.data.employeeId))).toEqual(
      new Set([ofA, ofB]),
    );
  });

  it("lists an event about a client's own endpoint to that client only", async () => {
    const { tenant, call, createEmployee } = await setup();
    const sibling = await createApiClient({
      ctx: { db: await getDb(), actor: { type: "system", name: "test" } },
      input: { name: "sibling", employerIds: [tenant.employerId] },
    });
    const siblingCall = apiClient(server.baseUrl, { authorization: basic(sibling.clientId, sibling.clientSecret) });
    const endpoint = (
      await call<{ id: string }>("POST", "/api/webhook-endpoints", {
        body: { url: (await receiver()).url, events: ["*"] },
      })
    ).body;
    await (
      await getDb()
    )
      .update(webhookEndpoints)
      .set({ disabledAt: new Date() })
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect((await call("POST", `/api/webhook-endpoints/${endpoint.id}/enable`)).status).toBe(200);
    const employeeId = await createEmployee();

    const own = await readUntil(call, "", (events) => events.length === 2);
    expect(own.map((event) => event.type)).toEqual(["webhook-endpoint.enabled", "employee.created"]);
    expect(own[0]).toMatchObject({ data: { endpointId: endpoint.id, enabledBy: "partner" } });
    expect(own[0]).not.toHaveProperty("sequence");
    const theirs = await readUntil(siblingCall, "", (events) => events.length >= 1);
    expect(theirs.map((event) => [event.type, event.data.employeeId])).toEqual([["employee.created", employeeId]]);
    expect((await readAll(siblingCall, "type=webhook-endpoint.enabled")).events).toEqual([]);
  });
});

describe("events match their webhooks", () => {
  it("lists each event exactly as the webhook carried it, in the client's pinned version and in a newer one on request", async () => {
    const { tenant, call, createEmployee } = await setup({ pinnedApiVersion: "2021-08-10" });
    const hooks = await receiver();
    await call("POST", "/api/webhook-endpoints", { body: { url: hooks.url, events: ["*"] } });
    const employeeId = await createEmployee({ ssn: "231-54-1111" });
    expect(
      (await call("POST", `/api/employers/${tenant.employerId}/employees/${employeeId}/identity-verification/initiate`))
        .status,
    ).toBe(202);
    await waitFor(() => hooks.ofType("identity-verification.failed", employeeId)[0]);

    const listed = await readUntil(call, `employeeId=${employeeId}`, (events) => events.length === 2);
    const delivered = (id: string) => hooks.received.find((message) => message.json.id === id);
    for (const event of listed) expect(JSON.parse(delivered(event.id)!.body)).toEqual(event);
    expect(listed.map((event) => [event.type, event.sequence, event.apiVersion])).toEqual([
      ["employee.created", 1, "2021-08-10"],
      ["identity-verification.failed", 2, "2021-08-10"],
    ]);
    expect(listed[1]!.data.status).toBe("FAILED");

    const newer = { "api-version": "2026-11-21" };
    const latest = (await readAll(call, `employeeId=${employeeId}`, undefined, newer)).events;
    expect(latest[1]).toMatchObject({
      id: listed[1]!.id,
      type: "identity-verification.needs-documentary-evidence",
      apiVersion: "2026-11-21",
      data: { status: "NEEDS_EXPANDED_VERIFICATION" },
    });
    // The type filter speaks the request's version too.
    expect(
      (await readAll(call, `employeeId=${employeeId}&type=identity-verification.failed`)).events.map(
        (event) => event.id,
      ),
    ).toEqual([listed[1]!.id]);
    expect(
      (await readAll(call, `employeeId=${employeeId}&type=identity-verification.needs-documentary-evidence`)).events,
    ).toEqual([]);
    const asNewer = await readAll(
      call,
      `employeeId=${employeeId}&type=identity-verification.needs-documentary-evidence`,
      undefined,
      newer,
    );
    expect(asNewer.events.map((event) => event.id)).toEqual([listed[1]!.id]);
  });

  it("numbers concurrent events about one employee 1, 2, 3 … without gaps, in webhooks and the list alike", async () => {
    const { call, createEmployee, patchEmployee } = await setup();
    const hooks = await receiver();
    await call("POST", "/api/webhook-endpoints", { body: { url: hooks.url, events: ["*"] } });
    const employeeId = await createEmployee();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => patchEmployee(employeeId, `Name${i}`)));
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));

    const listed = await readUntil(call, `employeeId=${employeeId}`, (events) => events.length === 9);
    expect(listed.map((event) => event.sequence).sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await waitFor(() => hooks.received.filter((message) => message.json.data.employeeId === employeeId).length === 9);
    const carried = (message: Received) => (JSON.parse(message.body) as EventItem).sequence;
    for (const event of listed)
      expect(carried(hooks.received.find((message) => message.json.id === event.id)!)).toBe(event.sequence);
  });
});

describe("POST /api/webhook-endpoints/{id}/test", () => {
  it("sends a signed test event to that endpoint only, whatever it subscribes to, and never lists it", async () => {
    const { call, createEmployee } = await setup();
    const [tested, other] = [await receiver(), await receiver()];
    const endpoint = (
      await call<{ id: string; secret: string }>("POST", "/api/webhook-endpoints", {
        body: { url: tested.url, events: ["card.created"] },
      })
    ).body;
    await call("POST", "/api/webhook-endpoints", { body: { url: other.url, events: ["*"] } });

    const queued = await call<{ id: string; eventId: string; eventType: string; status: string }>(
      "POST",
      `/api/webhook-endpoints/${endpoint.id}/test`,
    );
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({
      id: expect.stringMatching(/^msg_/),
      eventType: "webhook-endpoint.test",
      status: "pending",
    });
    const message = await waitFor(() => tested.received[0]);
    expect(message.headers["webhook-id"]).toBe(queued.body.id);
    const payload = new Webhook(endpoint.secret).verify(message.body, message.headers);
    expect(payload).toEqual({
      id: queued.body.eventId,
      type: "webhook-endpoint.test",
      timestamp: expect.any(String),
      apiVersion: "2026-11-21",
      data: { endpointId: endpoint.id, url: tested.url },
    });

    const deliveries = await waitFor(async () => {
      const list = await call<{ data: Array<{ id: string; status: string }> }>(
        "GET",
        `/api/webhook-endpoints/${endpoint.id}/deliveries`,
      );
      return list.body.data.find((delivery) => delivery.id === queued.body.id && delivery.status === "succeeded");
    });
    expect(deliveries).toBeTruthy();
    // An event recorded after the test is listed; the test is not, and reached no other endpoint.
    await createEmployee();
    const listed = await readUntil(call, "", (events) => events.length === 1);
    expect(listed.map((event) => event.type)).toEqual(["employee.created"]);
    await waitFor(() => other.received.length === 1);
    expect(other.received.map((received) => received.json.type)).toEqual(["employee.created"]);
  });

  it("refuses another client's endpoint (404) and a disabled one (409)", async () => {
    const { call } = await setup();
    const endpoint = (
      await call<{ id: string }>("POST", "/api/webhook-endpoints", {
        body: { url: (await receiver()).url, events: ["*"] },
      })
    ).body;
    const stranger = apiClient(server.baseUrl, await createTenant());
    const foreign = await stranger("POST", `/api/webhook-endpoints/${endpoint.id}/test`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("webhook_endpoint_not_found");

    await (
      await getDb()
    )
      .update(webhookEndpoints)
      .set({ disabledAt: new Date() })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const disabled = await call("POST", `/api/webhook-endpoints/${endpoint.id}/test`);
    expect(disabled.status).toBe(409);
    expect(disabled.body.code).toBe("webhook_endpoint_disabled");
  });
});

describe("no event skipped or repeated while transactions commit out of order", () => {
  const onPostgres = process.env.DATABASE_KIND === "postgres";
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("serves every committed event exactly once, in cursor order, to a reader paging all along", async () => {
    const { tenant, call, createEmployee } = await setup();
    const employees: string[] = [];
    for (let i = 0; i < 6; i++) employees.push(await createEmployee());
    const start = await readUntil(call, "", (events) => events.length === 6);
    const db = await getDb();
    const updated = (employeeId: string) => ({
      type: "employee.updated",
      employerId: tenant.employerId,
      employeeId,
      data: { employeeId, changedFields: ["firstName"] },
    });

    // The reader pages from the head, three at a time, for as long as anything may still arrive.
    const seen: EventItem[] = [];
    const cursors: Array<{ cursor: string | null; lastId: string | undefined }> = [];
    let cursor = (await readAll(call)).cursor;
    let pagesRead = 0;
    let reading = false;
    let writing = true;
    const reader = (async () => {
      const deadline = Date.now() + 12_000;
      let settledReads = 0;
      while (Date.now() < deadline && (writing || settledReads < 3)) {
        reading = true;
        const page = await call<EventPage>("GET", `/api/events?limit=3${cursor ? `&after=${cursor}` : ""}`);
        reading = false;
        expect(page.status).toBe(200);
        seen.push(...page.body.data);
        cursors.push({ cursor: page.body.nextCursor, lastId: page.body.data.at(-1)?.id });
        cursor = page.body.nextCursor;
        pagesRead += 1;
        if (!writing && !page.body.hasMore) settledReads += 1;
        // Caught up: poll gently (the client's rate limit is 600 requests a minute); the loop's deadline bounds it.
        if (!page.body.hasMore) await sleep(30);
      }
    })();

    // The slow writer takes its transaction id first, then stays open while others commit.
    let announce: (xid: string) => void = () => {};
    const slowHasXid = new Promise<string>((resolve) => (announce = resolve));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = inTransaction({ db }, async (tx) => {
      const id = await recordEvent({ ctx: tx, ...updated(employees[0]!) });
      const [row] = (await tx.db.execute<{ xid: string }>(sql`select pg_current_xact_id()::text as xid`)).rows;
      announce(row!.xid);
      await released;
      return id;
    });
    await slowHasXid;

    // Fast writers on other employees commit while the slow one is open (on PGlite, one
    // connection, they wait for it instead). One writer on the slow one's employee waits for
    // its row lock whatever the database; one rolls back; one writes in bulk.
    const fast = Promise.all(
      employees
        .slice(1)
        .map((employeeId) =>
          inTransaction({ db }, async (tx) => [
            await recordEvent({ ctx: tx, ...updated(employeeId) }),
            await recordEvent({ ctx: tx, ...updated(employeeId) }),
          ]),
        ),
    );
    const sameEmployee = inTransaction({ db }, (tx) => recordEvent({ ctx: tx, ...updated(employees[0]!) }));
    const rolledBack = inTransaction({ db }, async (tx) => {
      await recordEvent({ ctx: tx, ...updated(employees[1]!) });
      throw new Error("roll back");
    }).catch(() => "rolled back");
    const bulk = inTransaction({ db }, (tx) =>
      recordEventsBulk({
        ctx: tx,
        employerId: tenant.employerId,
        events: employees.slice(2, 5).flatMap((employeeId) => [updated(employeeId), updated(employeeId)]),
      }),
    );

    let seenWhileSlowOpen: string[] = [];
    if (onPostgres) {
      // Everything after the slow transaction is committed and readable, yet held back: the
      // reader must not pass the slow event's position before it commits.
      const fastIds = (await fast).flat();
      await bulk;
      const pagesBefore = pagesRead;
      await waitFor(() => pagesRead >= pagesBefore + 3);
      seenWhileSlowOpen = seen.map((event) => event.id);
      expect(seenWhileSlowOpen.filter((id) => fastIds.includes(id))).toEqual([]);
    } else {
      // The slow transaction holds PGlite's one connection: a page the reader has in flight now
      // waits for it to end, so the reader pages across its commit.
      await waitFor(() => reading);
    }
    release();
    const slowId = await slow;
    const fastIds = (await fast).flat();
    const sameEmployeeId = await sameEmployee;
    await bulk;
    expect(await rolledBack).toBe("rolled back");

    // More writers after that, one transaction each, while the reader keeps paging.
    const later: string[] = [];
    await Promise.all(
      employees.map(async (employeeId) => {
        for (let i = 0; i < 3; i++)
          later.push(await inTransaction({ db }, (tx) => recordEvent({ ctx: tx, ...updated(employeeId) })));
      }),
    );
    // Every committed event of the run, read from the table once all writers have finished.
    const committed = await db
      .select({
        id: events.id,
        xactId: sql<string>`${events.xactId}::text`,
        ordinal: events.ordinal,
        employeeId: events.employeeId,
        sequence: events.employeeSequence,
      })
      .from(events)
      .where(and(eq(events.employerId, tenant.employerId), eq(events.type, "employee.updated")));
    expect(committed).toHaveLength(1 + 10 + 1 + 6 + 18);
    await waitFor(() => seen.length >= committed.length, 10_000).catch(() => undefined);
    writing = false;
    await reader;

    // Exactly once: no repeat, nothing missing, nothing rolled back, nothing from before the start.
    const ids = seen.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(committed.map((row) => row.id)));
    expect(ids).toEqual(expect.arrayContaining([slowId, sameEmployeeId, ...fastIds, ...later]));
    expect(ids.filter((id) => start.some((event) => event.id === id))).toEqual([]);

    // In cursor order: positions strictly increase along what was served, and each page's cursor
    // is the position of its last event.
    const position = new Map(committed.map((row) => [row.id, { xactId: BigInt(row.xactId), ordinal: row.ordinal }]));
    const positions = ids.map((id) => position.get(id)!);
    for (let i = 1; i < positions.length; i++) {
      const [a, b] = [positions[i - 1]!, positions[i]!];
      expect(a.xactId < b.xactId || (a.xactId === b.xactId && a.ordinal < b.ordinal)).toBe(true);
    }
    for (const { cursor: next, lastId } of cursors)
      if (lastId) expect(next).toBe(encodeEventCursor(position.get(lastId)!));

    // The slow transaction really committed out of order: after events with later positions.
    const slowAt = position.get(slowId)!;
    if (onPostgres) expect(fastIds.every((id) => position.get(id)!.xactId > slowAt.xactId)).toBe(true);

    // Each employee's events are numbered 1, 2, 3 … without gaps (employee.created is 1).
    for (const employeeId of employees) {
      const numbers = committed
        .filter((row) => row.employeeId === employeeId)
        .map((row) => row.sequence!)
        .sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 2));
    }
  });
});
