import { funnelOf } from "@/lib/domain/onboarding/employee-buckets";

import type { EmployerContext } from "../context";

import { readEmployeeBuckets } from "./read-employee-buckets";

/**
 * HR's funnel (lib/domain/onboarding/employee-buckets.ts), from the employer's counts: the same at
 * a hundred people or a million, and never apart from the table, whose filters count the same
 * buckets.
 */
export async function getFunnel({ ctx }: { ctx: EmployerContext }) {
  return funnelOf(await readEmployeeBuckets({ ctx }));
}
