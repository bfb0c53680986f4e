/**
 * oidc-provider ships no types (DefinitelyTyped's @types/oidc-provider is not a dependency), so
 * this declares the little of its v9 API that tests/support/oidc-provider.ts uses, no more: a
 * wider guessed surface would type-check code the library does not support.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** The Koa context, as far as the harness reads or writes it. */
  export type KoaContext = {
    method: string;
    path: string;
    status: number;
    body: unknown;
    type: string;
    req: IncomingMessage;
    res: ServerResponse;
    redirect(url: string): void;
    set(field: string, value: string): void;
  };
  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export type ClaimsValue = string | boolean | number | readonly string[] | undefined;
  export type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, ClaimsValue>> | Record<string, ClaimsValue>;
  };

  export type ClientMetadata = {
    client_id: string;
    client_secret: string;
    redirect_uris: readonly string[];
    token_endpoint_auth_method?: "client_secret_basic" | "client_secret_post";
    id_token_signed_response_alg?: string;
  };

  export type Configuration = {
    clients: readonly ClientMetadata[];
    jwks: { keys: readonly Record<string, unknown>[] };
    cookies: { keys: readonly string[] };
    claims: Record<string, readonly string[]>;
    scopes: readonly string[];
    conformIdTokenClaims: boolean;
    features: { devInteractions: { enabled: boolean } };
    interactions: { url(ctx: KoaContext, interaction: { uid: string }): string | Promise<string> };
    findAccount(ctx: KoaContext, sub: string): Promise<Account | undefined>;
    ttl: Record<"AccessToken" | "AuthorizationCode" | "Grant" | "IdToken" | "Interaction" | "Session", number>;
    clientAuthMethods: readonly string[];
    renderError?(ctx: KoaContext, out: Record<string, string>, error: Error): Promise<void>;
  };

  export type Prompt = {
    name: "login" | "consent" | string;
    details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  };
  export type InteractionDetails = {
    uid: string;
    prompt: Prompt;
    params: Record<string, unknown> & { client_id: string };
    session?: { accountId: string };
    grantId?: string;
  };

  export type InteractionResults =
    | { login: { accountId: string } }
    | { consent: { grantId?: string } }
    | { error: string; error_description?: string };

  export class Grant {
    constructor(init: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: readonly string[]): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    /** Koa's request handler: the provider is the Koa application itself in v9. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    /** Runs before the provider's own routes (and after them, past `await next()`). */
    use(middleware: Middleware): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    /** Saves the result and returns the URL that resumes the authorization request. */
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export default Provider;
}
