import type { SealedCookie } from "@/lib/auth/sealed-cookie";

/** An operator's passkey sign-in challenge, held by the browser that asked, apart from HR's. */
export const operatorPasskeyChallengeCookie: SealedCookie = {
  name: "bo_operator_passkey_challenge",
  purpose: "operator-passkey-sign-in",
  ttlSeconds: 5 * 60,
};

/** A response with several Set-Cookie headers (a Record of headers holds one). */
export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}
