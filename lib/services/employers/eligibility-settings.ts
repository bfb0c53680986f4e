import { employers } from "@/db/schema";
import type { EligibilitySettings } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";

import { readEmployerColumns, writeEmployerColumns } from "./employer-columns";

// How the employer's eligibility files are read (docs/eligibility-files.md#full-files). HR admins
// set it for their own employer; every door (the imports page, SFTP, the command line) follows it.

export async function getEligibilitySettings({ ctx }: { ctx: EmployerContext }): Promise<EligibilitySettings> {
  return readEmployerColumns({ ctx, columns });
}

export async function updateEligibilitySettings({
  ctx,
  input,
}: {
  ctx: EmployerContext;
  input: Partial<EligibilitySettings>;
}): Promise<EligibilitySettings> {
  const { eligibilityFileMode, fullFileThresholdPercent } = input;
  return writeEmployerColumns({ ctx, changes: { eligibilityFileMode, fullFileThresholdPercent }, columns });
}

const columns = {
  eligibilityFileMode: employers.eligibilityFileMode,
  fullFileThresholdPercent: employers.fullFileThresholdPercent,
};
