// An employer of 1,000,000 employees (issue 43, item 5), on PostgreSQL: the people are cloned by
// COPY from real employees at each stage (bench/lib/population.ts). Measured at 10,000 and then at
// the full size: a partner's status and GET employee through HTTP (unchanged, within noise); at
// the full size, HR's table for every search, filter and sort it offers, the funnel with its
// "stuck on" counts, and the partner list paged by its cursor at every depth.
import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { foldEmployeeCounts } from "@/lib/jobs/fold-employee-counts";
import { runIdentityChecks } from "@/lib/jobs/run-identity-checks";
import { sendInvitationRuns } from "@/lib/jobs/send-invitation-runs";
import { cancelInvitationRun } from "@/lib/services/admin/cancel-invitation-run";
import { getInvitationRun } from "@/lib/services/admin/get-invitation-run";
import { startInvitationRun } from "@/lib/services/admin/start-invitation-run";
import { REQUIREMENT_KEYS } from "@/lib/domain/onboarding/requirements";
import { WAITING_FILTERS } from "@/lib/domain/onboarding/waiting-on";
import { createEmployeeSchema } from "@/lib/schemas/employee";
import { getFunnel } from "@/lib/services/admin/get-funnel";
import { acceptAgreement } from "@/lib/services/agreements/accept-agreement";
import { submitAtr } from "@/lib/services/atr/submit-atr";
import { systemContext, type EmployerContext } from "@/lib/services/context";
import { createEmployee } from "@/lib/services/employees/create-employee";
import { initiateVerification } from "@/lib/services/identity/initiate-verification";

import { employeeBody } from "../tests/support/employee-body";

import { measureAdminTable, type AdminQueryResult, type Combo } from "./admin-table";
import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import { copyPopulation, STAGES, surnameOf, type PopulationLoad, type Stage, type Template } from "./lib/population";
import type { Server } from "./lib/processes";
import { elapsedMs, round, summarize } from "./lib/stats";

