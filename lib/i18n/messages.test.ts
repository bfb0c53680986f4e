import { describe, expect, it } from "vitest";

import { messagesFor } from "./messages";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("translations", () => {
  it("has every English message in Spanish and nothing more", () => {
    expect(keys(messagesFor("es")).sort()).toEqual(keys(messagesFor("en")).sort());
  });

  it("leaves no Spanish message empty or identical to a long English one", () => {
    const en = new Map(keys(messagesFor("en")).map((key) => [key, key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messagesFor("en"))]));
    for (const key of keys(messagesFor("es"))) {
      const es = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messagesFor("es"));
      expect(typeof es === "string" && es.trim().length > 0, key).toBe(true);
      const english = en.get(key);
      // Pure ICU formats ("{date, date, medium}") are the same in every language.
      const words = typeof english === "string" ? english.replace(/\{[^{}]*\}/g, "").replace(/[^A-Za-z]/g, "") : "";
      if (words.length > 20) expect(es, key).not.toBe(english);
    }
  });
});
