import { getEnv } from "@/lib/env";

/**
 * Where links we hand out point: PUBLIC_BASE_URL (required in production), else this server's own
 * origin (http://localhost:$PORT). Never a request's Host or X-Forwarded-Host header, which the
 * caller controls.
 */
export function publicBaseUrl(): string {
  return getEnv().PUBLIC_BASE_URL;
}
