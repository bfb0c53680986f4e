/**
 * A record's details as one short line: "Fields: lastName, ssn; With: authenticator app". Details
 * hold ids, field names, counts and reasons (never a personal value), so they are shown as they
 * are, keys and coded values in words where there are words for them.
 */
export type DetailWords = {
  key: (key: string) => string;
  /** Words for a value that is a code (a factor, a role, a reason), else the value as it is. */
  value: (value: string) => string;
  yes: string;
  no: string;
};

function valueText(value: unknown, words: DetailWords): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "string") return words.value(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((item) => valueText(item, words)).join(", ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined && inner !== null && inner !== "")
      .map(([key, inner]) => `${words.key(key)}: ${valueText(inner, words)}`)
      .join(", ");
  return String(value);
}

export function detailsText(details: Record<string, unknown>, words: DetailWords): string {
  return Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${words.key(key)}: ${valueText(value, words)}`)
    .join("; ");
}
