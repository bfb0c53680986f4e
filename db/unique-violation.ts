/**
 * Whether a failed statement broke a unique constraint (SQLSTATE 23505), and which: `{ constraint }`
 * names it (undefined when the driver does not say), null for any other failure. Drizzle wraps the
 * driver's error in `cause`; the driver's own error is read as it is.
 */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | null {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== "23505") return null;
  return { constraint: typeof constraint === "string" ? constraint : undefined };
}
