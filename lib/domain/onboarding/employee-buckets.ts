// HR's counts from an employer's buckets (db/schema/employee-counts.ts): the people grouped by the
// projection's columns that the funnel and the table's filters look at. Pure: however large the
// employer, its buckets are a few dozen rows, and every count HR sees is a sum over some of them.
import { dependenciesOf, REQUIREMENT_KEYS, type RequirementKey } from "./requirements";
import { WAITING_OWNERS, type WaitingFilter, type WaitingOwner } from "./waiting-on";

export type EmployeeBucket = {
  complete: boolean;
  unmet: readonly RequirementKey[];
  /** '' when nobody acts (complete, or a credit decision was made). */
  owner: WaitingOwner | "";
  requirement: RequirementKey | "";
  needsHrAction: boolean;
  employees: number;
};

/** The table's filters a bucket can answer (a search cannot: it needs the rows). */
export type BucketFilter = {
  status?: "all" | "complete" | "incomplete" | undefined;
  stuckOn?: RequirementKey | undefined;
  needsHrAction?: "true" | "false" | undefined;
  waitingOn?: WaitingFilter | undefined;
};

/** The same conditions as the table's SQL filter (lib/services/admin/list-admin-employees.ts). */
export function bucketMatches(bucket: EmployeeBucket, filter: BucketFilter): boolean {
  if (filter.status === "complete" && !bucket.complete) return false;
  if (filter.status === "incomplete" && bucket.complete) return false;
  if (filter.stuckOn && bucket.requirement !== filter.stuckOn) return false;
  if (filter.needsHrAction === "true" && !bucket.needsHrAction) return false;
  if (filter.needsHrAction === "false" && bucket.needsHrAction) return false;
  if (filter.waitingOn === "decided") return bucket.owner === "" && !bucket.complete;
  if (filter.waitingOn && bucket.owner !== filter.waitingOn) return false;
  return true;
}

export const countMatching = (buckets: readonly EmployeeBucket[], filter: BucketFilter) =>
  buckets.reduce((sum, bucket) => sum + (bucketMatches(bucket, filter) ? bucket.employees : 0), 0);

const sumOf = (buckets: readonly EmployeeBucket[], matches: (bucket: EmployeeBucket) => boolean) =>
  buckets.reduce((sum, bucket) => sum + (matches(bucket) ? bucket.employees : 0), 0);

export type Blocker = { owner: WaitingOwner; requirement: RequirementKey; needsHrAction: boolean; count: number };

/**
 * How many have each requirement met, unmet, and unmet only because one it depends on is unmet too
 * (counted apart, never as a blocker of its own); how many are complete, need HR, or wait on nobody
 * because a credit decision was made; and the blockers: the people grouped by who they wait on and
 * for what, what HR can fix first, then the most people, the owners' order breaking ties.
 */
export function funnelOf(buckets: readonly EmployeeBucket[]) {
  const total = sumOf(buckets, () => true);
  const steps = REQUIREMENT_KEYS.map((key) => {
    const dependencies = dependenciesOf(key);
    const unmet = sumOf(buckets, (b) => b.unmet.includes(key));
    const blocked = sumOf(buckets, (b) => b.unmet.includes(key) && dependencies.some((d) => b.unmet.includes(d)));
    return { key, fulfilled: total - unmet, unmet, blocked };
  });
  const groups = new Map<string, Blocker>();
  for (const bucket of buckets) {
    if (bucket.owner === "" || bucket.requirement === "" || bucket.employees === 0) continue;
    const name = `${bucket.owner}/${bucket.requirement}/${bucket.needsHrAction}`;
    const group = groups.get(name);
    if (group) group.count += bucket.employees;
    else
      groups.set(name, {
        owner: bucket.owner,
        requirement: bucket.requirement,
        needsHrAction: bucket.needsHrAction,
        count: bucket.employees,
      });
  }
  const rank = (owner: WaitingOwner) => WAITING_OWNERS.indexOf(owner);
  const blockers = [...groups.values()].sort(
    (a, b) =>
      Number(b.needsHrAction) - Number(a.needsHrAction) ||
      b.count - a.count ||
      rank(a.owner) - rank(b.owner) ||
      REQUIREMENT_KEYS.indexOf(a.requirement) - REQUIREMENT_KEYS.indexOf(b.requirement),
  );
  return {
    total,
    complete: sumOf(buckets, (b) => b.complete),
    decided: countMatching(buckets, { waitingOn: "decided" }),
    needsHrAction: sumOf(buckets, (b) => b.needsHrAction),
    steps,
    blockers,
  };
}

export type Funnel = ReturnType<typeof funnelOf>;
