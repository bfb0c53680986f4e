import { z } from "zod";

const URL_MAX_LENGTH = 2048;

/**
 * A URL of the partner's own app the portal may send a person to: absolute https (http only on
 * the partner's own machine, for local development), no credentials in it.
 */
export function isPartnerAppUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "") return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

const partnerAppUrl = (description: string, example: string) =>
  z
    .string()
    .max(URL_MAX_LENGTH)
    .refine(isPartnerAppUrl, {
      params: { code: "invalid_value" },
      message: "Send an absolute https URL of your app (http only for localhost), without credentials.",
    })
    .meta({ description, example });

/** POST …/invite-link: optional, as Stripe's Account Links; an empty body is the same as `{}`. */
export const inviteLinkRequestSchema = z
  .strictObject({
    returnUrl: partnerAppUrl(
      "Where the portal offers to go back to your app: a link in its header once the person opened this invite.",
      "https://app.partner.example/benefits/done",
    ).optional(),
    refreshUrl: partnerAppUrl(
      "Where this link sends the person once it no longer works (used, expired or replaced), instead of the portal's sign-in page: your app makes a fresh link there and redirects to it.",
      "https://app.partner.example/benefits/invite",
    ).optional(),
  })
  .meta({ id: "InviteLinkRequest" });
export type InviteLinkRequest = z.output<typeof inviteLinkRequestSchema>;
