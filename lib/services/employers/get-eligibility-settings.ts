import type { EligibilitySettings } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

import { readEmployerColumns } from "./employer-columns";
import { eligibilitySettingsColumns } from "./eligibility-settings";

// How the employer's eligibility files are read (docs/eligibility-files.md#full-files). HR admins
// set it for their own employer; every door (the imports page, SFTP, the command line) follows it.

export async function getEligibilitySettings({ ctx }: { ctx: EmployerContext }): Promise<EligibilitySettings> {
  authorize(ctx.actor, "employees.read");
  return readEmployerColumns({ ctx, columns: eligibilitySettingsColumns });
}
