/**
 * The reference a person reads out to HR over the phone when no card can come: ten characters,
 * not our 27-character id. The database derives it from the id (employees.reference: the first
 * ten hex digits of its MD5, upper case), so it needs no writer and never changes; HR's search
 * finds it typed with or without the dash, in any case. Forty bits make two people of one
 * employer sharing one unlikely (about one in two hundred at 100,000 employees); a search shows
 * both if they do.
 */
const STORED = /^[0-9A-F]{10}$/;

/** "A1B2C3D4E5" → "A1B2C-3D4E5", in two halves easy to read back. */
export function formatReference(stored: string): string {
  return STORED.test(stored) ? `${stored.slice(0, 5)}-${stored.slice(5)}` : stored;
}

/** What someone typed ("a1b2c-3d4e5", "A1B2C 3D4E5"), as stored; null when it cannot be a reference. */
export function parseReference(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, "").toUpperCase();
  return STORED.test(compact) ? compact : null;
}
