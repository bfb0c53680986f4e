// @module-tag embedded-db — also on PGlite: migrations are applied when the embedded database opens: a backfill on PGlite.
import { describe, expect, it } from "vitest";

import { scratchBeforeMigration } from "../support/migration-scratch";

// Migration 0017 on a database holding events from before it: the backfill must keep their order,
// number each employee's events and give endpoint events their client. Run on a scratch database
// of the suite's kind, migrated by hand to 0016, filled, then taken through 0017.

const scratch = scratchBeforeMigration('ADD COLUMN "xact_id"');

describe("migration: the event feed", () => {
  it("keeps existing events in created_at order, numbers each employee's, and keeps endpoint events to their client", async () => {
    const q = scratch.query;
    await q(`insert into employers (id, name) values ('empr_m', 'Migrated')`);
    await q(
      `insert into employees (id, employer_id, first_name, last_name, email) values ('empl_a', 'empr_m', 'A', 'A', 'a@example.com'), ('empl_b', 'empr_m', 'B', 'B', 'b@example.com')`,
    );
    await q(
      `insert into api_clients (id, name, secret_hash, secret_last_four, pinned_api_version) values ('cli_m', 'c', 'h', '0000', '2027-01-01')`,
    );
    await q(
      `insert into webhook_endpoints (id, client_id, url, event_types, secret_encrypted) values ('whep_m', 'cli_m', 'http://127.0.0.1:9/x', '["*"]', 'x')`,
    );
    // Written in an order unlike their times (ids sort unlike them too), as a busy outbox is.
    const rows: Array<[string, string, string | null, number, string]> = [
      ["evt_9", "employee.updated", "empl_a", 5, "{}"],
      ["evt_1", "employee.created", "empl_b", 2, "{}"],
      ["evt_5", "webhook-endpoint.disabled", null, 6, `{"endpointId": "whep_m"}`],
      ["evt_3", "employee.created", "empl_a", 1, "{}"],
      ["evt_7", "employee.updated", "empl_b", 4, "{}"],
      ["evt_2", "webhook-endpoint.enabled", null, 7, `{"endpointId": "whep_gone"}`],
      ["evt_4", "employee.updated", "empl_a", 3, "{}"],
    ];
    for (const [id, type, employee, minute, data] of rows) {
      await q(
        `insert into events (id, type, employer_id, employee_id, data, created_at) values ('${id}', '${type}', 'empr_m', ${employee ? `'${employee}'` : "null"}, '${data}', timestamptz '2026-01-01 00:00:00+00' + interval '${minute} minutes')`,
      );
    }

    await scratch.migrate();

    const migrated = await q(
      `select id, xact_id::text as xact_id, ordinal::text as ordinal, employee_sequence, client_id from events order by xact_id, ordinal`,
    );
    // In created_at order; the endpoint event whose endpoint (and client) is gone is dropped.
    expect(migrated.map((row) => row.id)).toEqual(["evt_3", "evt_1", "evt_4", "evt_7", "evt_9", "evt_5"]);
    expect(new Set(migrated.map((row) => row.xact_id)).size).toBe(1);
    expect(migrated.map((row) => Number(row.ordinal))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(migrated.map((row) => row.employee_sequence)).toEqual([1, 1, 2, 2, 3, null]);
    expect(migrated.map((row) => row.client_id)).toEqual([null, null, null, null, null, "cli_m"]);
    const counters = await q(`select id, event_sequence from employees order by id`);
    expect(counters).toEqual([
      { id: "empl_a", event_sequence: 3 },
      { id: "empl_b", event_sequence: 2 },
    ]);

    // A later write comes after them: a newer transaction id and the next ordinal.
    await q(`insert into events (id, type, employer_id, data) values ('evt_new', 'employee.created', 'empr_m', '{}')`);
    const [fresh] = await q(
      `select xact_id > '${String(migrated[0]!.xact_id)}'::xid8 as later, ordinal::text as ordinal from events where id = 'evt_new'`,
    );
    expect(fresh).toEqual({ later: true, ordinal: "7" });
  });
});
