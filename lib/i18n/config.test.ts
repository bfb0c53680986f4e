import { describe, expect, it } from "vitest";

import { resolveLocale } from "./config";

describe("resolveLocale", () => {
  it.each([
    ["es", "en-US", "es"],
    [undefined, "es-MX,es;q=0.9,en;q=0.8", "es"],
    [undefined, "fr-FR,es;q=0.5", "es"],
    [undefined, "fr-FR", "en"],
    [undefined, null, "en"],
    ["de", "de-DE", "en"],
  ] as const)("cookie %s, Accept-Language %s → %s", (cookie, header, expected) => {
    expect(resolveLocale(cookie, header)).toBe(expected);
  });
});
