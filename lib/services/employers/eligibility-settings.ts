import { eq } from "drizzle-orm";

import { employers } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import type { EligibilitySettings } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";

// How the employer's eligibility files are read (docs/eligibility-files.md#full-files). HR admins
// set it for their own employer; every door (the imports page, SFTP, the command line) follows it.

export async function getEligibilitySettings({ ctx }: { ctx: EmployerContext }): Promise<EligibilitySettings> {
  const [row] = await ctx.db.select(columns).from(employers).where(eq(employers.id, ctx.employerId));
  if (!row) throw new AppError("employer_not_found", "No employer with this id.");
  return row;
}

export async function updateEligibilitySettings({ ctx, input }: { ctx: EmployerContext; input: Partial<EligibilitySettings> }): Promise<EligibilitySettings> {
  if (input.eligibilityFileMode === undefined && input.fullFileThresholdPercent === undefined) return getEligibilitySettings({ ctx });
  const [row] = await ctx.db.update(employers).set(input).where(eq(employers.id, ctx.employerId)).returning(columns);
  if (!row) throw new AppError("employer_not_found", "No employer with this id.");
  return row;
}

const columns = { eligibilityFileMode: employers.eligibilityFileMode, fullFileThresholdPercent: employers.fullFileThresholdPercent };
