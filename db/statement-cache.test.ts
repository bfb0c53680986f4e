import { describe, expect, it } from "vitest";

import {
  MAX_NAMED_PER_CONNECTION,
  MIN_PREPARED_LENGTH,
  PREPARE_AFTER,
  prepareRepeatedStatements,
  statementName,
} from "./statement-cache";

// A connection whose `query` records what it was handed, as pg's client would receive it.
function fakeConnection() {
  type Config = { name?: string; text: string; values?: unknown[]; submit?: () => void };
  const sent: Config[] = [];
  const strings: string[] = [];
  const connection = {
    query(config: Config | string, _values?: unknown[]) {
      if (typeof config === "string") strings.push(config);
      else sent.push(config);
      return Promise.resolve({ rows: [] });
    },
  };
  prepareRepeatedStatements(connection);
  return { connection, sent, strings };
}

let unique = 0;
/** A text no other test sends, as long as `length`. */
function longText(length = MIN_PREPARED_LENGTH) {
  const head = `select ${++unique} /* ${Math.random()} */ where $1 = `;
  return head + "x".repeat(Math.max(0, length - head.length));
}

describe("prepareRepeatedStatements", () => {
  it("names a long statement with parameters from its PREPARE_AFTERth sending on, the same name every time", async () => {
    const { connection, sent } = fakeConnection();
    const text = longText();
    for (let i = 0; i < PREPARE_AFTER + 2; i++) await connection.query({ text }, [1]);
    const names = sent.map((config) => config.name);
    expect(names.slice(0, PREPARE_AFTER - 1)).toEqual(Array(PREPARE_AFTER - 1).fill(undefined));
    expect(new Set(names.slice(PREPARE_AFTER - 1))).toEqual(new Set([statementName(text)]));
    // The caller's config is left as it was: drizzle reuses it for the next call.
    expect(sent.every((config) => config.text === text)).toBe(true);
  });

  it("counts a text across connections: a second connection prepares it at once", async () => {
    const first = fakeConnection();
    const second = fakeConnection();
    const text = longText();
    for (let i = 0; i < PREPARE_AFTER; i++) await first.connection.query({ text }, [1]);
    await second.connection.query({ text }, [1]);
    expect(second.sent[0]?.name).toBe(statementName(text));
  });

  it("leaves short statements, statements without parameters and already named ones alone", async () => {
    const { connection, sent } = fakeConnection();
    const short = longText(MIN_PREPARED_LENGTH - 1).slice(0, MIN_PREPARED_LENGTH - 1);
    const noValues = longText();
    const named = longText();
    for (let i = 0; i < PREPARE_AFTER + 1; i++) {
      await connection.query({ text: short }, [1]);
      await connection.query({ text: noValues }, []);
      await connection.query({ text: noValues });
      await connection.query({ text: named, name: "mine" }, [1]);
    }
    expect(sent.filter((config) => config.text !== named).every((config) => config.name === undefined)).toBe(true);
    expect(sent.filter((config) => config.text === named).every((config) => config.name === "mine")).toBe(true);
  });

  it("takes the parameters from the config when they are not a second argument", async () => {
    const { connection, sent } = fakeConnection();
    const text = longText();
    for (let i = 0; i < PREPARE_AFTER; i++) await connection.query({ text, values: [1] });
    expect(sent.at(-1)?.name).toBe(statementName(text));
  });

  it("names at most MAX_NAMED_PER_CONNECTION statements on one connection, and keeps using those", async () => {
    const { connection, sent } = fakeConnection();
    const texts = Array.from({ length: MAX_NAMED_PER_CONNECTION + 1 }, () => longText());
    for (const text of texts) for (let i = 0; i < PREPARE_AFTER; i++) await connection.query({ text }, [1]);
    const lastOf = (text: string) => sent.filter((config) => config.text === text).at(-1);
    expect(lastOf(texts[MAX_NAMED_PER_CONNECTION - 1]!)?.name).toBe(
      statementName(texts[MAX_NAMED_PER_CONNECTION - 1]!),
    );
    expect(lastOf(texts[MAX_NAMED_PER_CONNECTION]!)?.name).toBeUndefined();
    await connection.query({ text: texts[0]! }, [1]);
    expect(sent.at(-1)?.name).toBe(statementName(texts[0]!));
  });

  it("passes cursors and plain strings through untouched", async () => {
    const { connection, sent, strings } = fakeConnection();
    const cursor = { text: longText(), submit: () => {} };
    const text = longText();
    for (let i = 0; i < PREPARE_AFTER + 1; i++) {
      await connection.query(cursor, [1]);
      await connection.query(text, [1]);
    }
    expect(sent.every((config) => config.name === undefined)).toBe(true);
    expect(strings).toEqual(Array(PREPARE_AFTER + 1).fill(text));
  });

  it("names a text by its content only", () => {
    expect(statementName("select $1")).toBe(statementName("select $1"));
    expect(statementName("select $1")).not.toBe(statementName("select $2"));
    expect(statementName("select $1")).toMatch(/^s_[A-Za-z0-9_-]{22}$/);
  });
});
