// One way to write to the database (issue 39): each idiom below has one home, and the rule finds
// it written anywhere else. A transaction is opened by inTransaction (db/transaction.ts), whose `tx`
// is always a context; a statement of several parts is composed by db/statement.ts, which also
// holds the one row decoder and the one JSON reader; events are recorded with one options object
// `{ ctx, … }`; the per-employee event sequence is advanced only through lib/events/event-sequence.ts;
// background work is claimed under a lease only by the work queue (lib/queue).

export type Text = { file: string; text: string };

type Idiom = {
  /** What the rule says, in the message. */
  rule: string;
  /** Where the idiom is written, matched on code with comments taken out. */
  pattern: RegExp;
  /** The files that are its home. */
  home: string[];
};

export const WRITE_IDIOMS: Idiom[] = [
  {
    rule: "opens a transaction itself: use inTransaction(ctx, async (tx) => …) from db/transaction.ts",
    pattern: /\.transaction\s*\(/,
    home: ["db/transaction.ts"],
  },
  {
    rule: "tells a transaction by duck-typing: use isTransaction(db) from db/transaction.ts",
    pattern: /["']rollback["']\s+in\b/,
    home: ["db/transaction.ts"],
  },
  {
    rule: "writes a statement of several parts by hand: compose it with cte() and statement() from db/statement.ts",
    pattern: /\bwith\s+(recursive\s+)?"?\w+"?\s+as\s*(\(|\$\{)/i,
    home: ["db/statement.ts"],
  },
  {
    rule: "builds or reads JSON by hand: use json.object/row/rows/values from db/statement.ts",
    pattern: /\bjson_build_object\s*\(|\bjson_agg\s*\(|\bparseJson\b/,
    home: ["db/statement.ts"],
  },
  {
    rule: "records an event without one options object: recordEvent({ ctx, type, employerId, … })",
    // A call, not the declaration that names the function.
    pattern:
      /(?<!\bfunction\s+)\b(recordEvent|recordEventsBulk|recordTestEvent|recordEndpointEvent)\s*\(\s*(?!\{|\s*\))/,
    home: [],
  },
  {
    rule: "claims work or takes a lease by hand: define a queue and use claim/runQueue/renewLease from lib/queue",
    pattern: /\bskip\s+locked\b|\bskipLocked\b|locked_until\s*=\s*now\(\)\s*\+|lockedUntil\s*:\s*sql`now\(\)\s*\+/i,
    // claim-deliveries.ts locks the endpoints it picks deliveries for (SKIP LOCKED), then claims on the queue.
    home: ["lib/queue/queue.ts", "lib/webhooks/claim-deliveries.ts"],
  },
  {
    rule: "advances the event sequence itself: use advanceEventSequence / takeEventSequence / reserveEventSequences",
    pattern:
      /event_sequence\s*=(?!=)|eventSequence\s*:(?!\s*(advanceEventSequence\(|FIRST_EVENT_SEQUENCE\b|employees\.eventSequence\b))/,
    home: ["lib/events/event-sequence.ts", "db/schema/employees.ts"],
  },
];

/** Comments out, so that a rule's own words in a comment are not code. Strings and templates stay. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** `file:line: rule` for every idiom written outside its home. */
export function writeIdiomViolations(sources: Text[], idioms: Idiom[] = WRITE_IDIOMS): string[] {
  return sources.flatMap(({ file, text }) => {
    const lines = code(text).split("\n");
    return idioms.flatMap((idiom) =>
      idiom.home.includes(file)
        ? []
        : lines.flatMap((line, index) => (idiom.pattern.test(line) ? [`${file}:${index + 1}: ${idiom.rule}`] : [])),
    );
  });
}
