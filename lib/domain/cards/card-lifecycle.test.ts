import { describe, expect, it } from "vitest";

import {
  carriedLocks,
  issuerStatusFor,
  LOCK_REASONS,
  planClose,
  planLock,
  planLossReport,
  planUndeliveredReplacement,
  planUnlock,
  type CardLock,
  type LifecycleActor,
  type LockReason,
} from "./card-lifecycle";

const open = (locks: CardLock[] = []) => ({ closed: false, locks });
const closed = { closed: true, locks: [] };
const ACTORS: LifecycleActor[] = ["partner", "employee", "admin", "system"];

describe("locks stack by reason; each actor places and lifts only its own reasons", () => {
  const table: Array<[LockReason, LifecycleActor[]]> = [
    ["cardholder_request", ["employee", "partner", "admin"]],
    ["employer_request", ["partner", "admin"]],
    ["suspected_fraud", ["partner", "admin"]],
    ["employment_ended", ["system"]],
    ["not_eligible", ["system"]],
    ["identity_unverified", ["system"]],
  ];
  it.each(table)("%s: placed and lifted by %j only", (reason, allowed) => {
    for (const actor of ACTORS) {
      const lock = planLock(open(), actor, reason);
      const lift = planUnlock(open([{ reason, placedBy: allowed[0]! }]), actor, reason);
      if (allowed.includes(actor)) {
        expect(lock).toEqual({ ok: true, changes: true });
        expect(lift).toEqual({ ok: true, changes: true });
      } else {
        expect(lock).toMatchObject({ ok: false, refusal: { code: "card_action_not_allowed" } });
        expect(lift).toMatchObject({ ok: false, refusal: { code: "card_action_not_allowed" } });
      }
    }
  });

  it("covers every reason of the catalog", () => {
    expect(table.map(([reason]) => reason).sort()).toEqual([...LOCK_REASONS].sort());
  });

  it("the same reason twice is one lock; another reason stacks", () => {
    const locked = open([{ reason: "cardholder_request", placedBy: "employee" }]);
    expect(planLock(locked, "employee", "cardholder_request")).toEqual({ ok: true, changes: false });
    expect(planLock(locked, "admin", "employer_request")).toEqual({ ok: true, changes: true });
  });

  it("an employee cannot lift HR's lock, and lifting their own leaves HR's standing", () => {
    const both = open([
      { reason: "cardholder_request", placedBy: "employee" },
      { reason: "employer_request", placedBy: "admin" },
    ]);
    expect(planUnlock(both, "employee", "employer_request")).toMatchObject({
      ok: false,
      refusal: { code: "card_action_not_allowed" },
    });
    expect(planUnlock(both, "employee", "cardholder_request")).toEqual({ ok: true, changes: true });
  });

  it("lifting a lock that does not stand changes nothing", () => {
    expect(planUnlock(open(), "employee", "cardholder_request")).toEqual({ ok: true, changes: false });
  });

  it("a closed card takes no lock and loses none", () => {
    expect(planLock(closed, "admin", "employer_request")).toMatchObject({
      ok: false,
      refusal: { code: "card_closed" },
    });
    expect(planUnlock(closed, "admin", "employer_request")).toMatchObject({
      ok: false,
      refusal: { code: "card_closed" },
    });
  });
});

describe("closing and reporting lost or stolen", () => {
  it("close: partner and HR for their reasons, the program for employment_ended, never the employee", () => {
    expect(planClose(open(), "partner", "cardholder_request")).toEqual({ ok: true, changes: true });
    expect(planClose(open(), "admin", "suspected_fraud")).toEqual({ ok: true, changes: true });
    expect(planClose(open(), "employee", "cardholder_request")).toMatchObject({ ok: false });
    expect(planClose(open(), "admin", "employment_ended")).toMatchObject({ ok: false });
    expect(planClose(open(), "system", "employment_ended")).toEqual({ ok: true, changes: true });
    expect(planClose(closed, "admin", "employer_request")).toEqual({ ok: true, changes: false });
  });

  it("lost or stolen: employee, partner and HR, even on a locked card; a second report changes nothing", () => {
    const locked = open([{ reason: "employer_request", placedBy: "admin" }]);
    for (const actor of ["employee", "partner", "admin"] as const)
      expect(planLossReport(locked, actor)).toEqual({ ok: true, changes: true });
    expect(planLossReport(open(), "system")).toMatchObject({ ok: false });
    expect(planLossReport(closed, "employee")).toEqual({ ok: true, changes: false });
  });

  it("mailing again: only a card whose physical card came back (returned, failure), by the cardholder, partner or HR", () => {
    const card = (shippingStatus: string | null) => ({ ...open(), shippingStatus });
    for (const status of ["returned", "failure"])
      expect(planUndeliveredReplacement(card(status), "employee")).toEqual({ ok: true, changes: true });
    for (const status of ["pending", "shipped", "delivered", null]) {
      expect(planUndeliveredReplacement(card(status), "employee")).toMatchObject({
        ok: false,
        refusal: { code: "physical_card_not_returned" },
      });
    }
    expect(planUndeliveredReplacement(card("returned"), "system")).toMatchObject({
      ok: false,
      refusal: { code: "card_action_not_allowed" },
    });
    expect(planUndeliveredReplacement({ ...closed, shippingStatus: "returned" }, "admin")).toEqual({
      ok: true,
      changes: false,
    });
  });

  it("a replacement keeps HR's and the program's locks, not the cardholder's own", () => {
    const locks: CardLock[] = [
      { reason: "cardholder_request", placedBy: "employee" },
      { reason: "employer_request", placedBy: "admin" },
      { reason: "not_eligible", placedBy: "system" },
    ];
    expect(carriedLocks(locks).map((lock) => lock.reason)).toEqual(["employer_request", "not_eligible"]);
  });
});

describe("what the issuer must hold", () => {
  it.each([
    [{ kind: "virtual", activated: true, closedBecause: null, locked: false }, { status: "active" }],
    [{ kind: "virtual", activated: true, closedBecause: null, locked: true }, { status: "inactive" }],
    [{ kind: "physical", activated: false, closedBecause: null, locked: false }, { status: "inactive" }],
    [{ kind: "physical", activated: true, closedBecause: null, locked: false }, { status: "active" }],
    [{ kind: "physical", activated: true, closedBecause: null, locked: true }, { status: "inactive" }],
    [
      { kind: "physical", activated: true, closedBecause: "stolen", locked: true },
      { status: "canceled", cancellationReason: "stolen" },
    ],
    [
      { kind: "virtual", activated: true, closedBecause: "lost", locked: false },
      { status: "canceled", cancellationReason: "lost" },
    ],
    [{ kind: "virtual", activated: true, closedBecause: "employer_request", locked: false }, { status: "canceled" }],
    [{ kind: "physical", activated: false, closedBecause: "undeliverable", locked: false }, { status: "canceled" }],
  ] as const)("%j → %j", (part, expected) => {
    expect(issuerStatusFor(part)).toEqual(expected);
  });
});
