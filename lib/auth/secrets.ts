import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { getEnv } from "@/lib/env";

let cached: string | undefined;

/** SESSION_SECRET, or outside production a secret generated once into the data directory. */
export function getSessionSecret(): string {
  if (cached) return cached;
  const env = getEnv();
  if (env.SESSION_SECRET) return (cached = env.SESSION_SECRET);
  const file = path.resolve(env.DATA_DIR, "session.secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  cached = fs.readFileSync(file, "utf8").trim();
  return cached;
}
