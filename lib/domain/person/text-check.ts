/**
 * The result of a text field rule. A rule reports every problem it finds, in the order the API
 * reports them (the API sends them all; a form shows the first). `message` is set only where the
 * rule has its own words; otherwise the error catalog's message for the code applies.
 */
export type TextProblem = { code: string; message?: string };
export type TextCheck = { ok: true; value: string } | { ok: false; problems: [TextProblem, ...TextProblem[]] };

/** `value` when no candidate problem is present (a candidate is a problem or `false`). */
export function textCheck(value: string, candidates: ReadonlyArray<TextProblem | false>): TextCheck {
  const [first, ...rest] = candidates.filter((candidate): candidate is TextProblem => candidate !== false);
  return first ? { ok: false, problems: [first, ...rest] } : { ok: true, value };
}

/**
 * Whether `value` is longer than `max` Unicode code points. Lengths count code points, as the API
 * (zod 4's max()) does: "😀" is one character to the person typing it, though two UTF-16 units.
 */
export function longerThan(value: string, max: number): boolean {
  // A code point is one or two units, so a string that fits in units fits; only longer ones are counted.
  return value.length > max && Array.from(value).length > max;
}
