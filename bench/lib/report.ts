import fs from "node:fs";

import type { AdminTableResult } from "../admin-table";
import type { FreshnessResult } from "../freshness";
import type { FloorsReport, LoadResult } from "../http-load";
import type { ImportResult } from "../import";
import type { ScaleResult } from "../scale";
import { STEP_LCP_BUDGET_MS, type FirstLoadResult, type LcpResult, type StepLcpResult } from "../portal";
import type { WebhookResult } from "../webhook-latency";

import { httpGoals, importGoal, scaleGoals } from "./goals";
import { markdownTable } from "./markdown";
import { FIRST_LOAD_BUDGET_KB, firstLoadGoals, firstLoadVerdict, LCP_BUDGET_MS, lcpGoal } from "./portal-budget";
import { REFERENCE_CALIBRATION_MS } from "./machine";
import type { DatabaseKind } from "./options";
import type { BenchResults, Goal } from "./results";
import { round } from "./stats";
import {
  breakdownTable,
  cpuTable,
  floorsTables,
  httpTable,
  openLoopTable,
  pgTable,
  statementsTable,
  tracesTable,
} from "./report-http";

export const DOC_PATH = "docs/performance.md";
/** Between these markers the page's hand-written findings, which a new run keeps word for word. */
export const ANALYSIS_START = "<!-- analysis:start (kept by the generator; edit freely) -->";
export const ANALYSIS_END = "<!-- analysis:end -->";
const NOT_WRITTEN = "_Not written yet: fill in from the numbers above._";

export type Endpoint = LoadResult & { ratioToTrivial: number; ratioToBare: number; ratioToNext?: number };
export type Section = {
  http?: { endpoints: Endpoint[]; floors?: FloorsReport };
  freshness?: FreshnessResult;
  import?: ImportResult;
  webhooks?: WebhookResult;
  adminTable?: AdminTableResult;
  scale?: ScaleResult;
  lcp?: LcpResult | { skipped: string };
  stepLcp?: StepLcpResult | { skipped: string };
  setup?: { employees: number; seconds: number };
  loadAverage?: Record<string, number[]>;
  errors?: string[];
  queriesPerCall?: Record<string, number>;
};

const sections = (results: BenchResults) => Object.entries(results.databases) as Array<[DatabaseKind, Section]>;

/** The issue's goals, per database where the database matters. */
export function evaluateGoals(results: BenchResults): Goal[] {
  const goals: Goal[] = [];
  for (const [database, section] of sections(results)) {
    const endpoints = section.http?.endpoints ?? [];
    // Issue 28's targets: they supersede the older status-vs-trivial-route, card p99 at full
    // connections and import goals (20,000 rows/s; 0.30× the raw COPY).
    goals.push(...httpGoals(database, endpoints, results.machine.cpuCount));
    const imported = section.import ? importGoal(database, section.import) : undefined;
    if (imported) goals.push(imported);
    if (section.webhooks)
      goals.push({
        database,
        name: `webhook delivery p99 (${section.webhooks.events} events)`,
        target: "< 2 s",
        measured: `${section.webhooks.p99Ms} ms`,
        met: section.webhooks.p99Ms < 2000 && section.webhooks.received === section.webhooks.events,
      });
    if (section.adminTable) {
      const worst = [...section.adminTable.queries].sort((a, b) => b.p95Ms - a.p95Ms)[0];
      if (worst)
        goals.push({
          database,
          name: `admin table p95 at ${section.adminTable.employees.toLocaleString("en-US")} employees (worst combination)`,
          target: "< 100 ms",
          measured: `${worst.p95Ms} ms (${worst.name})`,
          met: worst.p95Ms < 100,
        });
    }
    if (section.scale) goals.push(...scaleGoals(database, section.scale));
    if (section.freshness)
      goals.push({
        database,
        name: `stale status reads after a PATCH (${section.freshness.writes} writes)`,
        target: "0",
        measured: String(section.freshness.staleReads),
        met: section.freshness.staleReads === 0,
      });
    if (section.lcp && !("skipped" in section.lcp))
      goals.push(lcpGoal(database, section.lcp.lcpMs.p50, section.lcp.runs));
    if (section.stepLcp && !("skipped" in section.stepLcp))
      for (const page of section.stepLcp.pages)
        goals.push({
          database,
          name: `${page.path} LCP and content shown p50, signed in, Slow 4G + 4× CPU (${section.stepLcp.runs} runs)`,
          target: `≤ ${STEP_LCP_BUDGET_MS} ms each`,
          measured: `LCP ${page.lcpMs.p50} ms, content shown ${page.contentMs.p50} ms`,
          // LCP alone can read the heading while the form is still on its way (issue 42 item 5).
          met: page.lcpMs.p50 <= STEP_LCP_BUDGET_MS && page.contentMs.p50 <= STEP_LCP_BUDGET_MS,
        });
  }
  const firstLoad = results.build?.firstLoadJs as FirstLoadResult | undefined;
  if (firstLoad) goals.push(...firstLoadGoals(firstLoad.pages));
  return goals;
}

