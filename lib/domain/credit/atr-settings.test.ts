import { describe, expect, it } from "vitest";

import { ATR_SETTINGS, atrSettingsOf } from "./atr-settings";

describe("atrSettingsOf", () => {
  it("gives the settings of the version a decision names", () => {
    expect(atrSettingsOf(ATR_SETTINGS.version)).toBe(ATR_SETTINGS);
  });

  it.each(["", "2026-10-01", "2026-11-01 "])(
    "refuses a version this release does not hold (%j), naming it",
    (version) => {
      expect(() => atrSettingsOf(version)).toThrow(`ATR settings version ${JSON.stringify(version)}`);
    },
  );
});
