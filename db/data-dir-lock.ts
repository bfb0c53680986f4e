import fs from "node:fs";
import path from "node:path";

// PGlite has no cross-process lock and two processes on one data directory silently lose
// writes, so we refuse to open a directory that a live process already holds.
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "..", `${path.basename(dataDir)}.lock`);
  const holder = readHolder(lockFile);
  if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. ` +
        "Stop that process first (PGlite serves one process only), or set DATABASE_URL to a PostgreSQL server.",
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => {
    if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.once("exit", release);
  return release;
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
