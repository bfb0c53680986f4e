import { webhookEndpoints } from "@/db/schema";
import { validationFailed } from "@/lib/errors/app-error";
import { createId } from "@/lib/ids";
import { eventTypesSeenAs, type ApiVersion } from "@/lib/versions";
import type { CreateWebhookEndpointInput } from "@/lib/schemas/webhook-endpoint";
import { encryptCurrentSecret, generateWebhookSecret } from "@/lib/webhooks/endpoint-secrets";
import { assertUsableWebhookUrl } from "@/lib/webhooks/url-policy";

import type { ServiceContext } from "../context";
import { recordAuditForActorEmployers } from "../audit/record-audit";

import { partnerClientId } from "./get-webhook-endpoint-or-throw";

/** Registers an endpoint for the partner's client; the signing secret is returned this once. */
export async function createWebhookEndpoint({
  ctx,
  input,
  requestVersion,
}: {
  ctx: ServiceContext;
  input: CreateWebhookEndpointInput;
  /** The request's API version: the endpoint's when the body names none. */
  requestVersion: ApiVersion;
}) {
  const apiVersion = input.apiVersion ?? requestVersion;
  // A type the endpoint's version does not have (needs-documentary-evidence before 2024-01-16).
  const unknown = input.events.flatMap((type, index) =>
    type !== "*" && eventTypesSeenAs([type], apiVersion).length === 0 ? [index] : [],
  );
  if (unknown.length > 0)
    throw validationFailed(
      unknown.map((index) => ({
        path: `/events/${index}`,
        code: "event_type_unknown",
        message: `Not an event type of API-Version ${apiVersion}.`,
      })),
    );
  const clientId = partnerClientId(ctx.actor);
  const url = await assertUsableWebhookUrl(input.url);
  const id = createId("whep");
  const secret = generateWebhookSecret();
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      id,
      clientId,
      url,
      // Stored by today's names: a type the endpoint's version folds into another subscribes to both
      // (under 2021-08-10, identity-verification.failed also brings needs-documentary-evidence).
      eventTypes: input.events.includes("*") ? ["*"] : eventTypesSeenAs(input.events, apiVersion),
      apiVersion,
      description: input.description ?? null,
      secretEncrypted: encryptCurrentSecret(id, secret),
    })
    .returning();
  await recordAuditForActorEmployers({
    ctx,
    entry: {
      action: "webhook_endpoint.created",
      target: { type: "webhook_endpoint", id },
      details: { url: row!.url, events: row!.eventTypes, apiVersion },
    },
  });
  return { endpoint: row!, secret };
}
