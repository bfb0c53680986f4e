import { spawnSync } from "node:child_process";
import path from "node:path";

// The browser every Playwright config launches. One finder for `npm test` and the configs
// (scripts/find-chromium.mjs; run, not imported, because Playwright's loader compiles imported
// .mjs files as CommonJS), and the flags this closed machine needs (docs/development.md).
function chromiumPath(): string {
  const finder = path.join(__dirname, "..", "..", "scripts", "find-chromium.mjs");
  const found = spawnSync(process.execPath, [finder], { encoding: "utf8" });
  if (found.status !== 0) throw new Error(found.stderr.trim() || "scripts/find-chromium.mjs failed");
  return found.stdout.trim();
}

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
