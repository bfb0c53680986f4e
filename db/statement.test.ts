import { sql, type SQL } from "drizzle-orm";
import { PgDialect, QueryBuilder } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

import { atrSubmissions, cards, employees, paymentMethods } from "./schema";
import { cte, decodeRow, json, statement } from "./statement";

const dialect = new PgDialect();
const render = (query: SQL) => dialect.sqlToQuery(query);
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

describe("cte and statement", () => {
  it("compose named parts into one statement, a builder in its own parentheses and a fragment given them", () => {
    const changed = cte("changed", sql`update ${employees} set first_name = ${"Ana"} returning *`);
    const counted = cte("counted", sql`select count(*) from ${changed.name}`);
    const { sql: text, params } = render(
      statement([changed, counted], sql`select ${changed.column(employees.eventSequence)} from ${changed.name}`),
    );
    expect(oneLine(text)).toBe(
      'with "changed" as (update "employees" set first_name = $1 returning *), "counted" as (select count(*) from "changed") select "changed"."event_sequence" from "changed"',
    );
    expect(params).toEqual(["Ana"]);
  });

  it("put a query builder in the parentheses it renders in", () => {
    const live = cte("live", new QueryBuilder().select({ id: cards.id }).from(cards).limit(1));
    expect(oneLine(render(statement([live], sql`select * from ${live.name}`)).sql)).toBe(
      'with "live" as (select "id" from "cards" limit $1) select * from "live"',
    );
  });

  it("name a part's exists and count by the part", () => {
    const part = cte("recorded_event", sql`select 1`);
    expect(render(part.exists).sql).toBe('exists (select 1 from "recorded_event")');
    expect(render(part.count).sql).toBe('(select count(*) from "recorded_event")::int');
  });

  it("is the final select alone when there is no part", () => {
    expect(render(statement([], sql`select 1`)).sql).toBe("select 1");
  });
});

describe("decodeRow", () => {
  const raw = {
    id: "card_1",
    employer_id: "empr_1",
    created_at: "2026-12-06 12:00:00.5+00",
  };

  it("decodes the columns it is given through each column, under the keys it is given", () => {
    const row = decodeRow({ id: cards.id, employerId: cards.employerId, createdAt: cards.createdAt }, raw);
    expect(row).toEqual({ id: "card_1", employerId: "empr_1", createdAt: new Date("2026-12-06T12:00:00.500Z") });
  });

  it("keeps a null a null", () => {
    expect(decodeRow({ createdAt: cards.createdAt }, { created_at: null })).toEqual({ createdAt: null });
  });

  it("refuses a row that lacks a column, naming it", () => {
    expect(() => decodeRow({ id: cards.id, state: cards.state }, raw)).toThrow("the row has no column state");
    expect(() => decodeRow(cards, raw)).toThrow(/the row has no column/);
  });
});

describe("json", () => {
  const latest = json.row(
    {
      id: atrSubmissions.id,
      maxAllowableBalanceCents: atrSubmissions.maxAllowableBalanceCents,
      createdAt: atrSubmissions.createdAt,
    },
    sql`from ${atrSubmissions} limit 1`,
  );
  const methods = json.rows(
    { id: paymentMethods.id, status: paymentMethods.status },
    sql`from ${paymentMethods}`,
    sql`${paymentMethods.id}`,
  );
  const statuses = json.values(paymentMethods.status, sql`from ${paymentMethods}`);
  const flagged = sql<boolean>`true`;
  const whole = json.object({ latest, methods, statuses, flagged });

  it("builds the value from the fields, with the keys written into the statement", () => {
    const { sql: text } = render(whole.sql);
    expect(oneLine(text)).toBe(
      oneLine(`json_build_object('latest', (select json_build_object('id', "atr_submissions"."id", 'maxAllowableBalanceCents', "atr_submissions"."max_allowable_balance_cents", 'createdAt', "atr_submissions"."created_at") from "atr_submissions" limit 1),
        'methods', coalesce((select json_agg(json_build_object('id', "payment_methods"."id", 'status', "payment_methods"."status") order by "payment_methods"."id") from "payment_methods"), '[]'::json),
        'statuses', coalesce((select json_agg("payment_methods"."status") from "payment_methods"), '[]'::json),
        'flagged', true)`),
    );
  });

  it("reads it back as a select would: a timestamp a Date, a bigint a number, nested parts by their own reader", () => {
    const value = {
      latest: { id: "atr_1", maxAllowableBalanceCents: "1250000", createdAt: "2026-12-06T12:00:00.5+00:00" },
      methods: [{ id: 7, status: "Verified" }],
      statuses: ["Verified", null],
      flagged: true,
    };
    const expected = {
      latest: { id: "atr_1", maxAllowableBalanceCents: 1_250_000, createdAt: new Date("2026-12-06T12:00:00.500Z") },
      methods: [{ id: 7, status: "Verified" }],
      statuses: ["Verified", null],
      flagged: true,
    };
    expect(whole.read(value)).toEqual(expected);
    // A driver may hand the JSON over as text.
    expect(whole.read(JSON.stringify(value))).toEqual(expected);
  });

  it("reads no row as null, no rows as empty, a missing key as null", () => {
    expect(whole.read({ latest: null, methods: [], statuses: [] })).toEqual({
      latest: null,
      methods: [],
      statuses: [],
      flagged: null,
    });
    expect(latest.read(null)).toBeNull();
    expect(methods.read(null)).toEqual([]);
  });

  it("takes only plain names as keys, so nothing but the code's own names is written into the statement", () => {
    expect(() => json.object({ "x') or true --": employees.id })).toThrow(/a key must be a plain name/);
    expect(() => json.object({ "": employees.id })).toThrow(/a key must be a plain name/);
  });
});