export type Latency = { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
export type ScaleResult = {
  employees: number;
  stages: Record<Stage, number>;
  loads: PopulationLoad[];
  /** A partner's reads of one employee, sequential through HTTP, at 10,000 and at the full size. */
  reads: Array<{ population: number; status: Latency; employee: Latency }>;
  hrTable: AdminQueryResult[];
  funnel: Latency;
  partnerList: Array<{ depth: number; latency: Latency }>;
  /** Everyone stuck on the agreements (about a tenth) invited in the background, with the throttle out of the way. */
  invitationRun?: {
    selected: number;
    queued: number;
    startSeconds: number;
    progress: Latency;
    sentPerSecond: number;
    sent: number;
    sendSeconds: number;
  };
};

const latency = (times: number[]): Latency => {
  const s = summarize(times);
  return { samples: times.length, p50Ms: round(s.p50), p95Ms: round(s.p95), maxMs: round(s.max) };
};

async function timed(samples: number, call: (i: number) => Promise<unknown>): Promise<Latency> {
  for (let i = 0; i < 3; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = process.hrtime.bigint();
    await call(i);
    times.push(elapsedMs(started));
  }
  return latency(times);
}

/** One real employee per stage, through the service functions the API calls. */
async function createTemplates(db: Db, tenant: BenchTenant): Promise<Template[]> {
  const system = systemContext(db, "bench", tenant.employerId);
  const partner: EmployerContext = {
    db,
    actor: { type: "partner", clientId: tenant.clientId, employerIds: new Set([tenant.employerId]) },
    employerId: tenant.employerId,
  };
  const make = async (stage: Stage, overrides: Record<string, unknown>) => {
    const input = createEmployeeSchema.parse(
      employeeBody({ lastName: `Template ${stage}`, payrollScheduleId: tenant.scheduleId, ...overrides }),
    );
    const employee = await createEmployee({ ctx: system, input });
    return { stage, employeeId: employee.id, ssn: input.ssn ?? null };
  };
  const accept = (employeeId: string) =>
    acceptAgreement({
      ctx: partner,
      employeeId,
      agreementId: tenant.agreement.id,
      input: { agreementTag: tenant.agreement.tag, acceptedAt: new Date().toISOString() },
      language: "en",
    });
  const income = (employeeId: string, annualIncome: number) =>
    submitAtr({ ctx: partner, employeeId, input: { annualIncome, monthlyObligations: 150_000 }, language: "en" });
  const throughIncome = async (template: Template) => {
    await accept(template.employeeId);
    await income(template.employeeId, 5_200_000);
    return template;
  };
  const templates: Template[] = [
    // As the eligibility file leaves a person: no SSN or phone number yet.
    await make("eligible, not started", { ssn: null, phoneNumber: null }),
    await make("personal data, no agreement", {}),
    await make("no payroll schedule (HR to fix)", { ssn: null, phoneNumber: null, payrollScheduleId: null }),
    await make("not eligible (HR to fix)", { ssn: null, phoneNumber: null, isEligible: false }),
  ];
  const accepted = await make("agreement accepted, no income", {});
  await accept(accepted.employeeId);
  const declined = await make("income failed (decided)", {});
  await accept(declined.employeeId);
  await income(declined.employeeId, 0);
  const checked = [
    await throughIncome(await make("complete", {})),
    await throughIncome(await make("documents asked for", { ssn: "231-54-1111" })),
    await throughIncome(await make("identity failed", { ssn: "231-54-2222" })),
  ];
  for (const template of checked) await initiateVerification({ ctx: partner, employeeId: template.employeeId });
  while ((await runIdentityChecks(db, { limit: 50 })) > 0);
  // Initiated after the checks ran, so it stays at the provider.
  const pending = await throughIncome(await make("identity at the provider", {}));
  await initiateVerification({ ctx: partner, employeeId: pending.employeeId });
  const waiting = await throughIncome(await make("income passed, identity not started", {}));
  return [...templates, accepted, declined, ...checked, pending, waiting];
}

/** Every search, filter and sort HR's table offers, each on its first page, and the deep pages. */
export function everyTableQuery(population: number): Combo[] {
  const lastPage = String(Math.max(1, Math.ceil(population / 50)));
  const middlePage = String(Math.max(1, Math.ceil(population / 100)));
  const combos: Combo[] = [];
  for (const sort of ["lastName", "createdAt", "progress"])
    for (const order of ["asc", "desc"]) {
      combos.push({ name: `sort ${sort} ${order}`, query: { sort, order } });
      combos.push({
        name: `sort ${sort} ${order}, middle page ${middlePage}`,
        query: { sort, order, page: middlePage },
      });
      combos.push({ name: `sort ${sort} ${order}, last page ${lastPage}`, query: { sort, order, page: lastPage } });
    }
  for (const status of ["complete", "incomplete"]) combos.push({ name: `status=${status}`, query: { status } });
  for (const stuckOn of REQUIREMENT_KEYS) combos.push({ name: `stuckOn=${stuckOn}`, query: { stuckOn } });
  for (const needsHrAction of ["true", "false"])
    combos.push({ name: `needsHrAction=${needsHrAction}`, query: { needsHrAction } });
  for (const waitingOn of WAITING_FILTERS) combos.push({ name: `waitingOn=${waitingOn}`, query: { waitingOn } });
  const rare = surnameOf(population - 7).toLowerCase();
  const searches: Array<[string, string]> = [
    ["a common surname", "smith"],
    ["a rare surname", rare],
    ["two letters", "jo"],
    ["one letter", "m"],
    ["an e-mail", `@example.com`],
    ["an external id", `E${String(population - 20).padStart(8, "0")}`],
    ["nothing matches", "zzqx"],
  ];
  for (const [what, q] of searches) {
    combos.push({ name: `search ${what} ('${q}')`, query: { q } });
    combos.push({ name: `search ${what}, createdAt desc`, query: { q, sort: "createdAt", order: "desc" } });
  }
  combos.push({
    name: "search 'smith' + status=incomplete + progress",
    query: { q: "smith", status: "incomplete", sort: "progress" },
  });
  combos.push({
    name: "waitingOn=employee + stuckOn=ssn, page 100",
    query: { waitingOn: "employee", stuckOn: "ssn", page: "100" },
  });
  return combos;
}

async function measureReads(server: Server, tenant: BenchTenant, ids: readonly string[], samples: number) {
  const base = `${server.url}/api/employers/${tenant.employerId}/employees`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/${path}`, { headers: { authorization: tenant.authorization, ...headers } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const pick = (i: number) => ids[i % ids.length]!;
  return {
    status: await timed(samples, (i) => get(`${pick(i)}/onboarding/status`, { "api-version": "2026-11-21" })),
    employee: await timed(samples, (i) => get(pick(i))),
  };
}

/** The partner's list, a page of 100 after the employee at each depth (newest first). */
async function measurePartnerList(db: Db, server: Server, tenant: BenchTenant, population: number, samples: number) {
  const depths = [0, 1_000, Math.floor(population / 2), population - 150].filter(
    (d, i, all) => d >= 0 && all.indexOf(d) === i,
  );
  const results: ScaleResult["partnerList"] = [];
  for (const depth of depths) {
    const cursor =
      depth === 0
        ? undefined
        : (
            (await db.execute(
              sql`select id from employees where employer_id = ${tenant.employerId} order by created_at desc, id desc offset ${depth - 1} limit 1`,
            )) as unknown as { rows: Array<{ id: string }> }
          ).rows[0]?.id;
    const url = `${server.url}/api/employers/${tenant.employerId}/employees?limit=100${cursor ? `&startingAfter=${cursor}` : ""}`;
    const result = await timed(samples, async () => {
      const response = await fetch(url, { headers: { authorization: tenant.authorization } });
      if (!response.ok) throw new Error(`the partner list at depth ${depth} answered ${response.status}`);
      const body = (await response.json()) as { data: unknown[] };
      if (body.data.length === 0) throw new Error(`the partner list at depth ${depth} is empty`);
    });
    log(`  partner list after ${depth.toLocaleString("en-US")}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`);
    results.push({ depth, latency: result });
  }
  return results;
}

/**
 * An invitation of everyone stuck on the agreements: the selection taken (one transaction), its
 * progress read as the admin page reads it, and the worker's own pace for SEND_SECONDS with the
 * employer's throttle out of the way (the sandbox's mail goes to the development outbox table).
 */
async function measureInvitationRun(db: Db, tenant: BenchTenant, samples: number) {
  const ctx = systemContext(db, "bench", tenant.employerId);
  const started = process.hrtime.bigint();
  const run = await startInvitationRun({ ctx, filter: { status: "all", stuckOn: "agreements" } });
  const startSeconds = round(elapsedMs(started) / 1000);
  const queued = Object.values(run.recipients).reduce((sum, n) => sum + n, 0);
  log(
    `  invitation run: ${run.selected.toLocaleString("en-US")} selected, ${queued.toLocaleString("en-US")} queued in ${startSeconds} s`,
  );
  const progress = await timed(samples, () => getInvitationRun({ ctx, runId: run.id }));
  const sendStarted = process.hrtime.bigint();
  let sent = 0;
  while (elapsedMs(sendStarted) < SEND_SECONDS * 1000)
    sent += await sendInvitationRuns(db, { allowance: async () => true, perRound: 50 });
  const sendSeconds = elapsedMs(sendStarted) / 1000;
  const sentPerSecond = round(sent / sendSeconds);
  log(
    `  invitation run: progress p95 ${progress.p95Ms} ms; the worker sent ${sent} in ${round(sendSeconds)} s (${sentPerSecond}/s)`,
  );
  await cancelInvitationRun({ ctx, runId: run.id });
  return {
    selected: run.selected,
    queued,
    startSeconds,
    progress,
    sentPerSecond,
    sent,
    sendSeconds: round(sendSeconds),
  };
}

const SEND_SECONDS = 15;

export async function measureScale(options: {
  db: Db;
  url: string;
  tenant: BenchTenant;
  population: number;
  samples: number;
  startServer: () => Promise<Server>;
}): Promise<ScaleResult> {
  const { db, url, tenant, population, samples } = options;
  const templates = await createTemplates(db, tenant);
  const readIds = templates.map((t) => t.employeeId);
  const first = Math.min(10_000, population) - templates.length;
  const loads: PopulationLoad[] = [];
  const load = async (from: number, count: number, rebuildIndexes: boolean) => {
    const result = await copyPopulation(url, templates, { from, count, total: population, rebuildIndexes });
    log(
      `  population: ${count.toLocaleString("en-US")} cloned by COPY in ${result.seconds} s (${result.rowsPerSecond.toLocaleString("en-US")} rows/s)${result.indexSeconds === null ? "" : `, indexes rebuilt in ${result.indexSeconds} s`}`,
    );
    loads.push(result);
    // As the worker would: the triggers' changes folded into the employer's counts.
    while ((await foldEmployeeCounts(db)) > 0);
  };
  await load(0, first, false);
  const server = await options.startServer();
  try {
    const reads: ScaleResult["reads"] = [];
    const readSamples = samples * 10;
    reads.push({ population: first + templates.length, ...(await measureReads(server, tenant, readIds, readSamples)) });
    log(
      `  reads at ${reads[0]!.population.toLocaleString("en-US")}: status p50 ${reads[0]!.status.p50Ms} ms, GET employee p50 ${reads[0]!.employee.p50Ms} ms`,
    );
    if (population > first + templates.length) await load(first, population - first - templates.length, true);
    const size = population;
    reads.push({ population: size, ...(await measureReads(server, tenant, readIds, readSamples)) });
    log(
      `  reads at ${size.toLocaleString("en-US")}: status p50 ${reads[1]!.status.p50Ms} ms, GET employee p50 ${reads[1]!.employee.p50Ms} ms`,
    );
    const hrTable = (await measureAdminTable(db, tenant.employerId, size, samples, everyTableQuery(size))).queries;
    const ctx = systemContext(db, "bench", tenant.employerId);
    const funnel = await timed(samples, () => getFunnel({ ctx }));
    log(`  funnel and stuck-on counts: p50 ${funnel.p50Ms} ms, p95 ${funnel.p95Ms} ms`);
    // A page of the list is a read like status: as many samples, so one slow call is not its p95.
    const partnerList = await measurePartnerList(db, server, tenant, size, readSamples);
    const invitationRun = await measureInvitationRun(db, tenant, samples);
    return { employees: size, stages: { ...STAGES }, loads, reads, hrTable, funnel, partnerList, invitationRun };
  } finally {
    await server.stop();
  }
}