const mark = (goal: Goal) => (goal.reported ? "reported" : goal.met === null ? "n/a" : goal.met ? "met" : "**missed**");

function perDatabase(results: BenchResults, title: string, render: (section: Section) => string | undefined): string {
  const parts = sections(results).flatMap(([kind, section]) => {
    const body = render(section);
    return body
      ? [
          `### ${title} — ${kind === "postgres" ? `PostgreSQL ${results.machine.postgres ?? ""}` : `PGlite ${results.machine.pglite}`}\n\n${body}`,
        ]
      : [];
  });
  return parts.join("\n\n");
}

function keptAnalysis(previous: string | undefined): string {
  if (previous === undefined) return NOT_WRITTEN;
  const start = previous.indexOf(ANALYSIS_START);
  const end = previous.indexOf(ANALYSIS_END);
  return start >= 0 && end > start ? previous.slice(start + ANALYSIS_START.length, end).trim() : NOT_WRITTEN;
}

/** The options of `npm run bench`, as bench/lib/options.ts parses them. */
const OPTIONS_TABLE = markdownTable(
  ["option", "default (with --quick)", "what it sets"],
  [
    [
      "`--only <measures>`",
      "all",
      "`http`, `freshness`, `import`, `webhooks`, `admin`, `portal`, `scale`, comma-separated (`admin` imports its employees first; `scale` is PostgreSQL only)",
    ],
    ["`--db <databases>`", "`postgres,pglite`", "the databases, measured one after the other in the order given"],
    ["`--quick`", "off", "every count and duration below shrinks to its quick value: a smoke test of a few minutes"],
    ["`--duration <s>`", "10 (2)", "seconds of load per HTTP run"],
    ["`--connections <n>`", "50", "connections of the closed-loop HTTP runs"],
    [
      "`--rows <n>`, `--pglite-rows <n>`",
      "100,000 (2,000)",
      "eligibility rows imported on PostgreSQL, and on PGlite (`--pglite-rows`, else `--rows`)",
    ],
    ["`--events <n>`", "1,000 (100)", "webhook events delivered"],
    ["`--writes <n>`", "200 (20)", "PATCHes checked for a fresh status read"],
    [
      "`--card-employees <n>`",
      "5,000 (300)",
      "fresh complete employees for card creation on PostgreSQL; half as many on PGlite",
    ],
    [
      "`--employees <n>`",
      "1,000,000 (20,000)",
      "the large employer of `scale`, cloned by COPY from real employees at each stage (at least 20,000)",
    ],
    [
      "`--samples <n>`",
      "30 (5)",
      "timed calls per admin-table query and funnel (`scale`: ten times as many for status, GET employee and a list page)",
    ],
    ["`--build <when>`", "`auto`", "rebuild .next-bench: `auto` when sources are newer than it, `always`, `never`"],
    [
      "`--docs`, `--no-docs`",
      "a full run writes",
      "write this page or not (by default only a full run does: every measure, not `--quick` or `--profile`)",
    ],
    [
      "`--profile`",
      "off",
      "CPU-profile the app server, one server per endpoint, into bench/results/ (changes the numbers: not for the goals)",
    ],
  ],
);

function notices(results: BenchResults): string {
  const lines = [
    ...results.skipped,
    ...sections(results).flatMap(([kind, s]) => (s.errors ?? []).map((e) => `Failed on ${kind}: ${e}`)),
  ];
  return lines.length > 0 ? `${lines.map((line) => `> ${line}`).join("\n>\n")}\n\n` : "";
}

