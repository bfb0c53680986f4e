import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { cardHistory, cards, events, sandboxIssuedCards } from "@/db/schema";
import type { EventType } from "@/lib/domain/events/event-types";
import { EVENT_DATA } from "@/lib/schemas/responses/events";
import { reconcileCardReservations } from "@/lib/jobs/reconcile-card-reservations";
import {
  createSandboxIssuingProvider,
  IssuingError,
  setIssuingProvider,
  type IssuingProvider,
} from "@/lib/providers/issuing";

import {
  apiClient,
  createEmployeeWithCard,
  createTenant,
  signInAdmin,
  signInEmployee as signIn,
} from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// The card lifecycle (issue 16 item 2): locks that stack by reason, close, lost or stolen with a
// replacement — through the partner API, the portal's session and HR's admin routes — each change
// recorded with who, where and why, its event, and the issuer told; and the races.

const { server, tenant, call } = httpHarness({ worker: true });

type Card = {
  id: string;
  status: string;
  cardType: string;
  locked: boolean;
  locks: Array<{ reason: string; placedBy: string }>;
  closedAt: string | null;
  closeReason: string | null;
  replacesCardId: string | null;
  replacedByCardId: string | null;
  virtualCard: { status: string; lastFour: string };
  physicalCard: null | { status: string; shipping: { status: string; address: Record<string, string | null> | null } };
};

const employeeWithCard = (cardType: "virtual" | "all" = "all") => createEmployeeWithCard<Card>(call, tenant, cardType);
const signInEmployee = (base: string) => signIn(server.baseUrl, call, base);

/** The employee's events of these types in the order recorded, each checked against its documented schema. */
async function eventsOf(employeeId: string, prefix = "card.") {
  const rows = await (
    await getDb()
  )
    .select()
    .from(events)
    .where(eq(events.employeeId, employeeId))
    .orderBy(asc(events.employeeSequence));
  const mine = rows.filter((row) => row.type.startsWith(prefix));
  for (const row of mine) EVENT_DATA[row.type as EventType].parse(row.data);
  return mine.map((row) => ({ type: row.type, data: row.data as Record<string, unknown> }));
}

async function issuerStatuses(cardId: string) {
  const rows = await (await getDb()).select().from(sandboxIssuedCards).where(eq(sandboxIssuedCards.cardId, cardId));
  return Object.fromEntries(
    rows.map((row) => [
      row.kind,
      {
        status: row.status,
        cancellationReason: row.cancellationReason,
        replacementFor: row.replacementFor,
        id: row.id,
      },
    ]),
  );
}

const historyOf = async (cardId: string) =>
  (await getDb()).select().from(cardHistory).where(eq(cardHistory.cardId, cardId)).orderBy(asc(cardHistory.createdAt));

