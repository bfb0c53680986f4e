import type { z } from "zod";

/** Reports a problem with one variable; the start-up message names it. */
export type Issue = (variable: string, message: string) => void;

/**
 * One area of the configuration: its variables, the rules between them that hold everywhere
 * (`check`), and what production adds (`production`). lib/env/index.ts composes the areas into one
 * schema and runs every area's rules, so a start-up refusal names every variable at once.
 */
export type Area<Fields extends z.ZodRawShape> = {
  fields: Fields;
  check?: (env: z.output<z.ZodObject<Fields>>, issue: Issue) => void;
  production?: (env: z.output<z.ZodObject<Fields>>, issue: Issue) => void;
};

/** An area, its rules typed by its own variables. */
export const area = <Fields extends z.ZodRawShape>(definition: Area<Fields>): Area<Fields> => definition;

/** A variable production must set, with why. */
export function requireIn<E extends object>(env: E, issue: Issue) {
  return (name: keyof E & string, why: string) => {
    if (!env[name]) issue(name, `is required when APP_ENV=production (${why})`);
  };
}
