import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Outside production a secret setting may be left out: its value is then 32 random bytes written
 * once into a file of the data directory (readable by its owner only) and read back on every
 * start, so what was sealed with it stays readable across restarts.
 */
export function developmentSecret(
  dataDir: string,
  { file, encoding }: { file: string; encoding: BufferEncoding },
): string {
  const secretFile = path.resolve(dataDir, file);
  if (!fs.existsSync(secretFile)) {
    fs.mkdirSync(path.dirname(secretFile), { recursive: true });
    fs.writeFileSync(secretFile, randomBytes(32).toString(encoding), { mode: 0o600, flag: "wx" });
  }
  return fs.readFileSync(secretFile, "utf8").trim();
}