describe("locks", () => {
  it("a partner locks and unlocks: card.locked / card.unlocked, the issuer holds it inactive then active, history says who, where, why", async () => {
    const { employeeId, path, card } = await employeeWithCard("virtual");
    const locked = await call<Card>("POST", `${path}/lock`, { body: { reason: "cardholder_request" } });
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({
      locked: true,
      locks: [{ reason: "cardholder_request", placedBy: "partner" }],
      status: "Active",
    });
    expect((await issuerStatuses(card.id)).virtual?.status).toBe("inactive");
    // The same reason twice is one lock: no second event.
    expect(
      (await call<Card>("POST", `${path}/lock`, { body: { reason: "cardholder_request" } })).body.locks,
    ).toHaveLength(1);
    const unlocked = await call<Card>("POST", `${path}/unlock`, { body: { reason: "cardholder_request" } });
    expect(unlocked.body).toMatchObject({ locked: false, locks: [] });
    expect((await issuerStatuses(card.id)).virtual?.status).toBe("active");
    // Lifting a lock that does not stand changes nothing.
    expect((await call<Card>("POST", `${path}/unlock`, { body: { reason: "cardholder_request" } })).status).toBe(200);
    const base = {
      employerId: tenant.employerId,
      employeeId,
      cardId: card.id,
      actorType: "partner",
      channel: "api",
      reason: "cardholder_request",
    };
    expect((await eventsOf(employeeId)).slice(1)).toEqual([
      { type: "card.locked", data: { ...base, locks: ["cardholder_request"] } },
      { type: "card.unlocked", data: { ...base, locks: [] } },
    ]);
    expect(
      (await historyOf(card.id)).map((h) => [
        h.action,
        h.reason,
        h.actorType,
        h.actorId,
        h.channel,
        h.fromState,
        h.toState,
      ]),
    ).toEqual([
      ["locked", "cardholder_request", "partner", tenant.clientId, "api", "unlocked", "locked"],
      ["unlocked", "cardholder_request", "partner", tenant.clientId, "api", "locked", "unlocked"],
    ]);
  });

  it("locks stack by reason: the employee lifts only their own; HR's keeps the card locked until HR lifts it", async () => {
    const { employeeId, base, path, card } = await employeeWithCard("all");
    const portal = await signInEmployee(base);
    const admin = await signInAdmin(server.baseUrl, tenant);
    const adminPath = `/api/admin/employees/${employeeId}/cards/${card.id}`;
    expect((await portal<Card>("POST", `${path}/lock`, { reason: "cardholder_request" })).body.locks).toEqual([
      expect.objectContaining({ reason: "cardholder_request", placedBy: "employee" }),
    ]);
    expect(
      (await admin.call<Card>("POST", `${adminPath}/lock`, { reason: "employer_request" })).body.locks.map(
        (l) => l.reason,
      ),
    ).toEqual(["cardholder_request", "employer_request"]);
    const refused = await portal<{ code: string }>("POST", `${path}/unlock`, { reason: "employer_request" });
    expect(refused).toMatchObject({ status: 403, body: { code: "card_action_not_allowed" } });
    expect((await portal("POST", `${path}/lock`, { reason: "suspected_fraud" })).status).toBe(403);
    const own = await portal<Card>("POST", `${path}/unlock`, { reason: "cardholder_request" });
    expect(own.body).toMatchObject({
      locked: true,
      locks: [expect.objectContaining({ reason: "employer_request", placedBy: "admin" })],
    });
    expect((await issuerStatuses(card.id)).virtual?.status).toBe("inactive");
    expect((await admin.call<Card>("POST", `${adminPath}/unlock`, { reason: "employer_request" })).body.locked).toBe(
      false,
    );
    expect((await issuerStatuses(card.id)).virtual?.status).toBe("active");
    // The physical card was never activated: unlocked, it stays inactive at the issuer.
    expect((await issuerStatuses(card.id)).physical?.status).toBe("inactive");
    const channels = (await eventsOf(employeeId))
      .filter((e) => e.type === "card.locked" || e.type === "card.unlocked")
      .map((e) => [e.type, e.data.actorType, e.data.channel]);
    expect(channels).toEqual([
      ["card.locked", "employee", "portal"],
      ["card.locked", "admin", "admin"],
      ["card.unlocked", "employee", "portal"],
      ["card.unlocked", "admin", "admin"],
    ]);
  });

  it("the program's locks (employment_ended, not_eligible) are placed and lifted by the system only", async () => {
    const { base, path } = await employeeWithCard("virtual");
    for (const reason of ["employment_ended", "not_eligible"]) {
      const refused = await call("POST", `${path}/lock`, { body: { reason } });
      expect(refused).toMatchObject({ status: 403, body: { code: "card_action_not_allowed" } });
    }
    // The program places it when the employer says so (docs/program-rules.md; tests/http/program-rules.test.ts).
    const patch = (value: boolean) => call("PATCH", base, { body: [{ op: "replace", path: "/isEmployed", value }] });
    await patch(false);
    const cardWhen = async (done: (card: Card) => boolean) => {
      // Polls every 25 ms: the loop waits on `done`, up to its deadline.
      for (
        const deadline = Date.now() + 10_000;
        Date.now() < deadline;
        await new Promise((resolve) => setTimeout(resolve, 25))
      ) {
        const card = (await call<Card>("GET", path)).body;
        if (done(card)) return card;
      }
      throw new Error("the program did not act");
    };
    expect((await cardWhen((card) => card.locked)).locks).toEqual([
      expect.objectContaining({ reason: "employment_ended", placedBy: "system" }),
    ]);
    const portal = await signInEmployee(base);
    expect((await portal("POST", `${path}/unlock`, { reason: "employment_ended" })).status).toBe(403);
    expect((await call("POST", `${path}/unlock`, { body: { reason: "employment_ended" } })).status).toBe(403);
    expect((await call<Card>("GET", path)).body.locked).toBe(true);
    await patch(true);
    expect((await cardWhen((card) => !card.locked)).locks).toEqual([]);
  });

  it("a locked physical card cannot be activated (409 card_locked); once unlocked it can", async () => {
    const { path } = await employeeWithCard("all");
    await call("POST", `${path}/lock`, { body: { reason: "suspected_fraud" } });
    expect((await call("POST", `${path}/activate-physical-card`)).body).toMatchObject({ code: "card_locked" });
    await call("POST", `${path}/unlock`, { body: { reason: "suspected_fraud" } });
    expect((await call<Card>("POST", `${path}/activate-physical-card`)).body.status).toBe("Active");
  });

  it.each([
    [{}, "validation_failed"],
    [{ reason: "because" }, "validation_failed"],
    [{ reason: "cardholder_request", extra: 1 }, "validation_failed"],
  ])("refuses a bad body %j with 422 %s", async (body, code) => {
    const { path } = await employeeWithCard("virtual");
    const refused = await call("POST", `${path}/lock`, { body });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(code);
  });

  it("Idempotency-Key: the same key replays the first answer", async () => {
    const { employeeId, path } = await employeeWithCard("virtual");
    const headers = { "idempotency-key": `lock-${employeeId}` };
    const first = await call<Card>("POST", `${path}/lock`, { body: { reason: "employer_request" }, headers });
    await call("POST", `${path}/unlock`, { body: { reason: "employer_request" } });
    const replay = await call<Card>("POST", `${path}/lock`, { body: { reason: "employer_request" }, headers });
    expect(replay.body).toEqual(first.body);
    expect((await call<Card>("GET", path)).body.locked).toBe(false);
  });

  it("is scoped: another client's card is 404, another employee's session 404", async () => {
    const { path, base } = await employeeWithCard("virtual");
    const stranger = apiClient(server.baseUrl, await createTenant());
    expect((await stranger("POST", `${path}/lock`, { body: { reason: "cardholder_request" } })).status).toBe(404);
    const other = await employeeWithCard("virtual");
    const portal = await signInEmployee(other.base);
    expect((await portal("POST", `${path}/lock`, { reason: "cardholder_request" })).status).toBe(404);
    expect((await call<Card>("GET", `${base}/cards/${other.card.id}`)).status).toBe(404);
  });
});

