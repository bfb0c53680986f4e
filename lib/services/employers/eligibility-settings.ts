import { employers } from "@/db/schema";
import type { EligibilitySettings } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";

import { fieldsGiven, readEmployerColumns, writeEmployerColumns } from "./employer-columns";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

// How the employer's eligibility files are read (docs/eligibility-files.md#full-files). HR admins
// set it for their own employer; every door (the imports page, SFTP, the command line) follows it.

export async function getEligibilitySettings({ ctx }: { ctx: EmployerContext }): Promise<EligibilitySettings> {
  authorize(ctx.actor, "employees.read");
  return readEmployerColumns({ ctx, columns });
}

export async function updateEligibilitySettings({
  ctx,
  input,
}: {
  ctx: EmployerContext;
  input: Partial<EligibilitySettings>;
}): Promise<EligibilitySettings> {
  authorize(ctx.actor, "settings.manage");
  const { eligibilityFileMode, fullFileThresholdPercent } = input;
  const written = await writeEmployerColumns({
    ctx,
    changes: { eligibilityFileMode, fullFileThresholdPercent },
    columns,
  });
  await recordAudit({
    ctx,
    entry: { action: "settings.updated", details: { settings: "eligibility_files", fields: fieldsGiven(input) } },
  });
  return written;
}

const columns = {
  eligibilityFileMode: employers.eligibilityFileMode,
  fullFileThresholdPercent: employers.fullFileThresholdPercent,
};
