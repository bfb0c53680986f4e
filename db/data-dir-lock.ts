import fs from "node:fs";
import path from "node:path";

// PGlite has no cross-process lock and two processes on one data directory silently lose
// writes, so a directory is opened by one live process at a time. The lock is a file holding the
// holder's pid, created with link(2) from a fully written temporary file: creation is atomic and
// exclusive, and no reader ever sees it empty. A lock whose holder has died (a crash, a SIGKILL)
// is replaced only while holding a second, equally exclusive "takeover" file, so two processes
// that both find the same dead holder cannot both replace it.
//
// Why not proper-lockfile: it judges staleness by the lock's age, so a live server must touch the
// lock on a timer forever, and two processes that both find a stale lock can both remove it (it
// notices the loss afterwards). A pid on one machine is exact and needs no timer.

const TAKEOVER_WAIT_MS = 2_000;

/** Takes the data directory's lock for this process, or throws naming the live holder. Returns the release. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "..", `${path.basename(dataDir)}.lock`);
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    if (createExclusive(lockFile)) break;
    const holder = readHolder(lockFile);
    if (holder === undefined) continue; // released between our attempt and the read: try again
    if (isAlive(holder)) throw inUse(dataDir, holder);
    const outcome = takeOver(lockFile, holder);
    if (outcome === "taken") break;
    if (outcome === "busy" && Date.now() > deadline) throw takeoverStuck(lockFile);
    if (outcome === "busy") sleep(10);
  }
  const release = () => {
    // A released lock needs no exit hook: without this, every open-and-close adds one for good.
    process.removeListener("exit", release);
    if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.once("exit", release);
  return release;
}

/** Creates `file` holding our pid, only if it does not exist. */
function createExclusive(file: string): boolean {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temporary, String(process.pid));
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * Replaces a lock whose holder is dead. Only the process holding the takeover file may remove
 * the lock, and only if it still names the dead holder; a lock file changes only by its owner's
 * release or by a takeover, so what we read under the takeover file is what we remove.
 */
function takeOver(lockFile: string, deadHolder: number): "taken" | "retry" | "busy" {
  const takeoverFile = `${lockFile}.takeover`;
  if (!createExclusive(takeoverFile)) {
    const other = readHolder(takeoverFile);
    // A takeover that died half-way: its holder is gone, and so may be the lock's; a person must judge.
    if (other !== undefined && !isAlive(other)) throw takeoverStuck(lockFile);
    return "busy";
  }
  try {
    if (readHolder(lockFile) !== deadHolder) return "retry";
    fs.rmSync(lockFile);
    // Another process may create the lock between the removal and ours; then it is theirs.
    return createExclusive(lockFile) ? "taken" : "retry";
  } finally {
    fs.rmSync(takeoverFile, { force: true });
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
    // Unreadable content names no process; 0 is never a real one (and kill(0) means our group).
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  // Our own pid in a lock we did not take comes from an earlier life of this pid (a container
  // restarts its app as pid 1 every time): that holder is gone.
  if (pid === 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function inUse(dataDir: string, pid: number): Error {
  return new Error(
    `The embedded database in ${dataDir} is in use by process ${pid}. ` +
      "Stop that process first (PGlite serves one process only), or set DATABASE_URL to a PostgreSQL server.",
  );
}

function takeoverStuck(lockFile: string): Error {
  return new Error(
    `The lock ${lockFile} is being replaced by a process that stopped half-way (${lockFile}.takeover). ` +
      `Make sure no process uses the embedded database, then delete both files.`,
  );
}
