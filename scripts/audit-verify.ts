// `npm run audit:verify [-- --employer <empr_…|platform>] [--anchors <file>] [--no-seal]`: checks
// the audit trail's hash chains (docs/security.md#audit-trail). It first keys each chain whose last
// record is not under the current data key and seals what is queued, as the worker would
// (--no-seal: check only what is sealed). Each chain is walked in sequence order: an edited record
// no longer matches its HMAC under the key it names, a deleted one leaves a gap or a broken link,
// and a chain rewritten without the key ends in a head that is not under the current one. A deleted
// last record leaves none of these, so --anchors takes heads noted earlier — this command's output,
// or the worker's "audit chain sealed" log lines (JSON lines holding `auditChain`) — and checks each
// is still in its chain with the same hash. It needs the data keys the records name
// (DATA_ENCRYPTION_KEYS). Prints JSON; exits 1 when anything is wrong, 0 when every chain holds. On
// the embedded database stop the server first (PGlite serves one process); on PostgreSQL run it any
// time.
import fs from "node:fs";
import { parseArgs } from "node:util";

import { getDb } from "@/db/client";
import { getEnv } from "@/lib/env";
import { keyChainHeads } from "@/lib/services/audit/key-chain-heads";
import { sealAuditRecords } from "@/lib/services/audit/seal-audit-records";
import { readAnchors, verifyAuditTrail } from "@/lib/services/audit/verify-audit-trail";
import { systemWideContext } from "@/lib/services/context";

import { exitWithVerdict } from "./exit-with-verdict";

const USAGE = "usage: npm run audit:verify -- [--employer <empr_…|platform>] [--anchors <file>] [--no-seal]";

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: {
      employer: { type: "string" },
      anchors: { type: "string" },
      "no-seal": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return true;
  }
  const ctx = systemWideContext(await getDb(), "audit-verify");
  if (!values["no-seal"]) {
    await keyChainHeads({ ctx });
    while ((await sealAuditRecords({ ctx, retentionDays: getEnv().AUDIT_RETENTION_DAYS })).sealed > 0);
  }
  const employerId =
    values.employer === undefined ? undefined : values.employer === "platform" ? null : values.employer;
  const report = await verifyAuditTrail({
    ctx,
    employerId,
    anchors: values.anchors ? readAnchors(fs.readFileSync(values.anchors, "utf8")) : [],
  });
  const ok = report.anchorProblems.length === 0 && report.chains.every((chain) => chain.problems.length === 0);
  console.log(JSON.stringify({ ok, ...report }, null, 2));
  return ok;
}

exitWithVerdict(main);
