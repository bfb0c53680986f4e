import { describe, expect, it } from "vitest";

import { querySummary } from "./db-spans";

describe("database span names: operation and first table, never the statement", () => {
  it.each([
    ['select "id", "ssn_encrypted" from "employees" where "employees"."id" = $1', "select", "employees"],
    ['insert into "identity_checks" ("id", "traceparent") values ($1, $2) returning *', "insert", "identity_checks"],
    ['update "cards" set "state" = $1 where "cards"."id" = $2', "update", "cards"],
    ['delete from "rate_limits" where key = $1', "delete", "rate_limits"],
    [
      "  WITH due AS (select id from webhook_deliveries) update webhook_deliveries w set ...",
      "with",
      "webhook_deliveries",
    ],
    ["begin", "begin", undefined],
  ])("%s", (text, operation, table) => {
    expect(querySummary(text)).toEqual(table ? { operation, table } : { operation });
  });

  it("keeps nothing of a value written into the text", () => {
    const summary = querySummary("select * from employees where ssn = '231-54-8765' and email = 'a@b.example'");
    expect(JSON.stringify(summary)).not.toMatch(/231|@/);
  });
});
