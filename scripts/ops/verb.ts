import type { z } from "zod";

import { parseBody } from "@/lib/api/body";
import type { ServiceContext } from "@/lib/services/context";

export type Verb = {
  /** `<resource> <verb>` and its arguments, as --help prints them. */
  usage: string;
  summary: string;
  /** The positional arguments after the verb, by name. */
  args: readonly string[];
  /** Whether it takes a JSON body (--json or --file) validated by its schema. */
  body?: z.ZodType;
  /** Whether it changes something: then --idempotency-key makes a retry safe. */
  write: boolean;
  run: (input: { ctx: ServiceContext; args: Record<string, string>; body: unknown }) => Promise<unknown>;
};

export const json = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> =>
  parseBody(JSON.stringify(body), schema);
