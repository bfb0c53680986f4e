import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { formatSealedText, keysToTry, parseKeyring, parseSealedText, SINGLE_KEY_ID } from "./keyring";

const key = () => randomBytes(32).toString("base64");
const refused = (result: ReturnType<typeof parseKeyring>) =>
  result.ok ? undefined : `${result.setting}: ${result.problem}`;

describe("parseKeyring", () => {
  it("keeps DATA_ENCRYPTION_KEY alone working: a ring of one", () => {
    const single = key();
    const result = parseKeyring({ key: single });
    expect(result.ok && result.keyring.currentId).toBe(SINGLE_KEY_ID);
    expect(result.ok && result.keyring.keys.get(SINGLE_KEY_ID)?.toString("base64")).toBe(single);
  });

  it("reads ids and keys in order, the one marked '*' current, keys ending in '=' included", () => {
    const [a, b] = [key(), key()];
    expect(a.endsWith("=")).toBe(true);
    const result = parseKeyring({ keys: ` 2026-11=${a} , *2027-01=${b}` });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.keyring.currentId).toBe("2027-01");
    expect([...result.keyring.keys.keys()]).toEqual(["2026-11", "2027-01"]);
    expect(result.keyring.keys.get("2026-11")!.toString("base64")).toBe(a);
  });

  it.each([
    [{}, "DATA_ENCRYPTION_KEY: is missing"],
    [{ key: "short" }, "DATA_ENCRYPTION_KEY: must be 32 random bytes"],
    [{ key: Buffer.alloc(31).toString("base64") }, "DATA_ENCRYPTION_KEY: must be 32 random bytes"],
    [{ keys: `a=${key()}` }, "DATA_ENCRYPTION_KEYS: marks no key current"],
    [{ keys: "*a" }, "DATA_ENCRYPTION_KEYS: entry 1 is not id=key"],
    [{ keys: `*a b=${key()}` }, "DATA_ENCRYPTION_KEYS: entry 1: an id is"],
    [{ keys: `*${"x".repeat(33)}=${key()}` }, "DATA_ENCRYPTION_KEYS: entry 1: an id is"],
    [{ keys: `*a=not-base64!` }, "DATA_ENCRYPTION_KEYS: the key a must be 32"],
  ])("refuses %j, naming the setting", (settings, message) => {
    expect(refused(parseKeyring(settings))).toContain(message);
  });

  it("refuses two current keys, an id twice, and one key under two ids", () => {
    const [a, b] = [key(), key()];
    expect(refused(parseKeyring({ keys: `*a=${a},*b=${b}` }))).toContain("more than one key current");
    expect(refused(parseKeyring({ keys: `*a=${a},a=${b}` }))).toContain("the id a is given twice");
    expect(refused(parseKeyring({ keys: `*a=${a},b=${a}` }))).toContain("repeats another id's key");
  });

  it("allows the single key beside the ring only when it is one of the ring's keys", () => {
    const [a, b] = [key(), key()];
    expect(parseKeyring({ keys: `*new=${b},old=${a}`, key: a }).ok).toBe(true);
    expect(refused(parseKeyring({ keys: `*new=${b}`, key: a }))).toContain("DATA_ENCRYPTION_KEY: is set beside");
  });
});

describe("sealed text", () => {
  it("formats and parses a value with its key id", () => {
    const text = formatSealedText({ keyId: "2027-01", iv: "aXY=", tag: "dGFn", body: "Ym9keQ==" });
    expect(text).toBe("v2:2027-01:aXY=:dGFn:Ym9keQ==");
    expect(parseSealedText(text)).toEqual({ keyId: "2027-01", iv: "aXY=", tag: "dGFn", body: "Ym9keQ==" });
  });

  it("parses a value from before key ids, and an empty body", () => {
    expect(parseSealedText("v1:aXY=:dGFn:Ym9keQ==")).toEqual({
      keyId: null,
      iv: "aXY=",
      tag: "dGFn",
      body: "Ym9keQ==",
    });
    expect(parseSealedText("v2:k:aXY=:dGFn:")).toEqual({ keyId: "k", iv: "aXY=", tag: "dGFn", body: "" });
  });

  it.each(["", "v1", "v1:a:b", "v3:k:a:b:c", "v2::a:b:c", "v2:k k:a:b:c", "v2:k:a:b:c:d", "v2:k::b:c"])(
    "refuses %j",
    (text) => {
      expect(parseSealedText(text)).toBeUndefined();
    },
  );
});

describe("keysToTry", () => {
  const parsed = parseKeyring({ keys: `old=${key()},*new=${key()},older=${key()}` });
  const keyring = parsed.ok ? parsed.keyring : (undefined as never);

  it("is the named key alone, or nothing for an id the ring no longer holds", () => {
    expect(keysToTry(keyring, "old")).toEqual([keyring.keys.get("old")]);
    expect(keysToTry(keyring, "removed")).toEqual([]);
  });

  it("is every key, the current first, for a value from before key ids", () => {
    expect(keysToTry(keyring, null)).toEqual([
      keyring.keys.get("new"),
      keyring.keys.get("old"),
      keyring.keys.get("older"),
    ]);
  });
});
