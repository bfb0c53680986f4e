import type { DocumentDescription } from "./types";

/**
 * Our description of a document from a Persona government-ID verification's attributes, named as
 * Persona documents them (Retrieve a Government ID Verification,
 * https://docs.withpersona.com/api-reference/verifications/government-id-verifications/retrieve-a-government-id-verification):
 * `country-code` (ISO 3166 alpha-2), `issuing-subdivision`, `expiration-date` (YYYY-MM-DD) and
 * `identification-number`. Of the number only its last four letters and digits are kept, and only
 * when it has more than four (a shorter one would be kept whole). Anything missing or odd is null.
 * The full number is never returned, logged or thrown.
 */
export function describeGovernmentId(attributes: Record<string, unknown>): DocumentDescription {
  const country = code(attributes["country-code"]);
  return {
    issuingCountry: country,
    issuingState: subdivision(attributes["issuing-subdivision"], country),
    expiresOn: calendarDate(attributes["expiration-date"]),
    numberLastFour: lastFour(attributes["identification-number"]),
  };
}

function code(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const upper = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? upper : null;
}

// "CA", or the ISO 3166-2 form "US-CA" of the issuing country.
function subdivision(value: unknown, country: string | null): string | null {
  if (typeof value !== "string") return null;
  const upper = value.trim().toUpperCase();
  const iso = /^([A-Z]{2})-([A-Z]{2})$/.exec(upper);
  if (iso) return iso[1] === country ? iso[2]! : null;
  return code(upper);
}

function calendarDate(value: unknown): string | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

function lastFour(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const characters = value.replace(/[^A-Za-z0-9]/g, "");
  return characters.length > 4 ? characters.slice(-4) : null;
}
