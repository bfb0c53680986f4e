// Status freshness: after each PATCH's response, how soon does a status read reflect it? The status
// is evaluated on read, so the expected answer is "the very next read, every time".
import type { BenchTenant } from "./lib/fixtures";
import { log } from "./lib/log";
import { elapsedMs, round, summarize } from "./lib/stats";

export type FreshnessResult = {
  writes: number;
  staleReads: number;
  /** PATCH response → first status read that shows the change (the read's own latency when fresh). */
  timeToFreshMs: { p50: number; p99: number; max: number };
  patchMs: { p50: number; p99: number };
};

type Requirement = { key: string; fulfilled: boolean };

export async function measureFreshness(
  baseUrl: string,
  tenant: BenchTenant,
  employeeIds: string[],
  writes: number,
): Promise<FreshnessResult> {
  const headers = { authorization: tenant.authorization, "api-version": "2026-11-21" };
  const eligible = new Map(employeeIds.map((id) => [id, true]));
  const toFresh: number[] = [];
  const patches: number[] = [];
  let staleReads = 0;
  for (let i = 0; i < writes; i++) {
    const id = employeeIds[i % employeeIds.length]!;
    const base = `${baseUrl}/api/employers/${tenant.employerId}/employees/${id}`;
    // Flip isEligible: requirement "eligibility_status" flips with it.
    const next = !eligible.get(id);
    const patchStarted = process.hrtime.bigint();
    const patched = await fetch(base, {
      method: "PATCH",
      headers: { ...headers, "content-type": "application/json-patch+json" },
      body: JSON.stringify([{ op: "replace", path: "/isEligible", value: next }]),
    });
    await patched.text();
    if (!patched.ok) throw new Error(`freshness: PATCH answered ${patched.status}`);
    patches.push(elapsedMs(patchStarted));
    eligible.set(id, next);
    const answered = process.hrtime.bigint();
    for (let attempt = 0; ; attempt++) {
      const status = (await (await fetch(`${base}/onboarding/status`, { headers })).json()) as {
        requirements: Requirement[];
      };
      const requirement = status.requirements.find((r) => r.key === "eligibility_status");
      if (requirement?.fulfilled === next) break;
      if (attempt === 0) staleReads += 1;
      if (elapsedMs(answered) > 30_000) throw new Error("freshness: the status never reflected the PATCH");
    }
    toFresh.push(elapsedMs(answered));
  }
  const fresh = summarize(toFresh);
  const patch = summarize(patches);
  const result = {
    writes,
    staleReads,
    timeToFreshMs: { p50: round(fresh.p50), p99: round(fresh.p99), max: round(fresh.max) },
    patchMs: { p50: round(patch.p50), p99: round(patch.p99) },
  };
  log(
    `  freshness: ${staleReads}/${writes} stale reads; time to fresh p50 ${result.timeToFreshMs.p50} ms, p99 ${result.timeToFreshMs.p99} ms`,
  );
  return result;
}
