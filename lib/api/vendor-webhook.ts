import { AppError } from "@/lib/errors/app-error";

import { parseJsonText, readBodyText } from "./body";

/**
 * A vendor's callbacks to us, as data: where its signature travels, the secret it is keyed with,
 * how it is checked, and the one parser of the vendor's event shape. Each vendor's lives beside its
 * adapter (lib/providers); readVendorEvent is the one way a route reads any of them.
 */
export type VendorWebhook<Event> = {
  /** The vendor, as errors name it. */
  vendor: string;
  /** The header the signature travels in, as the vendor spells it. */
  signatureHeader: string;
  /** The secret the signature is keyed with; none configured, nothing verifies. */
  secret: () => string | undefined;
  verify: (input: { header: string | null; body: string; secret: string }) => boolean;
  /** The vendor's event from its JSON, or undefined when it is not one. */
  parse: (body: unknown) => Event | undefined;
};

/** Largest callback body read (a vendor's event is a few kilobytes). */
const MAX_CALLBACK_BYTES = 256 * 1024;

/**
 * A vendor's callback, verified then parsed: the signature over the raw body first (nothing is
 * read from a body that does not verify), then the JSON through the API's own limits, then the
 * vendor's parser. 400 invalid_signature, invalid_json or invalid_request otherwise.
 */
export async function readVendorEvent<Event>(request: Request, hook: VendorWebhook<Event>): Promise<Event> {
  const body = await readBodyText(request, MAX_CALLBACK_BYTES);
  const secret = hook.secret();
  if (!secret || !hook.verify({ header: request.headers.get(hook.signatureHeader), body, secret }))
    throw new AppError("invalid_signature", `The ${hook.signatureHeader} header does not verify for this body.`);
  const event = hook.parse(parseJsonText(body));
  if (!event) throw new AppError("invalid_request", `The body is not a ${hook.vendor} event.`);
  return event;
}
