/**
 * A place in the event feed: the id of the transaction that wrote the event (PostgreSQL's xid8)
 * and the event's ordinal (the order of writing). The feed is ordered by (xactId, ordinal).
 */
export type EventPosition = { xactId: bigint; ordinal: bigint };

const VERSION = "1";
const MAX_XID8 = 2n ** 64n - 1n;
const MAX_BIGINT = 2n ** 63n - 1n;
// Decimal without leading zeros: one spelling per number, so one cursor per position.
const DECODED = /^1:(0|[1-9][0-9]{0,19}):(0|[1-9][0-9]{0,18})$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,64}$/;

/** The opaque cursor partners pass back as `after`: base64url of `1:<xactId>:<ordinal>`. */
export function encodeEventCursor(position: EventPosition): string {
  return Buffer.from(`${VERSION}:${position.xactId}:${position.ordinal}`, "utf8").toString("base64url");
}

/**
 * The position a cursor names, or undefined for anything this service did not issue: wrong
 * alphabet, padding, another spelling of the same bytes, another format, numbers out of range.
 */
export function decodeEventCursor(cursor: string): EventPosition | undefined {
  if (!BASE64URL.test(cursor)) return undefined;
  const match = DECODED.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) return undefined;
  const position = { xactId: BigInt(match[1]!), ordinal: BigInt(match[2]!) };
  if (position.xactId > MAX_XID8 || position.ordinal > MAX_BIGINT) return undefined;
  // base64url has several spellings of one byte string (the last character's spare bits).
  return encodeEventCursor(position) === cursor ? position : undefined;
}

export const isEventCursor = (cursor: string): boolean => decodeEventCursor(cursor) !== undefined;

/** Negative, zero or positive as `a` comes before, at or after `b` in the feed. */
export function comparePositions(a: EventPosition, b: EventPosition): number {
  if (a.xactId !== b.xactId) return a.xactId < b.xactId ? -1 : 1;
  if (a.ordinal !== b.ordinal) return a.ordinal < b.ordinal ? -1 : 1;
  return 0;
}
