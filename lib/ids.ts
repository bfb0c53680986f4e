import { randomFillSync } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export type IdPrefix = "empr" | "empl" | "cli" | "evt" | "req" | "card" | "agr" | "whep" | "msg" | "atr" | "idv" | "doc" | "sit" | "mail" | "adm" | "imp" | "sftp" | "sshk" | "sfil" | "elf";

// Random bytes are drawn from the CSPRNG 4 KiB at a time and handed out from this pool: a call to
// the CSPRNG costs about as much as the id itself, and an eligibility import makes two ids a row.
// Each byte is used once and wiped as it is taken (a password made from it is not left behind in
// the pool), so ids are exactly as random as with one call per id.
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

function nextRandomByte(): number {
  if (poolOffset === POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const byte = pool[poolOffset]!;
  pool[poolOffset++] = 0;
  return byte;
}

/** Random base62 string; rejection sampling keeps every character equally likely. */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    const byte = nextRandomByte();
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}

/** Ids are opaque prefixed strings (`empl_…`) where the spec leaves the type open. */
export function createId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(22)}`;
}

export function hasPrefix(value: string, prefix: IdPrefix): boolean {
  return value.startsWith(`${prefix}_`) && /^[A-Za-z0-9]{1,64}$/.test(value.slice(prefix.length + 1));
}
