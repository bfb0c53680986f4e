import { randomBytes } from "node:crypto";

import type { WebhookEndpointRow } from "@/db/schema";
import { decrypt, encrypt } from "@/lib/crypto/encryption";
import { sealingContexts } from "@/lib/crypto/sealing-contexts";

// A rotated-out secret keeps signing beside the new one for a day, so receivers can switch over.
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

// Each ciphertext is bound to its endpoint and slot: copied to another row or column, it does not decrypt.
const currentContext = sealingContexts.webhookSecret;
const previousContext = sealingContexts.webhookPreviousSecret;

/** Standard Webhooks secret: `whsec_` and base64 of 32 random bytes. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export const encryptCurrentSecret = (endpointId: string, secret: string) => encrypt(secret, currentContext(endpointId));

/** The columns a rotation writes: the new secret, and the current one kept signing for the overlap. */
export function rotatedSecretColumns(endpoint: WebhookEndpointRow, secret: string, now = new Date()) {
  const current = decrypt(endpoint.secretEncrypted, currentContext(endpoint.id));
  return {
    secretEncrypted: encryptCurrentSecret(endpoint.id, secret),
    previousSecretEncrypted: encrypt(current, previousContext(endpoint.id)),
    previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
  };
}

/** The secrets that sign a delivery now: the current one, and a rotated-out one still in overlap. */
export function signingSecrets(endpoint: WebhookEndpointRow, now = new Date()): string[] {
  const secrets = [decrypt(endpoint.secretEncrypted, currentContext(endpoint.id))];
  if (endpoint.previousSecretEncrypted && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(decrypt(endpoint.previousSecretEncrypted, previousContext(endpoint.id)));
  }
  return secrets;
}
