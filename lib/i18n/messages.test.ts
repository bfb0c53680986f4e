import { describe, expect, it } from "vitest";

import { sourceMessagesFor } from "./messages";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe("translations", () => {
  it("has every English message in Spanish and nothing more", () => {
    expect(keys(sourceMessagesFor("es")).sort()).toEqual(keys(sourceMessagesFor("en")).sort());
  });

  it("leaves no Spanish message empty or identical to a long English one", () => {
    const en = new Map(keys(sourceMessagesFor("en")).map((key) => [key, key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], sourceMessagesFor("en"))]));
    for (const key of keys(sourceMessagesFor("es"))) {
      const es = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], sourceMessagesFor("es"));
      expect(typeof es === "string" && es.trim().length > 0, key).toBe(true);
      const english = en.get(key);
      // Pure ICU formats ("{date, date, medium}") are the same in every language.
      const words = typeof english === "string" ? english.replace(/\{[^{}]*\}/g, "").replace(/[^A-Za-z]/g, "") : "";
      if (words.length > 20) expect(es, key).not.toBe(english);
    }
  });
});
