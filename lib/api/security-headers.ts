// Headers every answer carries, pages (proxy.ts) and API routes (runRoute) alike.

/** Two years, subdomains too: production is served over https only (PUBLIC_BASE_URL must be https). */
export const HSTS = "max-age=63072000; includeSubDomains";
