// PostgreSQL's own view of each load run, from a separate connection: pg_stat_activity and
// pg_locks sampled every ~100 ms (who is running, and on what each running backend waits), and,
// when the pg_stat_statements extension is loaded (shared_preload_libraries), the statements that
// took the most time during the run. Where the HTTP numbers say "requests queue", this says on what.
import { Client } from "pg";

export type WaitingLock = { locktype: string; relation: string | null; mode: string };
/** One active backend of the bench's database at one sampling instant. */
export type BackendSample = { waitEventType: string | null; waitEvent: string | null; locks: WaitingLock[] | null };

export type WaitShare = { what: string; share: number; meanBackends: number };

export type PgView = {
  samples: number;
  /** Mean active backends of the bench's database per sample. */
  meanActive: number;
  /** Share of samples in which at least one active backend was waiting (any wait event). */
  waitingShare: number;
  /** Share of samples in which at least one backend waited for a heavyweight lock (row, relation, transaction id). */
  lockWaitShare: number;
  /** Per wait event (type:event): share of samples with a backend waiting on it, and the mean number waiting. */
  waits: WaitShare[];
  /** Per lock not granted (type, relation, mode), the same. */
  locks: WaitShare[];
  statements: TopStatements;
};

export type TopStatement = { query: string; calls: number; totalMs: number; meanMs: number };
export type TopStatements =
  { loaded: true; statementsPerRequest?: number; calls: number; top: TopStatement[] } | { loaded: false; note: string };

/** The samples' summary: shares of sampling instants, so runs of different lengths compare. */
export function summarizeSamples(samples: readonly BackendSample[][]): Omit<PgView, "statements"> {
  const n = samples.length;
  const tally = (key: (b: BackendSample) => string[]) => {
    const seen = new Map<string, { samples: number; backends: number }>();
    for (const sample of samples) {
      const here = new Map<string, number>();
      for (const backend of sample) for (const k of key(backend)) here.set(k, (here.get(k) ?? 0) + 1);
      for (const [k, count] of here) {
        const entry = seen.get(k) ?? { samples: 0, backends: 0 };
        entry.samples += 1;
        entry.backends += count;
        seen.set(k, entry);
      }
    }
    return [...seen.entries()]
      .map(([what, { samples: s, backends }]) => ({
        what,
        share: round3(s / n),
        meanBackends: round3(backends / n),
      }))
      .sort((a, b) => b.share - a.share || b.meanBackends - a.meanBackends);
  };
  const waiting = (b: BackendSample) => b.waitEventType !== null;
  return {
    samples: n,
    meanActive: n ? round3(samples.reduce((sum, s) => sum + s.length, 0) / n) : 0,
    waitingShare: n ? round3(samples.filter((s) => s.some(waiting)).length / n) : 0,
    lockWaitShare: n ? round3(samples.filter((s) => s.some((b) => b.waitEventType === "Lock")).length / n) : 0,
    waits: tally((b) => (waiting(b) ? [`${b.waitEventType}:${b.waitEvent}`] : [])),
    locks: tally((b) => (b.locks ?? []).map((l) => `${l.locktype} on ${l.relation ?? "–"} (${l.mode})`)),
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * pg_stat_statements replaces most constants with $n, but not every one it cannot place (a
 * statement first seen in a form it did not normalise keeps its text): quoted literals are blanked
 * here, so no value the bench wrote can reach the results or docs/performance.md.
 */
export const redactLiterals = (query: string) => query.replace(/'(?:[^']|'')*'/g, "'…'");

const SAMPLE = `
  select a.wait_event_type, a.wait_event,
    (select json_agg(json_build_object('locktype', l.locktype, 'relation', l.relation::regclass::text, 'mode', l.mode))
       from pg_locks l where l.pid = a.pid and not l.granted) as locks
  from pg_stat_activity a
  where a.datname = current_database() and a.pid <> pg_backend_pid() and a.state = 'active'`;

export type PgObserver = {
  /** Starts sampling (and resets pg_stat_statements) for one run. */
  begin: () => Promise<void>;
  /** Stops sampling; `requests` answered during the run turn statement calls into statements per request. */
  end: (requests: number) => Promise<PgView>;
  close: () => Promise<void>;
};

export async function startPgObserver(databaseUrl: string, intervalMs = 100): Promise<PgObserver> {
  const client = new Client({ connectionString: databaseUrl, application_name: "bench pg observer" });
  await client.connect();
  const { rows } = await client.query<{ libs: string }>("select current_setting('shared_preload_libraries') as libs");
  let statementsNote: string | undefined;
  if (!(rows[0]?.libs ?? "").includes("pg_stat_statements")) {
    statementsNote =
      "pg_stat_statements is not loaded (shared_preload_libraries): ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements' and restart PostgreSQL to see the top statements";
  } else {
    try {
      await client.query("create extension if not exists pg_stat_statements");
    } catch (error) {
      statementsNote = `pg_stat_statements is loaded but could not be created here: ${(error as Error).message}`;
    }
  }
  let samples: BackendSample[][] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const sample = () => {
    inFlight = client
      .query<{ wait_event_type: string | null; wait_event: string | null; locks: WaitingLock[] | null }>(SAMPLE)
      .then(({ rows: backends }) => {
        samples.push(
          backends.map((b) => ({ waitEventType: b.wait_event_type, waitEvent: b.wait_event, locks: b.locks })),
        );
      })
      .catch(() => {});
  };
  return {
    begin: async () => {
      if (!statementsNote) await client.query("select pg_stat_statements_reset()");
      samples = [];
      // A sample is skipped rather than queued when the previous one has not answered yet.
      let busy = false;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        sample();
        void inFlight.finally(() => (busy = false));
      }, intervalMs);
    },
    end: async (requests) => {
      clearInterval(timer);
      await inFlight;
      let statements: TopStatements;
      if (statementsNote) statements = { loaded: false, note: statementsNote };
      else {
        // The observer's own statements (this sampling) are left out, by their text.
        const { rows: top } = await client.query<{ query: string; calls: string; total: number; mean: number }>(
          `select query, calls, total_exec_time as total, mean_exec_time as mean
             from pg_stat_statements s join pg_database d on d.oid = s.dbid
            where d.datname = current_database()
              and query not like '%pg_stat_activity%' and query not like '%pg_stat_statements%'
            order by total_exec_time desc`,
        );
        const calls = top.reduce((sum, row) => sum + Number(row.calls), 0);
        statements = {
          loaded: true,
          calls,
          ...(requests > 0 ? { statementsPerRequest: round3(calls / requests) } : {}),
          top: top.slice(0, 6).map((row) => ({
            query: redactLiterals(row.query).replace(/\s+/g, " ").slice(0, 200),
            calls: Number(row.calls),
            totalMs: Math.round(row.total),
            meanMs: round3(row.mean),
          })),
        };
      }
      return { ...summarizeSamples(samples), statements };
    },
    close: () => client.end(),
  };
}
