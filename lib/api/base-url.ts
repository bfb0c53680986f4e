import { getEnv } from "@/lib/env";

/** Where links we hand out should point: PUBLIC_BASE_URL, else the origin the request came to. */
export function publicBaseUrl(request: Request): string {
  const configured = getEnv().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/$/, "");
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const proto = request.headers.get("x-forwarded-proto") ?? url.protocol.replace(":", "");
  return `${proto}://${host}`;
}
