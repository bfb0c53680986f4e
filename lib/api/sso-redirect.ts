/**
 * Single sign-on's answers to a browser's navigation, either door's: a 302 that is never cached,
 * setting the given cookies (the attempt's, its removal, a session's).
 */
export function ssoRedirect(location: string, ...cookies: Array<string | undefined>): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}
