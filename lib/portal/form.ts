/**
 * The portal's forms are plain HTML forms checked with the API's own rules (lib/domain) before
 * the round trip, without a form or schema library in the browser (docs/performance.md: their
 * ~35 KB did not fit the 150 KB budget). The API checks everything again.
 */

export type FieldProblem<F extends string> = { field: F; code: string };
export type Checked<T, F extends string> = { ok: true; value: T } | { ok: false; errors: Array<FieldProblem<F>> };

/** A form's named inputs as strings (an input that is not on the page reads as empty). */
export function readForm<N extends string>(form: HTMLFormElement, names: readonly N[]): Record<N, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")])) as Record<N, string>;
}
