import { NextResponse, type NextRequest } from "next/server";

import { HSTS } from "@/lib/api/security-headers";

// A strict Content-Security-Policy on every page, unknown paths included: scripts only from us (by
// per-request nonce) and from Stripe.js, frames only from Stripe — what PCI SAQ A expects of a page
// that hosts the Payment Element and Issuing Elements. API routes answer JSON; runRoute gives them their own headers.
// (Methods no page or route answers never get here: scripts/server.mjs answers them 405.)
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const production = process.env.APP_ENV === "production";
  const dev = process.env.NODE_ENV === "development";
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://js.stripe.com${dev ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (React, Stripe's mount points) are allowed; inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com https://m.stripe.network",
    // Stripe's frames: the Payment Element, 3-D Secure, and Issuing Elements showing card details.
    // Outside production also our own: the sandbox's card-details frame (never in production).
    `frame-src${production ? "" : " 'self'"} https://js.stripe.com https://hooks.stripe.com`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  response.headers.set("x-content-type-options", "nosniff");
  response.headers.set("referrer-policy", "strict-origin-when-cross-origin");
  response.headers.set("permissions-policy", "camera=(self), geolocation=(), microphone=()");
  if (production) response.headers.set("strict-transport-security", HSTS);
  return response;
}

export const config = {
  matcher: [
    {
      // Skips only the API, the release-note paths and the invite route as whole segments, and
      // Next.js's static files: /apikeys or /invites is a page and gets the policy.
      source: "/((?!(?:api|v1|invite)(?:/|$)|_next/static/|_next/image|favicon\\.ico$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
