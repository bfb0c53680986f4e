/** Stripe Issuing prints at most 24 characters of a cardholder's name. */
export const PRINTED_NAME_MAX_LENGTH = 24;

/** Letters without accents, space, period, hyphen, apostrophe: what a card can be embossed with. */
function printable(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[’‘`]/g, "'")
    .replace(/[^A-Za-z .'-]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The name printed on the card (Stripe: the cardholder's `name`, no digits or special
 * characters, 24 characters at most): "Ada Lovelace", then "A Lovelace" when too long, then the
 * last name alone, cut to fit if need be. Accents are dropped ("José" → "Jose"). null when nothing printable is left
 * (a name in a non-Latin script): the card cannot be printed for it.
 */
export function cardPrintedName(firstName: string, lastName: string): string | null {
  const first = printable(firstName);
  const last = printable(lastName);
  const candidates = [[first, last].filter(Boolean).join(" "), [first.slice(0, 1), last].filter(Boolean).join(" "), last || first];
  const fits = candidates.find((name) => name.length > 0 && name.length <= PRINTED_NAME_MAX_LENGTH);
  const name = fits ?? (last || first).slice(0, PRINTED_NAME_MAX_LENGTH).trim();
  return /[A-Za-z]/.test(name) ? name : null;
}
