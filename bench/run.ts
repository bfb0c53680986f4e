// `npm run bench`: measured speed and scale against the framework floor, on PostgreSQL (skipped
// with a message when unreachable) and on the embedded PGlite. Writes bench/results/<date>.json
// and, for a full run, docs/performance.md. See docs/performance.md for what each number means.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import { measureAdminTable } from "./admin-table";
import { measureFreshness } from "./freshness";
import { loadApp, loadBareFloor, summarizeFloors, type LoadResult, type WithServer } from "./http-load";
import { measureImport } from "./import";
import { countQueries } from "./query-count";
import { ensureBuild } from "./lib/build";
import { createTarget, dropTarget, openTarget, probePostgres, releaseTarget, type Target } from "./lib/database";
import { createBenchEmployees, createBenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import { loadAverage, machineInfo, REFERENCE_CALIBRATION_MS } from "./lib/machine";
import { parseOptions, type BenchOptions, type DatabaseKind, type Measure } from "./lib/options";
import { makeObserver } from "./lib/observe";
import { startPgObserver, type PgObserver } from "./lib/pg-observer";
import { summarizeProfile, type ProfileSummary } from "./lib/profile";
import { startFloorServer, startNextServer, startOtlpReceiver, type Server } from "./lib/processes";
import { verdict } from "./lib/goals";
import { evaluateGoals, writePerformanceDoc } from "./lib/report";
import { RESULTS_DIR, writeResults, type BenchResults } from "./lib/results";
import { round } from "./lib/stats";
import { measureChecklistLcp, measureFirstLoadJs, measureStepLcp, type FirstLoadResult } from "./portal";
import { FIRST_LOAD_BUDGET_KB, pagesOverBudget } from "./lib/portal-budget";
import { measureScale } from "./scale";
import { measureWebhookLatency } from "./webhook-latency";

process.env.NEXT_TELEMETRY_DISABLED = "1";
// The bench process's own logs (set-up, import, worker) would drown the progress lines.
process.env.LOG_LEVEL ??= "warn";

const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value)}`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

type Section = Record<string, unknown> & { loadAverage: Record<string, number[]>; errors: string[] };

/** One measure failing (a broken endpoint, a stale build) is recorded, and the run goes on. */
async function attempt<T>(section: Section, name: string, run: () => Promise<T>): Promise<T | undefined> {
  section.loadAverage[name] = loadAverage();
  try {
    return await run();
  } catch (error) {
    const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
    log(`FAILED ${message}`);
    section.errors.push(message);
    return undefined;
  }
}

async function runServerPhase(target: Target, options: BenchOptions, section: Section, root: string): Promise<void> {
  const logDir = path.join(root, "logs");
  const { only, quick } = options;
  const db = await openTarget(target);
  const tenant = await createBenchTenant(db, "Bench HTTP employer");
  const started = Date.now();
  const concurrency = target.kind === "postgres" ? 8 : 1;
  const readPool = await createBenchEmployees(db, tenant, { count: quick ? 50 : 200, complete: true, concurrency });
  const cardPool = only.has("http")
    ? await createBenchEmployees(db, tenant, { count: options.cardEmployees[target.kind], complete: true, concurrency })
    : [];
  const freshPool = only.has("freshness")
    ? await createBenchEmployees(db, tenant, { count: 10, complete: true, concurrency })
    : [];
  const lcpRuns = quick ? 2 : 5;
  const portalPool = only.has("portal")
    ? await createBenchEmployees(db, tenant, { count: lcpRuns + 1, complete: false, concurrency })
    : [];
  if (target.kind === "postgres" && only.has("http") && cardPool.length > 0) {
    section.queriesPerCall = await attempt(section, "queryCount", () =>
      countQueries(db, tenant, readPool[0]!, cardPool.pop()!),
    );
  }
  section.setup = {
    employees: readPool.length + cardPool.length + freshPool.length + portalPool.length,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  log(`set-up: ${JSON.stringify(section.setup)}`);
  await releaseTarget();
  const load = { connections: options.connections, durationSec: options.durationSec };
  const warmUpSec = quick ? 1 : 3;
  // The service as it ships exports its traces: to this receiver, which also gives each run's
  // statements per HTTP call and time per piece of a request.
  const receiver = await startOtlpReceiver({ port: await freePort(), logDir });
  const pg: PgObserver | undefined =
    target.kind === "postgres" && only.has("http") ? await startPgObserver(target.env.DATABASE_URL!) : undefined;
  const observe = (server: Server, traced = true) =>
    makeObserver({
      server,
      ...(target.databaseName ? { databaseName: target.databaseName } : {}),
      ...(pg ? { pg } : {}),
      ...(traced ? { receiver } : {}),
    });
  try {
    await measureServers();
  } finally {
    await pg?.close();
    await receiver.stop();
  }

  // Every server of the phase runs within the receiver's and the PostgreSQL observer's lifetime.
  async function measureServers(): Promise<void> {
    let bareRuns: LoadResult[] = [];
    if (only.has("http")) {
      const floor = await startFloorServer({
        env: { ...target.env, BENCH_EMPLOYER_ID: tenant.employerId },
        port: await freePort(),
        logDir,
        name: `floor-${target.kind}`,
      });
      try {
        bareRuns =
          (await attempt(section, "httpFloor", () =>
            loadBareFloor({ ...load, baseUrl: floor.url, observer: observe(floor, false) }, warmUpSec),
          )) ?? [];
      } finally {
        await floor.stop();
      }
    }
    const startApp = async (profileDir?: string) =>
      startNextServer({
        env: target.env,
        port: await freePort(),
        logDir,
        name: `next-${target.kind}`,
        nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
        otlpEndpoint: receiver.url,
        metricsPort: await freePort(),
      });
    const profiles: Record<string, ProfileSummary> = {};
    const profiled: WithServer = async (endpoint, measure) => {
      const profileDir = path.join(root, "profiles", `${target.kind}-${endpoint.replace(/[^a-z0-9]+/gi, "-")}`);
      fs.mkdirSync(profileDir, { recursive: true });
      const own = await startApp(profileDir);
      try {
        return await measure(own);
      } finally {
        await own.stop();
        const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
        if (file) {
          const kept = path.join(
            RESULTS_DIR,
            `profile-${target.kind}-${path.basename(profileDir).replace(`${target.kind}-`, "")}.cpuprofile`,
          );
          fs.copyFileSync(path.join(profileDir, file), kept);
          profiles[endpoint] = summarizeProfile(kept);
          log(
            `  profile ${endpoint}: ${profiles[endpoint].categories
              .slice(0, 4)
              .map((c) => `${c.name} ${c.pct}%`)
              .join(", ")}`,
          );
        }
      }
    };
    const server = options.profile ? undefined : await startApp();
    try {
      const shared: WithServer = (_endpoint, measure) => measure(server!);
      const app = only.has("http")
        ? await attempt(section, "httpApp", () =>
            loadApp(tenant, { readPool, cardPool }, load, warmUpSec, options.profile ? profiled : shared, observe),
          )
        : undefined;
      if (app) {
        const all = [...bareRuns, ...app];
        const floorRun = (floor: LoadResult["floor"]) =>
          all.find((result) => result.floor === floor && result.connections === load.connections);
        const [bare, nextFloor, trivial] = [floorRun("node"), floorRun("next"), floorRun("trivial")];
        const ratio = (result: LoadResult, floor: LoadResult | undefined) =>
          floor ? round(result.rps / floor.rps, 3) : Number.NaN;
        const floors = summarizeFloors(all, load.connections);
        section.http = {
          worker: "BACKGROUND_WORKER=off in the measured server",
          server:
            "scripts/server.mjs (as npm start runs it), LOG_LEVEL=info, traces exported over OTLP/HTTP to the bench's receiver",
          endpoints: all.map((result) => ({
            ...result,
            ratioToTrivial: ratio(result, trivial),
            ratioToBare: ratio(result, bare),
            ratioToNext: ratio(result, nextFloor),
          })),
          floors,
        };
        for (const layer of floors.layers) {
          const sequential =
            layer.sequentialMeanAddedMs === undefined
              ? ""
              : `, 1 connection mean ${signed(layer.sequentialMeanAddedMs)} ms`;
          log(
            `  cost of ${layer.layer}: ${signed(-layer.rpsLost)} req/s (×${layer.rpsRatio}), ${signed(layer.msPerRequestAdded)} ms per request at capacity, p50 ${signed(layer.p50AddedMs)} ms at ${load.connections} connections${sequential}`,
          );
        }
      }
      if (options.profile) section.profiles = profiles;
      const reader = server ?? (await startApp());
      try {
        if (only.has("freshness"))
          section.freshness = await attempt(section, "freshness", () =>
            measureFreshness(reader.url, tenant, freshPool, options.freshnessWrites),
          );
        if (only.has("portal"))
          section.lcp = await attempt(section, "portal", () =>
            measureChecklistLcp(reader.url, tenant, portalPool, lcpRuns),
          );
        if (only.has("portal"))
          section.stepLcp = await attempt(section, "portal steps", () =>
            measureStepLcp(reader.url, tenant, readPool, lcpRuns),
          );
      } finally {
        if (!server) await reader.stop();
      }
    } finally {
      await server?.stop();
    }
  }
}

async function runDatabase(kind: DatabaseKind, options: BenchOptions, root: string): Promise<Section> {
  const target = await createTarget(kind, root);
  const section: Section = {
    loadAverage: {},
    errors: [],
    ...(target.databaseName ? { database: target.databaseName } : { dataDir: target.dataDir }),
  };
  try {
    const { only } = options;
    if (only.has("http") || only.has("freshness") || only.has("portal"))
      await runServerPhase(target, options, section, root);
    const db = await openTarget(target);
    if (only.has("webhooks")) {
      const tenant = await createBenchTenant(db, "Bench webhook employer");
      section.webhooks = await attempt(section, "webhooks", () =>
        measureWebhookLatency(db, tenant, options.webhookEvents),
      );
    }
    if (only.has("import") || only.has("admin")) {
      const tenant = await createBenchTenant(db, "Bench import employer");
      const rows = options.importRows[kind];
      section.import = await attempt(section, "import", () => measureImport(db, target, tenant, rows, root));
      if (only.has("admin") && section.import) {
        section.adminTable = await attempt(section, "admin", () =>
          measureAdminTable(db, tenant.employerId, rows, options.adminSamples),
        );
      }
    }
    if (only.has("scale")) {
      if (kind === "postgres") {
        const tenant = await createBenchTenant(db, "Bench national employer");
        section.scale = await attempt(section, "scale", async () =>
          measureScale({
            db,
            url: target.env.DATABASE_URL!,
            tenant,
            population: options.employees,
            samples: options.adminSamples,
            startServer: async () =>
              startNextServer({
                env: target.env,
                port: await freePort(),
                logDir: path.join(root, "logs"),
                name: "scale",
              }),
          }),
        );
      } else log("scale: PostgreSQL only (README, “Where the embedded database stops”)");
    }
  } finally {
    await dropTarget(target);
    fs.rmSync(target.dataDir, { recursive: true, force: true });
  }
  return section;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const postgres = options.databases.includes("postgres") ? await probePostgres() : undefined;
  const results: BenchResults = {
    startedAt: startedAt.toISOString(),
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
    options: { ...options, only: [...options.only] },
    machine: machineInfo(postgres?.ok ? postgres.version : null),
    skipped: [],
    databases: {},
    goals: [],
  };
  log(
    `machine: ${results.machine.cpuCount}× ${results.machine.cpuModel}, ${results.machine.memoryGiB} GiB, node ${results.machine.node}, load ${results.machine.loadAverageAtStart.join(" ")}, speed: a fixed CPU loop in ${results.machine.calibrationMs} ms (reference ${REFERENCE_CALIBRATION_MS} ms; lower is faster)`,
  );
  const root = path.resolve(".data", `bench-${process.pid}`);
  fs.mkdirSync(root, { recursive: true });
  if (["http", "freshness", "portal", "scale"].some((m) => options.only.has(m as Measure)))
    results.build = { ...ensureBuild(options.build) };
  if (options.only.has("portal")) results.build = { ...results.build, firstLoadJs: measureFirstLoadJs() };
  for (const kind of options.databases) {
    if (kind === "postgres" && postgres && !postgres.ok) {
      const message = `PostgreSQL skipped: not reachable at ${process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432"} (${postgres.reason}). Start it (pg_ctlcluster --skip-systemctl-redirect 15 main start) or set BENCH_POSTGRES_URL.`;
      log(message);
      results.skipped.push(message);
      continue;
    }
    log(`— ${kind} —`);
    results.databases[kind] = await runDatabase(kind, options, root);
  }
  results.finishedAt = new Date().toISOString();
  results.goals = evaluateGoals(results);
  const file = writeResults(results);
  log(`results: ${file}`);
  for (const goal of results.goals)
    log(`goal ${verdict(goal)} [${goal.database}] ${goal.name}: ${goal.measured} (target ${goal.target})`);
  if (options.writeDocs) {
    writePerformanceDoc(results);
    log("wrote docs/performance.md");
  }
  fs.rmSync(root, { recursive: true, force: true });
  // A hard budget (issue 17): a portal page over it fails the run, naming each page.
  const over = pagesOverBudget((results.build?.firstLoadJs as FirstLoadResult | undefined)?.pages ?? []);
  if (over.length > 0) {
    log(
      `FAILED: ${over.length} portal page(s) over the ${FIRST_LOAD_BUDGET_KB} KB first-load budget: ${over.map((p) => `${p.route} ${p.gzipKB} KB`).join(", ")}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
