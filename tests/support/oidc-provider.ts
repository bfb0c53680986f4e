import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import escapeHtml from "escape-html";
import Provider, { type InteractionResults, type KoaContext } from "oidc-provider";

import { providerSigningKey, tamperIdToken, type IdTokenTampering } from "./oidc-signing-key";

/**
 * A real OpenID provider (oidc-provider 9, the certified implementation) on 127.0.0.1 and a free
 * port, for signing in through lib/auth/oidc.ts as an employer's identity provider would.
 *
 * Signing in needs no browser: its development login pages are off, and its interaction URL
 * (/interaction/<uid>, where the provider sends the user agent to log in, then to consent) is
 * served here. When a test has queued a person with `setNextUser`, that page signs them in at
 * once, and consent is always granted, so fetch following redirects with its cookies
 * (tests/support/redirect-follower.ts) goes from the authorization URL to the relying party's
 * callback. With nobody queued the page is a plain login form (an e-mail address or subject of
 * a person added with `addUser`), which is what a Playwright browser fills in.
 *
 * It misbehaves on request: `tamperNextIdToken` changes the next ID token it issues (another
 * audience or issuer, a clock behind) and signs it again with its own key, so only the claims give
 * it away — or with a key it never published; `denyNextSignIn` ends the next sign-in with
 * access_denied.
 * Each queued instruction is used once, by the next sign-in (or token response) in any browser:
 * a test that signs in several people at once uses one provider each, or the login form.
 */
export type TestUser = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
};

export type TestClient = {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** How the client authenticates at the token endpoint: Basic (the protocol's default) or the provider's first method. */
  authMethod?: "client_secret_basic" | "client_secret_post";
};

export type LocalOidcProvider = {
  issuer: string;
  /** Adds (or replaces) a person and signs them in, without a form, at the next sign-in. */
  setNextUser(user: TestUser): void;
  /** Adds (or replaces) a person who can sign in through the login form. */
  addUser(user: TestUser): void;
  /** The next sign-in ends with `error=access_denied`, as when a person cancels. */
  denyNextSignIn(): void;
  /** The next ID token issued is changed and signed again with the provider's key. */
  tamperNextIdToken(tampering: IdTokenTampering): void;
  close(): Promise<void>;
};

export async function startOidcProvider(options: {
  clients: TestClient[];
  /** ID tokens carry only the protocol's claims; e-mail, name and groups come from UserInfo (OIDC Core 5.4). */
  thinIdTokens?: boolean;
  /** The token endpoint's client authentication methods, as its metadata lists them. */
  authMethods?: Array<"client_secret_basic" | "client_secret_post">;
  /** A fixed port (a Playwright config names its URLs up front); a free one otherwise. */
  port?: number;
}): Promise<LocalOidcProvider> {
  const users = new Map<string, TestUser>();
  const nextSignIns: Array<TestUser | "deny"> = [];
  const tamperings: IdTokenTampering[] = [];
  const key = providerSigningKey();

  // The issuer must be known before the provider exists, so the server listens first.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      token_endpoint_auth_method: client.authMethod ?? options.authMethods?.[0] ?? "client_secret_basic",
    })),
    jwks: { keys: [key.jwk] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    scopes: ["openid", "email", "profile", "groups"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"], groups: ["groups"] },
    conformIdTokenClaims: options.thinIdTokens ?? false,
    clientAuthMethods: options.authMethods ?? ["client_secret_basic", "client_secret_post"],
    // Seconds; set so the provider does not warn about its defaults.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 3600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = users.get(sub);
      return user && { accountId: sub, claims: () => ({ ...user }) };
    },
    // The default error page loads a web font: a browser without internet would wait for it.
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = `<!doctype html><title>Error</title><h1>${escapeHtml(out.error ?? "error")}</h1><p>${escapeHtml(out.error_description ?? "")}</p>`;
    },
  });

  provider.use(async (ctx, next) => {
    const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (interaction) return interact(ctx, interaction[2] === "/login");
    await next();
    const tampering = ctx.path === "/token" && ctx.status === 200 ? tamperings.shift() : undefined;
    if (tampering && isTokenResponse(ctx.body))
      ctx.body = { ...ctx.body, id_token: tamperIdToken(ctx.body.id_token, key, tampering) };
  });

  async function interact(ctx: KoaContext, submitted: boolean) {
    ctx.set("cache-control", "no-store");
    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch (error) {
      ctx.status = 400;
      ctx.body = error instanceof Error ? error.message : "no interaction";
      return;
    }
    if (details.prompt.name === "consent") return finish(ctx, { consent: { grantId: await grantConsent(details) } });
    if (details.prompt.name !== "login") {
      ctx.status = 400;
      ctx.body = `unsupported prompt ${details.prompt.name}`;
      return;
    }
    const next = submitted ? undefined : nextSignIns.shift();
    if (next === "deny") return finish(ctx, { error: "access_denied", error_description: "End-User cancelled" });
    if (next) return finish(ctx, { login: { accountId: next.sub } });
    if (!submitted) return loginForm(ctx, details.uid);
    const login = new URLSearchParams(await readBody(ctx.req)).get("login")?.trim() ?? "";
    const user = [...users.values()].find((u) => u.sub === login || u.email?.toLowerCase() === login.toLowerCase());
    if (!user) return loginForm(ctx, details.uid, "No such person");
    return finish(ctx, { login: { accountId: user.sub } });
  }

  async function finish(ctx: KoaContext, result: InteractionResults) {
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: true });
    ctx.redirect(returnTo);
    ctx.status = 303;
  }

  // Every scope and claim asked for is granted: the test is about the relying party, not consent.
  async function grantConsent(details: Awaited<ReturnType<Provider["interactionDetails"]>>) {
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error("consent without a signed-in person");
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: details.params.client_id });
    if (details.prompt.details.missingOIDCScope) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(" "));
    if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
    return grant.save();
  }

  server.on("request", provider.callback());
  return {
    issuer,
    setNextUser(user) {
      users.set(user.sub, user);
      nextSignIns.push(user);
    },
    addUser: (user) => void users.set(user.sub, user),
    denyNextSignIn: () => void nextSignIns.push("deny"),
    tamperNextIdToken: (tampering) => void tamperings.push(tampering),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function loginForm(ctx: KoaContext, uid: string, problem?: string) {
  ctx.type = "html";
  ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to the test identity provider</title></head>
<body><main><h1>Sign in</h1>${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">E-mail address</label> <input id="login" name="login" type="text" autocomplete="username" required autofocus>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

function isTokenResponse(body: unknown): body is { id_token: string } {
  return typeof body === "object" && body !== null && typeof (body as { id_token?: unknown }).id_token === "string";
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
