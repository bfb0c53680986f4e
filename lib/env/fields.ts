import { z } from "zod";

import { parseStatusList } from "@/lib/domain/identity/persona-settings";

// The kinds of value the configuration's areas read, each refusing a malformed one with a message
// that says what it should look like.

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** "15m" → 900; undefined unless it is a whole number of s, m or h from 1 s to 24 h. */
function windowSeconds(text: string): number | undefined {
  const match = /^(\d{1,5})([smh])$/.exec(text);
  const seconds = match ? Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS] : 0;
  return seconds >= 1 && seconds <= 86_400 ? seconds : undefined;
}

/** "600/1m": 600 per minute. The window is a whole number of seconds (s), minutes (m) or hours (h). */
export const rateLimit = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d{1,6})\/(.*)$/.exec(value);
      const seconds = match ? windowSeconds(match[2]!) : undefined;
      if (!match || Number(match[1]) < 1 || seconds === undefined) {
        ctx.addIssue({
          code: "custom",
          message: 'must be "<count>/<window>", the window in s, m or h up to 24h, like "600/1m"',
        });
        return z.NEVER;
      }
      return { points: Number(match[1]), seconds };
    });

export const duration = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx) => {
      const seconds = windowSeconds(value);
      if (seconds === undefined) {
        ctx.addIssue({ code: "custom", message: 'must be a duration in s, m or h up to 24h, like "15m"' });
        return z.NEVER;
      }
      return seconds;
    });

/** A setting read by one of lib/domain's parsers, its message naming what is wrong. */
export const parsedWith = <T>(parse: (text: string) => { ok: true; value: T } | { ok: false; message: string }) =>
  z
    .string()
    .default("")
    .transform((value, ctx) => {
      const parsed = parse(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });

// A comma-separated list of Persona statuses; unset is the default, set empty is an empty list.
export const statusList = (fallback: readonly string[]) =>
  z
    .string()
    .default(fallback.join(","))
    .transform((value, ctx) => {
      const parsed = parseStatusList(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    });
