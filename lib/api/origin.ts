import { isIP } from "node:net";

import { getEnv } from "@/lib/env";
import type { Origin } from "@/lib/services/context";

/**
 * The TCP peer's address, as scripts/server.mjs (the server in front of Next.js) writes it on
 * every request, overwriting whatever a client sent under this name. Next.js gives route handlers
 * no socket address of their own.
 */
export const PEER_ADDRESS_HEADER = "x-benefits-peer-address";

const valid = (candidate: string | null | undefined) => (candidate && isIP(candidate) !== 0 ? candidate : null);

/**
 * The client's address. Behind `hops` trusted proxies it comes from X-Forwarded-For: each proxy
 * appends the address it received the request from, so the client is the entry `hops` from the
 * right; anything left of it was written by the client and proves nothing. With no trusted proxy
 * the header is ignored, since anyone can send it, and the client is the connection's peer.
 */
export function clientAddress(forwardedFor: string | null, hops: number, peer: string | null = null): string | null {
  if (hops <= 0) return valid(peer);
  if (!forwardedFor) return null;
  const entries = forwardedFor.split(",").map((entry) => entry.trim());
  return valid(entries[entries.length - hops]);
}

/** The request's id, client address and user agent, for records that must say where an action came from. */
export function requestOrigin(request: Request, requestId: string): Origin {
  return {
    requestId,
    ipAddress: clientAddress(
      request.headers.get("x-forwarded-for"),
      getEnv().TRUSTED_PROXY_HOPS ?? 0,
      request.headers.get(PEER_ADDRESS_HEADER),
    ),
    userAgent: request.headers.get("user-agent")?.slice(0, 512) ?? null,
  };
}
