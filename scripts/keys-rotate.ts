// `npm run keys:rotate [-- --batch <n>] [--pause-ms <ms>]`: re-seals every value that is not sealed
// with the current data key (DATA_ENCRYPTION_KEYS' "*" key), in batches, while the app serves
// (docs/deploy.md, "Rotating keys"). Give every instance the new ring first, then run this once.
// Safe to stop at any moment and to run again: it continues where it stopped. It ends with
// "done" only when no sealed value anywhere needs another key; the keys it lists as unused may then
// be removed from the ring; a key audit records are keyed under stays (they are never re-keyed).
// Exits 0 when done, 1 when values remain (it says which), 2 on an error.
// On the embedded database stop the server first (PGlite serves one process).
import { parseArgs } from "node:util";

import { getDb } from "@/db/client";
import { keyIds } from "@/lib/crypto/encryption";
import { auditKeyIdsInUse, keyIdsInUse, rotateDataKeys } from "@/lib/jobs/rotate-data-keys";

import { exitWithVerdict } from "./exit-with-verdict";

const USAGE =
  "usage: npm run keys:rotate -- [--batch <rows, default 200>] [--pause-ms <ms between batches, default 0>]";

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 100_000) throw new Error(`--${name} must be a whole number`);
  return number;
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: {
      batch: { type: "string" },
      "pause-ms": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return true;
  }
  const batchSize = Math.max(1, positiveInteger(values.batch, "batch", 200));
  const pauseMs = positiveInteger(values["pause-ms"], "pause-ms", 0);
  const db = await getDb();
  const [current] = keyIds();
  console.log(`Re-sealing every value under the current key ${current}…`);
  const result = await rotateDataKeys(db, {
    batchSize,
    pauseMs,
    onBatch: ({ column, resealed }) => console.log(`  ${column}: ${resealed} re-sealed`),
  });
  for (const column of result.columns) {
    if (column.resealed || column.changedMeanwhile || column.plain || column.unopenable.length)
      console.log(
        `${column.column}: ${column.resealed} re-sealed, ${column.changedMeanwhile} changed by the app meanwhile (kept), ${column.plain} not sealed (expiring idempotency answers)` +
          (column.unopenable.length
            ? `; ${column.unopenable.length} no key of the ring opens: ${column.unopenable.slice(0, 20).join(", ")}`
            : ""),
      );
  }
  const inUse = await keyIdsInUse(db);
  const auditInUse = await auditKeyIdsInUse(db);
  const unused = keyIds().filter((id) => id !== current && !inUse.has(id) && !auditInUse.has(id));
  for (const [id, records] of auditInUse)
    if (id !== current)
      console.log(
        `${id} keys ${records} audit records, which are never re-keyed: keep it in DATA_ENCRYPTION_KEYS while they are kept (AUDIT_RETENTION_DAYS). It seals nothing new.`,
      );
  if (!result.done) {
    for (const { column, count } of result.remaining)
      console.log(`${column}: ${count} values still under another key (an instance still seals with the old key?)`);
    console.log("Not done: no key may be removed yet. Fix what is listed above, then run this again.");
    return false;
  }
  console.log(
    `Done: every sealed value is under ${current}.` +
      (unused.length
        ? ` No value needs ${unused.join(", ")}: ${unused.length > 1 ? "they" : "it"} may be removed from DATA_ENCRYPTION_KEYS.`
        : ""),
  );
  return true;
}

exitWithVerdict(main);
