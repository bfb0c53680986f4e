// `npm run ops -- <resource> <verb> [args] [--json '<body>' | --file <body.json>] [--idempotency-key <key>]`:
// the operator console's writes for automation, on a server's own shell (docs/operator.md#the-ops-command).
// Each verb calls the same use case as the console, with the same request schema. JSON in (a body
// for the verbs that take one), JSON out on stdout. A write given --idempotency-key runs once:
// the same key and input replays the first answer for 24 hours; the same key with other input is
// refused. Exits 0 with the answer; 3 when refused, with the problem as JSON on stderr (its `code`
// is the console's); 2 on a usage error. `--help` after a verb explains it; alone, lists them.
import { readFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";

import { closeDb, getDb } from "@/db/client";
import { parseIdempotencyKey, requestClaim, withIdempotency } from "@/lib/api/idempotency";
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CODES } from "@/lib/errors/catalog";
import { systemWideContext } from "@/lib/services/context";

import { type Verb } from "./ops/verb";
import { VERBS } from "./ops/verbs";

class UsageError extends Error {}

const listing = () =>
  [
    "usage: npm run ops -- <resource> <verb> [args] [--json '<body>' | --file <body.json>] [--idempotency-key <key>]",
    "",
    ...Object.values(VERBS).map((verb) => `  ${verb.usage}\n      ${verb.summary}`),
    "",
    "Add --help after a verb for its own usage.",
  ].join("\n");

function readBody(verb: Verb, values: { json?: string; file?: string }): unknown {
  if (!verb.body) {
    if (values.json !== undefined || values.file !== undefined) throw new UsageError(`${verb.usage}\ntakes no body`);
    return undefined;
  }
  if ((values.json === undefined) === (values.file === undefined))
    throw new UsageError(`${verb.usage}\ngive the body as --json '<json>' or --file <path>, one of them`);
  const text = values.json ?? readFileSync(values.file!, "utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", "The body is not valid JSON.");
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: "string" },
      file: { type: "string" },
      "idempotency-key": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  const [resource, action, ...rest] = positionals;
  const verb = VERBS[`${resource} ${action}`];
  if (!verb) {
    if (values.help || positionals.length === 0) {
      console.log(listing());
      return values.help ? 0 : 2;
    }
    throw new UsageError(`unknown verb: ${positionals.slice(0, 2).join(" ")}\n\n${listing()}`);
  }
  if (values.help) {
    console.log(`usage: npm run ops -- ${verb.usage}\n\n${verb.summary}`);
    return 0;
  }
  if (rest.length !== verb.args.length)
    throw new UsageError(`usage: npm run ops -- ${verb.usage}\nexpected ${verb.args.join(", ") || "no arguments"}`);
  const args = Object.fromEntries(verb.args.map((name, index) => [name, rest[index]!]));
  const key = parseIdempotencyKey(values["idempotency-key"] ?? null);
  if (key !== undefined && !verb.write) throw new UsageError(`${verb.usage}\nreads change nothing: no key needed`);
  const body = readBody(verb, values);
  const db = await getDb();
  // Who ran it, as the server's shell knows them: every record the command writes names them.
  const ctx = systemWideContext(db, `ops:${os.userInfo().username}@${os.hostname()}`);
  const answer = async () => new Response(JSON.stringify(await verb.run({ ctx, args, body })), { status: 200 });
  const response =
    key === undefined
      ? await answer()
      : await withIdempotency(
          db,
          // The command's words stand for the path; a "?" in them is escaped so that none reads as a query.
          requestClaim("ops-cli", key, {
            method: "OPS",
            pathAndQuery: `${resource} ${action} ${rest.join(" ")}`.replaceAll("?", "%3F"),
            body: JSON.stringify(body ?? null),
          }),
          answer,
        );
  console.log(JSON.stringify(JSON.parse(await response.text()), null, 2));
  return 0;
}

main()
  .then(async (status) => {
    await closeDb();
    process.exit(status);
  })
  .catch(async (error: unknown) => {
    await closeDb().catch(() => {});
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof AppError) {
      const problem = {
        code: error.code,
        title: ERROR_CODES[error.code].title,
        detail: error.detail ?? ERROR_CODES[error.code].title,
        ...(error.options.errors ? { errors: error.options.errors } : {}),
        ...error.options.extra,
      };
      console.error(JSON.stringify(problem, null, 2));
      process.exit(3);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
