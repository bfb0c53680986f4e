import type { Db } from "@/db/client";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { sealAuditRecords } from "@/lib/services/audit/seal-audit-records";
import { systemWideContext } from "@/lib/services/context";

/**
 * Seals what requests queued for the audit trail into each employer's chain, and logs every chain's
 * new head: the log lines, kept outside the database, are the anchors `npm run audit:verify --
 * --anchors` compares the chains with, which is how a deleted last record is found.
 */
export async function sealAuditTrail(db: Db): Promise<number> {
  const { sealed, heads } = await sealAuditRecords({
    ctx: systemWideContext(db, "audit-sealer"),
    retentionDays: getEnv().AUDIT_RETENTION_DAYS,
  });
  for (const head of heads) logger.info({ auditChain: head }, "audit chain sealed");
  return sealed;
}
