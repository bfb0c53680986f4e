// Letters after a keyword mean a longer word ("Boxwood", "Postal Way"), not a box.
const NOT_A_LONGER_WORD = "(?![a-z])";
// Between the letters of "P.O." people type dots, spaces, slashes, hyphens or nothing.
const P_O = "\\bp[\\s./-]*[o0][\\s./-]*"; // "0" because "P.0. Box" is a common typo
const NUMBER_MARK = "(?:#|no\\.?)?\\s*\\d";

/**
 * Spellings of a mailbox at a post office, matched case-insensitively anywhere in the line.
 *
 * Deliberately not matched:
 * - Rural Route and Highway Contract boxes ("RR 2 Box 15", "HC 1 Box 5", Spanish "Buzón"): USPS
 *   delivers those to the home, so they are residential addresses.
 * - Private mailboxes ("PMB 12", "#12" at a UPS Store): they look like any suite number and
 *   cannot be recognised from the text.
 */
const PO_BOX_PATTERNS: readonly RegExp[] = [
  // PO Box, P.O. Box, P. O. Box, POBox, p o box, P/O Box, PO Bx, PO Drawer. Also "Pobox Ridge":
  // "Pobox" is how people type a P.O. box, and no real street is worth the gap that leaving it would open.
  new RegExp(`${P_O}(?:box|bx|drawer)${NOT_A_LONGER_WORD}`, "i"),
  // POB 123, P.O.B. 123: only with a number after, so a name such as "Pob Ln" is left alone.
  new RegExp(`${P_O}b${NOT_A_LONGER_WORD}[\\s.]*${NUMBER_MARK}`, "i"),
  // Post Office Box, Post Box, Postal Box, Postbox, Post Office Drawer; not "Post Oak Blvd".
  new RegExp(`\\bpost(?:al)?[\\s.-]*(?:office[\\s.-]*)?(?:box|bx|drawer)${NOT_A_LONGER_WORD}`, "i"),
  // A bare "Box 123" or "Box #12" only at the start: later in the line it is part of a rural
  // route ("RR 2 Box 15") or a street name ("123 Box Elder St").
  new RegExp(`^\\s*box[\\s.]*${NUMBER_MARK}`, "i"),
  // Mail held at the post office for collection: nobody lives there.
  /\bgeneral\s+delivery\b/i,
  /\bcaller\s+service\b/i,
  /\bfirm\s+caller\b/i,
  // Spanish, common in Puerto Rico: "Apartado Postal 12", "Apdo. 12". Not "Apartamento"/"Apto",
  // which are apartments.
  /\bapartado\b/i,
  /\bapdo\b/i,
];

export function isPoBox(line: string): boolean {
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(line));
}
