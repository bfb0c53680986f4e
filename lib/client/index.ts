import createClient from "openapi-fetch";

import type { paths } from "./schema";

export type { components, paths, webhooks } from "./schema";

/**
 * A typed partner client: paths, parameters, bodies and answers all come from the OpenAPI
 * document. `baseUrl` is the service's origin; HTTP Basic with your client id and secret.
 */
export function createPartnerClient(options: {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  apiVersion?: string;
}) {
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { authorization, ...(options.apiVersion ? { "api-version": options.apiVersion } : {}) },
  });
}
