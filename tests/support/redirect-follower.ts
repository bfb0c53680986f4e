/**
 * A browser's part in a sign-in, without a browser: follows redirects one at a time with fetch,
 * keeping cookies per name and path as a browser would (the OpenID provider ties each step to the
 * previous one by cookies scoped to /interaction/<uid> and /auth/<uid>), and stops at the first
 * redirect to `stopAt` without following it — that URL is the relying party's callback, carrying
 * `code` and `state`. With `login`, a page with a login form (tests/support/oidc-provider.ts's,
 * when no one is queued) is filled in and posted, as a person would. One jar per sign-in, like a
 * fresh browser profile.
 */
export async function followToCallback(
  startUrl: string,
  { stopAt, login, maxHops = 10 }: { stopAt: string; login?: string; maxHops?: number },
) {
  const jar = new CookieJar();
  let request: { url: URL; body?: URLSearchParams } = { url: new URL(startUrl) };
  for (let hop = 0; hop < maxHops; hop++) {
    const { url, body } = request;
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      body,
      redirect: "manual",
      headers: { cookie: jar.header(url) },
    });
    jar.store(url, response.headers.getSetCookie());
    const location = response.headers.get("location");
    // A form answered by the form again is a refused login: stop there.
    if (response.status === 200 && login !== undefined && !body) {
      const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1];
      if (!action) throw new Error(`sign-in stopped at ${url.pathname}: no login form`);
      request = { url: new URL(action, url), body: new URLSearchParams({ login }) };
      continue;
    }
    if (response.status < 300 || response.status > 399 || !location) {
      throw new Error(`sign-in stopped at ${url.pathname} with ${response.status}: ${await response.text()}`);
    }
    await response.body?.cancel();
    const next = new URL(location, url);
    if (next.href.startsWith(stopAt)) return next.href;
    request = { url: next };
  }
  throw new Error(`no redirect to ${stopAt} within ${maxHops} hops`);
}

type Cookie = { name: string; value: string; path: string };

class CookieJar {
  private readonly cookies = new Map<string, Cookie>();

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(({ path }) => path === "/" || url.pathname === path || url.pathname.startsWith(`${path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
  }

  store(url: URL, setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute("path") ?? defaultPath(url);
      const maxAge = attribute("max-age");
      const expires = attribute("expires");
      const expired =
        (maxAge !== undefined && Number(maxAge) <= 0) ||
        (expires !== undefined && Date.parse(expires) <= Date.now()) ||
        value === "";
      const key = `${name}\n${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }
}

// RFC 6265 5.1.4: the request path up to its last slash.
const defaultPath = (url: URL) => url.pathname.slice(0, Math.max(1, url.pathname.lastIndexOf("/")));
