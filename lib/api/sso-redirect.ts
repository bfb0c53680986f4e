import escapeHtml from "escape-html";

/**
 * Single sign-on's answers to a browser's navigation, either door's: a 302 that is never cached,
 * setting the given cookies (the attempt's, its removal, a session's).
 */
export function ssoRedirect(location: string, ...cookies: Array<string | undefined>): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

/**
 * The way back into a door whose session cookie is SameSite=Strict (the console's): a redirect
 * chain that began at the provider is cross-site, so the browser would not send the cookie just
 * set with it on the next request. A page of ours that moves on by itself (a meta refresh) starts a
 * navigation from our own site, which does. No script, no style: nothing the CSP must allow.
 */
export function ssoBounce(location: string, ...cookies: Array<string | undefined>): Response {
  const href = escapeHtml(location);
  const headers = new Headers({ "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  for (const cookie of cookies) if (cookie) headers.append("set-cookie", cookie);
  const body =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="refresh" content="0;url=${href}"><title>Signing you in</title></head>` +
    `<body><p><a href="${href}">Continue</a></p></body></html>`;
  return new Response(body, { status: 200, headers });
}
