import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS } from "@/lib/domain/security/audit";

import { messagesFor, messagesSubset, sourceMessagesFor } from "./messages";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("translations", () => {
  it("has every English message in Spanish and nothing more", () => {
    expect(keys(sourceMessagesFor("es")).sort()).toEqual(keys(sourceMessagesFor("en")).sort());
  });

  it("leaves no Spanish message empty or identical to a long English one", () => {
    const en = new Map(
      keys(sourceMessagesFor("en")).map((key) => [
        key,
        key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], sourceMessagesFor("en")),
      ]),
    );
    for (const key of keys(sourceMessagesFor("es"))) {
      const es = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], sourceMessagesFor("es"));
      expect(typeof es === "string" && es.trim().length > 0, key).toBe(true);
      const english = en.get(key);
      // Pure ICU formats ("{date, date, medium}") are the same in every language.
      const words = typeof english === "string" ? english.replace(/\{[^{}]*\}/g, "").replace(/[^A-Za-z]/g, "") : "";
      if (words.length > 20) expect(es, key).not.toBe(english);
    }
  });
});

describe("the audit trail's words", () => {
  it("name every action the trail records, in each language (the page would show the raw code)", () => {
    for (const locale of ["en", "es"] as const) {
      const actions = (sourceMessagesFor(locale) as { admin: { audit: { actions: Record<string, unknown> } } }).admin
        .audit.actions;
      for (const action of AUDIT_ACTIONS) {
        const label = action
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], actions);
        expect(typeof label === "string" && label.length > 0, `${locale}: ${action}`).toBe(true);
      }
    }
  });
});

describe("messagesSubset", () => {
  it("takes whole namespaces", () => {
    const subset = messagesSubset("en", ["shell", "income"]);
    expect(Object.keys(subset)).toEqual(["shell", "income"]);
    expect(subset.income).toEqual(messagesFor("en").income);
  });

  it("takes one message of a namespace by its dotted path, beside the whole of another", () => {
    const subset = messagesSubset("es", ["card", "income.limitNow"]);
    expect(subset.card).toEqual(messagesFor("es").card);
    expect(subset.income).toEqual({ limitNow: (messagesFor("es").income as Record<string, unknown>).limitNow });
  });

  it("keeps a namespace whole when a path inside it is also asked for", () => {
    const subset = messagesSubset("en", ["income", "income.limitNow"]);
    expect(subset.income).toEqual(messagesFor("en").income);
  });

  it("refuses a path that names nothing", () => {
    expect(() => messagesSubset("en", ["income.noSuchMessage"])).toThrow("No messages at income.noSuchMessage");
    expect(() => messagesSubset("en", ["noSuchNamespace"])).toThrow();
  });
});
