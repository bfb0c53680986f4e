import { randomFillSync } from "node:crypto";

// Random bytes drawn from the CSPRNG 4 KiB at a time and handed out from a pool: a call to the
// CSPRNG for a few bytes costs several microseconds, and an eligibility import needs two ids and
// an IV a row. Each byte is handed out once and wiped as it goes (a password or key made from it
// is not left behind in the pool), so what callers get is exactly as random as a call of their own.
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

function refillIfEmpty(): void {
  if (offset < POOL_BYTES) return;
  randomFillSync(pool);
  offset = 0;
}

/** One random byte. */
export function randomByte(): number {
  refillIfEmpty();
  const byte = pool[offset]!;
  pool[offset++] = 0;
  return byte;
}

/** `length` random bytes in a buffer of their own. */
export function randomBytesFromPool(length: number): Buffer {
  const out = Buffer.allocUnsafe(length);
  let written = 0;
  while (written < length) {
    refillIfEmpty();
    const take = Math.min(length - written, POOL_BYTES - offset);
    pool.copy(out, written, offset, offset + take);
    pool.fill(0, offset, offset + take);
    offset += take;
    written += take;
  }
  return out;
}
