// Messages are shown to people and written to logs, so they never repeat the input: it may be an SSN.
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export const ok = <T>(value: T): FieldCheck<T> => ({ ok: true, value });

export const fail = (code: string, message: string): FieldCheck<never> => ({ ok: false, code, message });
