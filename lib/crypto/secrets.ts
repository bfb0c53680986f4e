import { createHash, timingSafeEqual } from "node:crypto";

import { randomBase62 } from "@/lib/ids";

/** 43 base62 characters carry 256 bits; the prefix tells a leaked secret's kind at a glance. */
export function generateClientSecret(): string {
  return `csk_test_${randomBase62(43)}`;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Constant-time comparison of a presented secret with a stored hash. */
export function verifySecret(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(presented), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