describe("lost or stolen, and close", () => {
  it("a lost card is closed and replaced: new id and number, same type, mailed again; linked both ways; events in order", async () => {
    const { employeeId, base, path, card } = await employeeWithCard("all");
    await call("POST", `${path}/activate-physical-card`);
    const replaced = await call<Card>("POST", `${path}/report-lost-or-stolen`, { body: { reason: "stolen" } });
    expect(replaced.status).toBe(201);
    const replacement = replaced.body;
    expect(replacement.id).not.toBe(card.id);
    expect(replacement).toMatchObject({
      cardType: "all",
      status: "Inactive",
      replacesCardId: card.id,
      closedAt: null,
      locked: false,
    });
    expect(replacement.physicalCard?.shipping).toMatchObject({ status: "shipped", address: { line1: "1 Market St" } });
    const old = (await call<Card>("GET", path)).body;
    expect(old).toMatchObject({
      status: "Canceled",
      closeReason: "stolen",
      replacedByCardId: replacement.id,
      virtualCard: { status: "Canceled" },
      physicalCard: { status: "Canceled" },
    });
    const atIssuer = await issuerStatuses(card.id);
    expect(atIssuer.virtual).toMatchObject({ status: "canceled", cancellationReason: "stolen" });
    expect(atIssuer.physical).toMatchObject({ status: "canceled", cancellationReason: "stolen" });
    const fresh = await issuerStatuses(replacement.id);
    expect(fresh.virtual).toMatchObject({ status: "active", replacementFor: atIssuer.virtual?.id });
    expect(fresh.physical).toMatchObject({ status: "inactive", replacementFor: atIssuer.physical?.id });
    // The replacement is the employee's card now: listed with the old one, and a new create is 409 with its id.
    expect((await call<{ data: Card[] }>("GET", `${base}/cards`)).body.data.map((c) => c.id).sort()).toEqual(
      [card.id, replacement.id].sort(),
    );
    expect((await call("POST", `${base}/cards?cardType=virtual`)).body).toMatchObject({
      code: "card_already_exists",
      cardId: replacement.id,
    });
    // The old card takes no more changes.
    expect((await call("POST", `${path}/lock`, { body: { reason: "cardholder_request" } })).body).toMatchObject({
      code: "card_closed",
    });
    expect((await call("POST", `${path}/activate-physical-card`)).body).toMatchObject({ code: "card_closed" });
    const types = (await eventsOf(employeeId)).map((e) => e.type);
    expect(types).toEqual([
      "card.created",
      "card.shipped",
      "card.activated",
      "card.closed",
      "card.created",
      "card.replaced",
      "card.shipped",
    ]);
    const all = await eventsOf(employeeId);
    expect(all[3]!.data).toEqual({
      employerId: tenant.employerId,
      employeeId,
      cardId: card.id,
      actorType: "partner",
      channel: "api",
      reason: "stolen",
      replacedByCardId: replacement.id,
    });
    expect(all[4]!.data).toMatchObject({ cardId: replacement.id, replacesCardId: card.id });
    expect(all[5]!.data).toEqual({
      employerId: tenant.employerId,
      employeeId,
      cardId: card.id,
      replacementCardId: replacement.id,
      reason: "stolen",
    });
    expect((await historyOf(card.id)).map((h) => [h.action, h.reason, h.toState, h.relatedCardId])).toEqual([
      ["reported_stolen", "stolen", "closed", replacement.id],
    ]);
  });

  it("the replacement keeps HR's lock, not the cardholder's own; a locked card can be reported", async () => {
    const { base, path } = await employeeWithCard("virtual");
    await call("POST", `${path}/lock`, { body: { reason: "cardholder_request" } });
    await call("POST", `${path}/lock`, { body: { reason: "employer_request" } });
    const portal = await signInEmployee(base);
    const replaced = await portal<Card>("POST", `${path}/report-lost-or-stolen`, { reason: "lost" });
    expect(replaced.status).toBe(201);
    expect(replaced.body.locks.map((l) => l.reason)).toEqual(["employer_request"]);
    expect((await issuerStatuses(replaced.body.id)).virtual?.status).toBe("inactive");
  });

  it("two lost reports at once: exactly one replacement, both answered with it", async () => {
    const { employeeId, path } = await employeeWithCard("all");
    const results = await Promise.all(
      [1, 2, 3].map(() => call<Card>("POST", `${path}/report-lost-or-stolen`, { body: { reason: "lost" } })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const rows = await (await getDb()).select().from(cards).where(eq(cards.employeeId, employeeId));
    expect(rows).toHaveLength(2);
    const types = (await eventsOf(employeeId)).map((e) => e.type);
    for (const type of ["card.closed", "card.replaced"]) expect(types.filter((t) => t === type)).toHaveLength(1);
    expect(types.filter((t) => t === "card.created")).toHaveLength(2);
    const replacementId = results[0]!.body.id;
    expect(Object.keys(await issuerStatuses(replacementId)).sort()).toEqual(["physical", "virtual"]);
  });

  it("lock racing a lost report: one replacement, and a consistent end whichever came first", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { employeeId, path, card } = await employeeWithCard("virtual");
      const [lock, report] = await Promise.all([
        call<Card & { code?: string }>("POST", `${path}/lock`, { body: { reason: "employer_request" } }),
        call<Card>("POST", `${path}/report-lost-or-stolen`, { body: { reason: "lost" } }),
      ]);
      expect(report.status).toBe(201);
      const replacement = (await call<Card>("GET", `${path.replace(card.id, report.body.id)}`)).body;
      const lockedFirst = lock.status === 200;
      if (!lockedFirst) expect(lock.body.code).toBe("card_closed");
      // Locked first: HR's lock went with the card into its replacement. Reported first: the lock found it closed.
      expect(replacement.locks.map((l) => l.reason)).toEqual(lockedFirst ? ["employer_request"] : []);
      expect((await issuerStatuses(replacement.id)).virtual?.status).toBe(lockedFirst ? "inactive" : "active");
      expect((await issuerStatuses(card.id)).virtual?.status).toBe("canceled");
      expect(
        await (await getDb()).select({ id: cards.id }).from(cards).where(eq(cards.employeeId, employeeId)),
      ).toHaveLength(2);
      const types = (await eventsOf(employeeId)).map((e) => e.type);
      expect(types.filter((t) => t === "card.locked")).toHaveLength(lockedFirst ? 1 : 0);
    }
  });

  it("close: partner and HR close for good (no replacement; a new card may be requested); the employee may not", async () => {
    const { employeeId, base, path, card } = await employeeWithCard("all");
    const portal = await signInEmployee(base);
    expect((await portal("POST", `${path}/close`, { reason: "cardholder_request" })).body).toMatchObject({
      code: "card_action_not_allowed",
    });
    const closed = await call<Card>("POST", `${path}/close`, { body: { reason: "employer_request" } });
    expect(closed.body).toMatchObject({
      status: "Canceled",
      closeReason: "employer_request",
      replacedByCardId: null,
      closedAt: expect.any(String),
    });
    expect(Object.values(await issuerStatuses(card.id)).map((c) => c.status)).toEqual(["canceled", "canceled"]);
    expect((await call<Card>("POST", `${path}/close`, { body: { reason: "employer_request" } })).status).toBe(200);
    // Reporting a card closed without a replacement is 409: request a new one instead.
    expect((await call("POST", `${path}/report-lost-or-stolen`, { body: { reason: "lost" } })).body).toMatchObject({
      code: "card_closed",
    });
    expect((await call("POST", `${base}/cards?cardType=virtual`)).status).toBe(201);
    const closedEvents = (await eventsOf(employeeId)).filter((e) => e.type === "card.closed");
    expect(closedEvents.map((e) => e.data)).toEqual([
      {
        employerId: tenant.employerId,
        employeeId,
        cardId: card.id,
        actorType: "partner",
        channel: "api",
        reason: "employer_request",
        replacedByCardId: null,
      },
    ]);
    const admin = await signInAdmin(server.baseUrl, tenant);
    const other = await employeeWithCard("virtual");
    const byHr = await admin.call<Card>(
      "POST",
      `/api/admin/employees/${other.employeeId}/cards/${other.card.id}/close`,
      { reason: "suspected_fraud" },
    );
    expect(byHr.body).toMatchObject({ status: "Canceled", closeReason: "suspected_fraud" });
    expect((await historyOf(other.card.id)).map((h) => [h.action, h.actorType, h.channel])).toEqual([
      ["closed", "admin", "admin"],
    ]);
    expect(
      (await admin.call("POST", `/api/admin/employees/${other.employeeId}/cards/${other.card.id}/explode`, {})).status,
    ).toBe(404);
  });

  it("a card that came back undeliverable is mailed again to the address the employee confirms or changes", async () => {
    const { employeeId, base, path, card } = await employeeWithCard("all");
    const portal = await signInEmployee(base);
    expect((await portal("POST", `${path}/mail-again`, { addressConfirmed: true })).body).toMatchObject({
      code: "physical_card_not_returned",
    });
    await call("POST", `/api/sandbox/issuing/cards/${card.id}/shipping/return`);
    expect((await portal("POST", `${path}/mail-again`, {})).status).toBe(422);
    // The employee changes the address first (the portal's personal-details step), then confirms it.
    const patched = await portal("PATCH", base, [{ op: "replace", path: "/address/line1", value: "500 Howard St" }]);
    expect(patched.status).toBe(200);
    const mailed = await portal<Card>("POST", `${path}/mail-again`, { addressConfirmed: true });
    expect(mailed.status).toBe(201);
    expect(mailed.body).toMatchObject({
      replacesCardId: card.id,
      cardType: "all",
      physicalCard: { status: "Inactive", shipping: { status: "shipped", address: { line1: "500 Howard St" } } },
    });
    expect((await portal<Card>("POST", `${path}/mail-again`, { addressConfirmed: true })).body.id).toBe(mailed.body.id);
    expect((await call<Card>("GET", path)).body).toMatchObject({
      closeReason: "undeliverable",
      replacedByCardId: mailed.body.id,
    });
    const all = await eventsOf(employeeId);
    expect(all.find((e) => e.type === "card.closed")!.data).toMatchObject({
      reason: "undeliverable",
      actorType: "employee",
      channel: "portal",
    });
    expect(all.find((e) => e.type === "card.replaced")!.data).toMatchObject({
      reason: "undeliverable",
      replacementCardId: mailed.body.id,
    });
    expect((await historyOf(card.id)).map((h) => h.action)).toEqual(["mailed_again"]);
  });

  it("HR reports a card lost from the admin area", async () => {
    const { employeeId, card } = await employeeWithCard("virtual");
    const admin = await signInAdmin(server.baseUrl, tenant);
    const replaced = await admin.call<Card>(
      "POST",
      `/api/admin/employees/${employeeId}/cards/${card.id}/report-lost-or-stolen`,
      { reason: "lost" },
    );
    expect(replaced.status).toBe(201);
    expect(replaced.body.replacesCardId).toBe(card.id);
    expect((await historyOf(card.id)).map((h) => [h.action, h.actorType, h.channel])).toEqual([
      ["reported_lost", "admin", "admin"],
    ]);
    // HR's employee page shows the change with who made it, and both cards.
    const detail = await admin.call<{ cardChanges: Array<Record<string, unknown>>; cards: Card[] }>(
      "GET",
      `/api/admin/employees/${employeeId}`,
    );
    expect(detail.body.cardChanges).toEqual([
      expect.objectContaining({
        cardId: card.id,
        action: "reported_lost",
        reason: "lost",
        actorType: "admin",
        channel: "admin",
        relatedCardId: replaced.body.id,
      }),
    ]);
    expect(detail.body.cards.map((c) => c.id).sort()).toEqual([card.id, replaced.body.id].sort());
  });
});

