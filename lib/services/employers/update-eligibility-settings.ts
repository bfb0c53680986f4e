import type { EligibilitySettings } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

import { fieldsGiven, writeEmployerColumns } from "./employer-columns";
import { eligibilitySettingsColumns } from "./eligibility-settings";

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
    columns: eligibilitySettingsColumns,
  });
  await recordAudit({
    ctx,
    entry: { action: "settings.updated", details: { settings: "eligibility_files", fields: fieldsGiven(input) } },
  });
  return written;
}