/** Writes docs/performance.md for `results`, keeping the findings the page already has. */
export function writePerformanceDoc(results: BenchResults): void {
  const previous = fs.existsSync(DOC_PATH) ? fs.readFileSync(DOC_PATH, "utf8") : undefined;
  fs.writeFileSync(DOC_PATH, renderPerformanceDoc(results, previous));
}

/** The page for `results`: generated but for the findings between the markers of `previous`. */
export function renderPerformanceDoc(results: BenchResults, previous?: string): string {
  const m = results.machine;
  const firstLoad = results.build?.firstLoadJs as FirstLoadResult | undefined;
  const goals = markdownTable(
    ["goal", "target", "where", "measured", "result"],
    results.goals.map((g) => [g.name, g.target, g.database, g.measured, mark(g)]),
  );
  return `# Performance

Measured speed and scale against the framework floor. Generated by \`npm run bench\` (bench/run.ts)
from \`${results.command}\` on ${results.startedAt.slice(0, 10)} (${results.startedAt} – ${results.finishedAt ?? "?"});
the raw numbers are in \`bench/results/<date>.json\` (not committed). Rerun it on your machine
before comparing: these are one run each on a small, shared machine.

| machine | |
|---|---|
| CPU | ${m.cpuCount}× ${m.cpuModel} |
| memory | ${m.memoryGiB} GiB |
| OS | ${m.os} |
| Node.js | ${m.node} |
| PostgreSQL | ${m.postgres ?? "not reachable: skipped"} |
| PGlite | ${m.pglite} |
| Next.js | ${m.next} (scripts/server.mjs as \`npm start\` runs it, production build in .next-bench) |
| commit | ${m.gitCommit ?? "?"} (plus uncommitted changes at the time of the run) |
| load average at start (1/5/15 min) | ${m.loadAverageAtStart.join(" / ")} |
| speed: a fixed CPU loop (bench/lib/machine.ts) | ${m.calibrationMs ?? "?"} ms (the reference machine: ${REFERENCE_CALIBRATION_MS} ms; lower is faster) |

${notices(results)}## Goals

${goals}

## Running it

\`\`\`sh
npm run bench                         # everything, PostgreSQL and PGlite, ~10 minutes; writes this page
npm run bench -- --quick              # a smoke test: short runs, small counts, no page written
npm run bench -- --only http,import --db postgres --duration 20
npm run bench -- --help               # every option
\`\`\`

${OPTIONS_TABLE}

PostgreSQL at \`BENCH_POSTGRES_URL\` (default \`postgres://postgres@127.0.0.1:5432/postgres\`) gets a
throwaway database \`bench_<pid>_…\`, dropped at the end; when the server does not answer, the
PostgreSQL half is skipped with a message. PGlite gets a throwaway data directory under
\`.data/bench-<pid>/\`. The app is built once into \`.next-bench\` (never \`.next\`) and served as
production serves it, by scripts/server.mjs (the path \`npm start\` takes: our node:http listener in
front of Next.js, which gives the per-IP throttles the client's address), with
\`BACKGROUND_WORKER=off\`, so the worker's polling does not compete with the load, \`LOG_LEVEL=info\`
(one JSON line per request, as in production) and telemetry on: traces exported over OTLP/HTTP to
a receiver the bench starts in its own process (bench/otlp-receiver.ts). The bare Next.js floor and
the trivial route are served by that same server. autocannon runs in the bench
process on the same two cores as the server: every number here includes that competition, which
is the same for the floors and the endpoints, so the ratios are fair even where the absolute
numbers are low.

## 1. HTTP load (autocannon, ${results.options.connections} connections, ${results.options.durationSec} s per endpoint)

Three floors in the same run, each around the same indexed SELECT (\`listPayrollSchedules\`,
through the same db client, \`getDb\`). **Bare node:http**: bench/floor-server.ts, a plain
\`node:http\` server with no framework, no authentication, no logging. **Bare Next.js route**:
\`GET /api/bench-floor/{id}/payroll-schedules\`, a route handler on the app's own server that runs
the SELECT and answers the rows, with none of our pipeline. It exists only in the bench build:
its file is \`route.bench.ts\`, a route only when next.config.mjs adds the \`bench.ts\` page
extension, which it does for a build into .next-bench with \`BENCH_FLOOR_ROUTE=1\`; everywhere
else the path answers 404 (lib/api/bench-floor-route.test.ts). **Trivial route**: the app's
cheapest authenticated endpoint, \`GET /api/employers/{id}/payroll-schedules\`: the whole route
pipeline (\`runRoute\`, \`withPartner\`: HTTP Basic with two indexed SELECTs and a SHA-256 compare,
API-Version, one log line) around the same SELECT. Bare node:http → bare Next.js route is what
Next.js costs a request; bare Next.js route → trivial route is what our pipeline costs. Each floor
is also run with one connection, where the mean latency is a request's own cost with nothing
queued; at ${results.options.connections} connections latency is mostly queueing (about connections ÷ req/s), and
1000 ÷ req/s is the machine's time per request at capacity. Each endpoint gets a short
warm-up first. Reads and PATCHes rotate over 200 complete employees; each card request goes to a
different, fresh, complete employee (prepared through the service layer before the run) with its
own \`Idempotency-Key\`.

${perDatabase(results, "Floors", (s) => floorsTables(s, results.options.connections))}

${perDatabase(results, "HTTP", (s) => (s.http ? httpTable(s) : undefined))}

Database round trips behind each piece of a request, counted where pg writes each statement
(\`Query#submit\`) while the service functions run once in the bench process (bench/query-count.ts;
transactions count BEGIN and COMMIT). The whole HTTP call's count is in the traces' table below:

${perDatabase(results, "Round trips", (s) =>
  s.queriesPerCall
    ? markdownTable(
        ["call", "queries"],
        Object.entries(s.queriesPerCall).map(([name, n]) => [name, n]),
      )
    : undefined,
)}

### Open loop: latency at a fixed offered rate

Card creation and PATCH offered 25, 50 and 75 % of the closed-loop capacity just measured, by the
bench's own generator (\`bench/lib/open-loop-generator.ts\`): Poisson arrivals at the offered
rate, each request's latency measured from its intended send time (coordinated omission
corrected, as wrk2 does), with connections enough to carry the rate at half a second of latency.
Requests arrive whether or not the previous ones were answered, so the latency is what a request
costs a server under that load, not the queue a closed loop builds. "Late" is how far behind its
schedule the generator sent (its own delay, counted in the latency); "service" is from a socket to
the answer. A run that did not achieve 95 % of its rate says so in its note. (Until issue 43 this
was autocannon's \`overallRate\`, which sends each second's quota at the start of the second: a
burst once a second, not an offered rate.)

${perDatabase(results, "Open loop", (s) => (s.http ? openLoopTable(s) : undefined))}

Where those requests' time went: each request carried a \`traceparent\` of its own, so its
timings at the generator lie beside the server's trace of it (the framework's request span and our
route span, same machine, same clock); the pieces add up to the latency. Beside them, the server's
event-loop delay (p99 over the run, prom-client's \`monitorEventLoopDelay\`) and GC share.

${perDatabase(results, "Where the time went", (s) => (s.http ? breakdownTable(s) : undefined))}

### CPU per request

CPU time over each measured run divided by the requests answered (utime + stime from /proc): the
server's process tree; PostgreSQL's postmaster, background processes and the backends of the
bench's database; the bench process itself (autocannon, the PostgreSQL sampler: the load
generator's own cost, on the same two cores); and the OTLP receiver (the telemetry's other end).

${perDatabase(results, "CPU", (s) => (s.http ? cpuTable(s) : undefined))}

### PostgreSQL's view during each run

pg_stat_activity and pg_locks sampled every ~100 ms from a separate connection: the share of
samples in which an active backend of the bench's database waited (and on what), and in which one
waited for a lock (row locks show as \`transactionid\`: the holder's transaction). With
pg_stat_statements loaded, reset before each run: the statements PostgreSQL executed per answered
request, and the top ones by total time.

${perDatabase(results, "PostgreSQL waits", (s) => (s.http ? pgTable(s) : undefined))}

${perDatabase(results, "PostgreSQL's top statements", (s) => (s.http ? statementsTable(s) : undefined))}

### Per request, from the server's traces

Each measured run's traces (route span, database spans) as the server exported them: statements
per HTTP call (median over traced requests; the sandbox issuer's own table, standing in for the
card issuer's HTTP API, apart), by piece (auth: \`api_clients\`, \`api_client_employers\`; throttle: \`rate_limits\`;
idempotency: \`idempotency_keys\`; transaction control: BEGIN/COMMIT and other statements that
name no table; the rest the use case), and the mean time per request in the route and inside
statements per piece. What the spans cannot attribute is "outside statements": validation,
serialisation, logging, waiting for a pooled connection and for the event loop, all together (there
are no spans for them). Coverage below 1 means the SDK's export queue dropped spans under load;
a little above 1, requests still in flight when autocannon stopped (traced, not counted as
answered). Under load, a statement that waited for a pooled connection can be recorded in the trace
of the request that released the connection (pg-pool calls the waiter back in that request's async
context), so the loaded runs' counts per call scatter (GETs at 50 connections even read 0): the
goals count from the one-connection runs.

${perDatabase(results, "Traces", (s) => (s.http ? tracesTable(s) : undefined))}

## 2. Status freshness

After each PATCH (flipping \`isEligible\`) the next \`GET …/onboarding/status\` is checked for the
change; a stale read would be retried until fresh and counted.

${perDatabase(results, "Freshness", (s) =>
  s.freshness
    ? markdownTable(
        ["writes", "stale reads", "PATCH → fresh read p50 ms", "p99 ms", "max ms", "PATCH p50 ms", "PATCH p99 ms"],
        [
          [
            s.freshness.writes,
            s.freshness.staleReads,
            s.freshness.timeToFreshMs.p50,
            s.freshness.timeToFreshMs.p99,
            s.freshness.timeToFreshMs.max,
            s.freshness.patchMs.p50,
            s.freshness.patchMs.p99,
          ],
        ],
      )
    : undefined,
)}

## 3. Eligibility import

Generated rows (all 15 columns; ~5 % without an SSN, ~5 % without an address, ~3 % not eligible)
through \`createImport\` + \`runImport\`, the functions \`npm run import\` and the admin page use
(parse, validate each row with the API's schema, write in chunks of 2,000, events, projection),
end to end, in three passes on one employer: the file's people all new; the same file again (every
row unchanged: read, validated, compared, nothing written); a file in which every tenth person has
moved house (updated, with \`employee.updated\`). CPU is this process's (Node) and that of the
PostgreSQL backends serving the database (from /proc; PGlite runs inside the bench process). Peak
RSS and heap are sampled every 20 ms while a pass runs. Two floors for the same file: a COPY into
an unindexed scratch table with typed columns, and a COPY into a copy of \`employees\` with every
index (ids from a column default; no validation, no events).

${perDatabase(results, "Import", (s) =>
  s.import
    ? [
        markdownTable(
          [
            "pass",
            "rows",
            "created",
            "updated",
            "unchanged",
            "rejected",
            "seconds",
            "rows/s",
            "CPU node s",
            "CPU database s",
            "peak RSS MB",
            "peak heap MB",
          ],
          (s.import.passes ?? []).map((p) => [
            p.name,
            p.rows,
            p.created,
            p.updated,
            p.unchanged,
            p.rejected,
            p.seconds,
            p.rowsPerSecond,
            p.nodeCpuSeconds,
            p.databaseCpuSeconds ?? "–",
            p.peakRssMb,
            p.peakHeapMb,
          ]),
        ),
        "",
        markdownTable(
          ["floor", "seconds", "rows/s", "first pass × floor"],
          [s.import.floor, ...(s.import.indexedFloor ? [s.import.indexedFloor] : [])].map((f) => [
            f.method,
            f.seconds,
            f.rowsPerSecond,
            round(s.import!.rowsPerSecond / f.rowsPerSecond, 3),
          ]),
        ),
      ].join("\n")
    : undefined,
)}

## 4. Webhook delivery latency

Event committed → received by a local receiver; the real worker in-process with its defaults
(250 ms idle poll, 25 deliveries per claim), real signing; 20 events every ~20 ms.

${perDatabase(results, "Webhooks", (s) =>
  s.webhooks
    ? markdownTable(
        ["events", "received", "p50 ms", "p99 ms", "max ms"],
        [[s.webhooks.events, s.webhooks.received, s.webhooks.p50Ms, s.webhooks.p99Ms, s.webhooks.maxMs]],
      )
    : undefined,
)}

## 5. Admin employees table

The page query of \`GET /api/admin/employees\` (\`listAdminEmployees\`, the rows and the total
count) on the employer of the import above, query strings parsed by the route's own schema
(page size 50). Three warm-up calls, then ${results.options.adminSamples} timed calls per combination.

${perDatabase(results, "Admin table", (s) =>
  s.adminTable
    ? markdownTable(
        ["query", "matches", "p50 ms", "p95 ms", "max ms"],
        s.adminTable.queries.map((q) => [q.name, q.total, q.p50Ms, q.p95Ms, q.maxMs]),
      )
    : undefined,
)}

## 6. Portal

First-load JavaScript per page, from the build's manifests: the root main files every page loads
plus the chunks of the page and its layouts (client reference manifest \`entryJSFiles\`), each
gzipped with zlib (level 6). Every portal page is held to ${FIRST_LOAD_BUDGET_KB} KB (bench/lib/portal-budget.ts;
\`npm run bench\` exits non-zero when one is over). The repayment step's Stripe form is a dynamic
import loaded after the page, and Stripe.js itself comes from js.stripe.com: neither is first-load
JavaScript of the build.${firstLoad ? ` The framework runtime every page loads (React, the Next.js client router) is ${firstLoad.sharedGzipKB} KB of it.` : ""}

${
  firstLoad
    ? markdownTable(
        ["page", "area", "chunks", "raw KB", "gzip KB", `≤ ${FIRST_LOAD_BUDGET_KB} KB`],
        firstLoad.pages.map((p) => [
          p.route,
          p.area,
          p.chunks,
          p.rawKB,
          p.gzipKB,
          { within: "yes", over: "**no**", "not budgeted": "" }[firstLoadVerdict(p)],
        ]),
      )
    : "_Not measured in this run._"
}

Largest contentful paint of the task list (\`/onboarding\`), signed in through a fresh invite link
per run like the browser tests, headless Chromium, cold cache, Chrome DevTools' Slow 4G network
(562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up) and 4× CPU slowdown (goal: p50 ≤ ${LCP_BUDGET_MS} ms):

${perDatabase(results, "LCP", (s) =>
  s.lcp
    ? "skipped" in s.lcp
      ? `Skipped: ${s.lcp.skipped}`
      : markdownTable(
          ["runs", "LCP p50 ms", "LCP max ms", "FCP p50 ms", "JS on the wire KB"],
          [[s.lcp.runs, s.lcp.lcpMs.p50, s.lcp.lcpMs.max, s.lcp.fcpMs.p50, s.lcp.scriptTransferKB]],
        )
    : undefined,
)}

The step pages whose content the server renders with their data, as a returning person opens them:
signed in first (the portal's scripts and styles cached), then each page under the same throttling;
"content shown" is when the page's own content (the form, the first agreement, the income form or
its result, how to repay, the card choice) is on screen, which LCP alone can miss when the heading
is the largest text — read by asking the page, an upper bound with the page's busy main thread in
it (goal: LCP p50 and content shown p50 each ≤ ${STEP_LCP_BUDGET_MS} ms; the content came 2.7–2.8 s
in before issue 25, and income's and repayment's 1.92–1.93 s in before issue 42):

${perDatabase(results, "Step pages' LCP", (s) =>
  s.stepLcp
    ? "skipped" in s.stepLcp
      ? `Skipped: ${s.stepLcp.skipped}`
      : markdownTable(
          ["page", "runs", "LCP p50 ms", "LCP max ms", "content shown p50 ms", "content shown max ms"],
          s.stepLcp.pages.map((page) => [
            page.path,
            s.stepLcp && !("skipped" in s.stepLcp) ? s.stepLcp.runs : 0,
            page.lcpMs.p50,
            page.lcpMs.max,
            page.contentMs.p50,
            page.contentMs.max,
          ]),
        )
    : undefined,
)}

## Load on the machine during the run

${perDatabase(results, "Load average (1/5/15 min) when each measure started", (s) =>
  s.loadAverage && Object.keys(s.loadAverage).length > 0
    ? markdownTable(
        ["measure", "load average"],
        Object.entries(s.loadAverage).map(([name, value]) => [name, value.join(" / ")]),
      )
    : undefined,
)}

## Current findings

${ANALYSIS_START}
${keptAnalysis(previous)}
${ANALYSIS_END}
`;
}