describe("when the issuer fails", () => {
  let failing: "status" | "issue" | null = null;
  const sandbox = createSandboxIssuingProvider();
  const flaky: IssuingProvider = {
    ...sandbox,
    async setCardStatus(providerId, input) {
      if (failing === "status") throw new IssuingError("issuer timed out", true);
      await sandbox.setCardStatus(providerId, input);
    },
    async issueCard(input) {
      if (failing === "issue") throw new IssuingError("issuer timed out", true);
      return sandbox.issueCard(input);
    },
  };
  beforeAll(() => setIssuingProvider(flaky));
  afterAll(() => setIssuingProvider(undefined));
  const reconcile = async () => reconcileCardReservations(await getDb(), { olderThanSeconds: 0, leaseMs: 1 });

  it("a lock stands at once in our record; the reconciler tells the issuer once it answers", async () => {
    const { path, card } = await employeeWithCard("virtual");
    failing = "status";
    const locked = await call<Card>("POST", `${path}/lock`, { body: { reason: "suspected_fraud" } });
    expect(locked.body.locked).toBe(true);
    expect((await issuerStatuses(card.id)).virtual?.status).toBe("active");
    await reconcile();
    expect((await issuerStatuses(card.id)).virtual?.status).toBe("active");
    failing = null;
    await reconcile();
    expect((await issuerStatuses(card.id)).virtual?.status).toBe("inactive");
    const [row] = await (await getDb()).select().from(cards).where(eq(cards.id, card.id));
    expect(row!.issuerSyncsCovered).toBe(row!.issuerSyncRequests);
  });

  it("a replacement the issuer could not make: 503 with its id, then the reconciler issues it (card.created, card.replaced once)", async () => {
    const { employeeId, base, path, card } = await employeeWithCard("all");
    failing = "issue";
    const failed = await call("POST", `${path}/report-lost-or-stolen`, { body: { reason: "lost" } });
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe("card_issuer_unavailable");
    const replacementId = failed.body.cardId as string;
    expect((await call<Card>("GET", path)).body).toMatchObject({
      closeReason: "lost",
      replacedByCardId: replacementId,
    });
    // The old card is cancelled at the issuer already; the replacement is not listed until issued.
    expect((await issuerStatuses(card.id)).virtual?.status).toBe("canceled");
    expect((await call<{ data: Card[] }>("GET", `${base}/cards`)).body.data.map((c) => c.id)).toEqual([card.id]);
    failing = null;
    await reconcile();
    const replacement = (await call<Card>("GET", `${base}/cards/${replacementId}`)).body;
    expect(replacement).toMatchObject({
      replacesCardId: card.id,
      cardType: "all",
      physicalCard: { shipping: { status: "shipped" } },
    });
    // A retried report answers the same replacement.
    expect((await call<Card>("POST", `${path}/report-lost-or-stolen`, { body: { reason: "lost" } })).body.id).toBe(
      replacementId,
    );
    const types = (await eventsOf(employeeId)).map((e) => e.type);
    expect(types.filter((t) => t === "card.replaced")).toHaveLength(1);
    expect(types.filter((t) => t === "card.created")).toHaveLength(2);
  });
});
