import { validationFailed } from "@/lib/errors/app-error";
import { isSandbox } from "@/lib/env";

import {
  checkWebhookUrl,
  PRODUCTION_URL_POLICY,
  resolvePublicAddresses,
  SANDBOX_URL_POLICY,
  type UrlPolicy,
} from "./safe-url";

/** Production: https to public addresses only. The sandbox also allows http and loopback, for local receivers. */
export const urlPolicy = (): UrlPolicy => (isSandbox() ? SANDBOX_URL_POLICY : PRODUCTION_URL_POLICY);

/** The URL normalised, when the policy allows it and its host resolves to allowed addresses; otherwise 422 on `/url`. */
export async function assertUsableWebhookUrl(raw: string): Promise<string> {
  const policy = urlPolicy();
  const check = checkWebhookUrl(raw, policy);
  if (!check.ok) throw validationFailed([{ path: "/url", code: "webhook_url_invalid", message: check.message }]);
  const resolved = await resolvePublicAddresses(check.url.hostname, policy);
  if (!resolved.ok) throw validationFailed([{ path: "/url", code: "webhook_url_invalid", message: resolved.message }]);
  return check.url.toString();
}
