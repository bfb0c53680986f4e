import { randomBytes } from "node:crypto";

import { and, desc, eq, isNull } from "drizzle-orm";

import type { Db } from "@/db/client";
import { webhookEndpoints, type WebhookEndpointRow } from "@/db/schema";
import { AppError, validationFailed } from "@/lib/errors/app-error";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { isSandbox } from "@/lib/env";
import { checkWebhookUrl, PRODUCTION_URL_POLICY, resolvePublicAddresses, SANDBOX_URL_POLICY, type UrlPolicy } from "@/lib/events/safe-url";
import { createId } from "@/lib/ids";
import type { CreateWebhookEndpointInput } from "@/lib/schemas/webhook-endpoint";

// A rotated-out secret keeps signing beside the new one for a day, so receivers can switch over.
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const urlPolicy = (): UrlPolicy => (isSandbox() ? SANDBOX_URL_POLICY : PRODUCTION_URL_POLICY);
export const secretContext = (endpointId: string) => `webhook_endpoints.secret:${endpointId}`;
const previousSecretContext = (endpointId: string) => `webhook_endpoints.previous_secret:${endpointId}`;

/** Standard Webhooks secret: `whsec_` and base64 of 32 random bytes. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export async function createWebhookEndpoint(db: Db, { clientId, input }: { clientId: string; input: CreateWebhookEndpointInput }) {
  const url = await assertUsableUrl(input.url);
  const id = createId("whep");
  const secret = generateWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id,
      clientId,
      url,
      eventTypes: [...new Set(input.events)],
      description: input.description ?? null,
      secretEncrypted: encrypt(secret, secretContext(id)),
    })
    .returning();
  return { endpoint: row!, secret };
}

async function assertUsableUrl(raw: string): Promise<string> {
  const policy = urlPolicy();
  const check = checkWebhookUrl(raw, policy);
  if (!check.ok) throw validationFailed([{ path: "/url", code: "webhook_url_invalid", message: check.message }]);
  const resolved = await resolvePublicAddresses(check.url.hostname, policy);
  if (!resolved.ok) throw validationFailed([{ path: "/url", code: "webhook_url_invalid", message: resolved.message }]);
  return check.url.toString();
}

export async function listWebhookEndpoints(db: Db, clientId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.clientId, clientId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt));
}

/** Scoped by client: another client's endpoint is simply not found. */
export async function getWebhookEndpointOrThrow(db: Db, { clientId, endpointId }: { clientId: string; endpointId: string }) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.clientId, clientId), isNull(webhookEndpoints.deletedAt)));
  if (!row) throw new AppError("webhook_endpoint_not_found", "No webhook endpoint with this id belongs to your client.");
  return row;
}

export async function deleteWebhookEndpoint(db: Db, params: { clientId: string; endpointId: string }): Promise<void> {
  const endpoint = await getWebhookEndpointOrThrow(db, params);
  await db.update(webhookEndpoints).set({ deletedAt: new Date() }).where(eq(webhookEndpoints.id, endpoint.id));
}

export async function rotateWebhookSecret(db: Db, params: { clientId: string; endpointId: string }) {
  const endpoint = await getWebhookEndpointOrThrow(db, params);
  const secret = generateWebhookSecret();
  const current = decrypt(endpoint.secretEncrypted, secretContext(endpoint.id));
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secretEncrypted: encrypt(secret, secretContext(endpoint.id)),
      previousSecretEncrypted: encrypt(current, previousSecretContext(endpoint.id)),
      previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  return { endpoint: row!, secret };
}

/** The secrets that sign a delivery now: the current one, and a rotated-out one still in overlap. */
export function signingSecrets(endpoint: WebhookEndpointRow, now = new Date()): string[] {
  const secrets = [decrypt(endpoint.secretEncrypted, secretContext(endpoint.id))];
  if (endpoint.previousSecretEncrypted && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(decrypt(endpoint.previousSecretEncrypted, previousSecretContext(endpoint.id)));
  }
  return secrets;
}
