import fs from "node:fs";
import path from "node:path";

import type { BrowserContext } from "@playwright/test";

export type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** A worker that died signing in leaves its lock: past this, another takes it over. */
const SIGN_IN_LOCK_MS = 60_000;

type SavedSession = { at: number; cookies: Cookies };

function readSession(file: string, reuseMs: number): SavedSession | undefined {
  try {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as SavedSession;
    return Date.now() - saved.at < reuseMs ? saved : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One signed-in session every worker shares: whichever worker asks first signs in (`signIn`), the
 * cookies go to `file` (in the app's data directory, wiped when the app starts, so no run reuses
 * another's) and are handed out for `reuseMs`, then the next asker signs in again. A demo person
 * signs in with an authenticator app's code, which is spent once used: sharing spares the codes.
 */
export async function sharedSession({
  file,
  reuseMs,
  signIn,
}: {
  file: string;
  reuseMs: number;
  signIn: () => Promise<Cookies>;
}): Promise<Cookies> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const deadline = Date.now() + 2 * SIGN_IN_LOCK_MS;
  for (;;) {
    const saved = readSession(file, reuseMs);
    if (saved) return saved.cookies;
    let held: number | undefined;
    try {
      held = fs.openSync(lock, "wx");
    } catch {
      // Another worker is signing in: its file appears when it is done.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > SIGN_IN_LOCK_MS) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`no shared session in ${file}: ${lock} held`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const cookies = readSession(file, reuseMs)?.cookies ?? (await signIn());
      const written = `${file}.${process.pid}`;
      fs.writeFileSync(written, JSON.stringify({ at: Date.now(), cookies } satisfies SavedSession));
      fs.renameSync(written, file);
      return cookies;
    } finally {
      fs.closeSync(held);
      fs.rmSync(lock, { force: true });
    }
  }
}
