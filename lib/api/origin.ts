import type { Origin } from "@/lib/services/context";

/** The request's id, client address and user agent, for records that must say where an action came from. */
export function requestOrigin(request: Request, requestId: string): Origin {
  return {
    requestId,
    ipAddress: request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? null,
    userAgent: request.headers.get("user-agent"),
  };
}
