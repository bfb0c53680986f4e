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

/** Whole words from the start, as many as fit. */
function fitWords(text: string, max: number): string {
  let fitted = "";
  for (const word of text.split(" ")) {
    const next = fitted ? `${fitted} ${word}` : word;
    if (next.length > max) break;
    fitted = next;
  }
  return fitted;
}

/**
 * The name printed on the card (Stripe: the cardholder's `name`, no digits or special
 * characters, 24 characters at most): "Ada Lovelace", then "A Lovelace" when too long, then as
 * many whole words of that as fit ("J Nunez de Balboa y"), and a last name too long for a line
 * cut to fit. Accents are dropped ("José" → "Jose"). null when nothing printable is left (a name
 * in a non-Latin script): the card cannot be printed for it.
 */
export function cardPrintedName(firstName: string, lastName: string): string | null {
  const first = printable(firstName);
  const last = printable(lastName);
  const full = [first, last].filter(Boolean).join(" ");
  const initialed = [first.slice(0, 1), last].filter(Boolean).join(" ");
  const fitted = fitWords(initialed, PRINTED_NAME_MAX_LENGTH);
  const name =
    [full, initialed].find((candidate) => candidate.length <= PRINTED_NAME_MAX_LENGTH) ??
    (fitted.length > 1 ? fitted : (last || first).slice(0, PRINTED_NAME_MAX_LENGTH).trim());
  return /[A-Za-z]/.test(name) ? name : null;
}
