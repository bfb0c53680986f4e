import { isIP } from "node:net";

import { getEnv } from "@/lib/env";
import type { Origin } from "@/lib/services/context";

/**
 * The client's address from X-Forwarded-For, only behind `hops` trusted proxies: each appends the
 * address it received the request from, so the client is the entry `hops` from the right. Anything
 * left of it was written by the client and proves nothing. With no trusted proxy configured the
 * header is ignored (null), since anyone can send it.
 */
export function clientAddress(forwardedFor: string | null, hops: number): string | null {
  if (hops <= 0 || !forwardedFor) return null;
  const entries = forwardedFor.split(",").map((entry) => entry.trim());
  const candidate = entries[entries.length - hops];
  return candidate !== undefined && isIP(candidate) !== 0 ? candidate : null;
}

/** The request's id, client address and user agent, for records that must say where an action came from. */
export function requestOrigin(request: Request, requestId: string): Origin {
  return {
    requestId,
    ipAddress: clientAddress(request.headers.get("x-forwarded-for"), getEnv().TRUSTED_PROXY_HOPS),
    userAgent: request.headers.get("user-agent")?.slice(0, 512) ?? null,
  };
}
