import { describe, expect, it } from "vitest";

import { comparePositions, decodeEventCursor, encodeEventCursor, isEventCursor } from "./event-cursor";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

describe("event cursors", () => {
  it.each([
    [3n, 1n],
    [752n, 9_007_199_254_740_993n],
    [2n ** 64n - 1n, 2n ** 63n - 1n],
    [0n, 0n],
  ])("round-trips position (%s, %s)", (xactId, ordinal) => {
    const cursor = encodeEventCursor({ xactId, ordinal });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeEventCursor(cursor)).toEqual({ xactId, ordinal });
  });

  it("is opaque but stable: the same position always gives the same cursor", () => {
    expect(encodeEventCursor({ xactId: 754n, ordinal: 12n })).toBe(b64("1:754:12"));
  });

  it.each([
    ["empty", ""],
    ["not base64url", "abc+/def"],
    ["padding", `${b64("1:754:12")}=`],
    ["longer than 64 characters", "A".repeat(65)],
    ["another version", b64("2:754:12")],
    ["no version", b64("754:12")],
    ["a leading zero", b64("1:0754:12")],
    ["a sign", b64("1:-754:12")],
    ["a decimal point", b64("1:754.5:12")],
    ["an exponent", b64("1:7e2:12")],
    ["spaces", b64("1: 754:12")],
    ["a missing ordinal", b64("1:754:")],
    ["an extra part", b64("1:754:12:9")],
    ["a transaction id past xid8", b64(`1:${2n ** 64n}:1`)],
    ["an ordinal past bigint", b64(`1:3:${2n ** 63n}`)],
    ["twenty-one digits", b64(`1:${"9".repeat(21)}:1`)],
    ["a NUL byte", b64("1:754:12\u0000")],
    ["SQL", b64("1:754:12'; drop table events; --")],
    ["an event id", "evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8"],
    ["invalid UTF-8", Buffer.from([0x31, 0x3a, 0xff, 0x3a, 0x31]).toString("base64url")],
  ])("refuses %s", (_name, cursor) => {
    expect(decodeEventCursor(cursor)).toBeUndefined();
    expect(isEventCursor(cursor)).toBe(false);
  });

  it("refuses another base64url spelling of the same bytes", () => {
    const cursor = encodeEventCursor({ xactId: 754n, ordinal: 12n });
    // "1:754:12" is 8 bytes: the last of 11 characters carries 2 spare bits, which decoders ignore.
    const last = cursor.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const twin = cursor.slice(0, -1) + alphabet[alphabet.indexOf(last) + 1]!;
    expect(Buffer.from(twin, "base64url").equals(Buffer.from(cursor, "base64url"))).toBe(true);
    expect(decodeEventCursor(twin)).toBeUndefined();
  });

  it("orders positions by transaction id, then ordinal", () => {
    const sorted = [
      { xactId: 9n, ordinal: 1n },
      { xactId: 3n, ordinal: 7n },
      { xactId: 3n, ordinal: 2n },
      { xactId: 2n ** 40n, ordinal: 0n },
    ].sort(comparePositions);
    expect(sorted).toEqual([
      { xactId: 3n, ordinal: 2n },
      { xactId: 3n, ordinal: 7n },
      { xactId: 9n, ordinal: 1n },
      { xactId: 2n ** 40n, ordinal: 0n },
    ]);
    expect(comparePositions({ xactId: 5n, ordinal: 5n }, { xactId: 5n, ordinal: 5n })).toBe(0);
  });
});
