#!/usr/bin/env node
// Which Chromium the browser tests drive: an explicit path from the environment, else Debian's
// headless shell (what Playwright itself runs headless: no browser UI, lighter per page), else
// Debian's full browser, else Playwright's own download. `npx playwright install` cannot download on machines
// without internet, so the system package comes before Playwright's browser.
import fs from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const SYSTEM_PATHS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export const CHROMIUM_HELP = [
  "No Chromium found for the browser tests. Get one of:",
  "  Debian/Ubuntu:  sudo apt-get install -y chromium-headless-shell   (or chromium)",
  "  with internet:  npx playwright install chromium         (Playwright's own build)",
  "  or point at one: PLAYWRIGHT_CHROMIUM_PATH=/path/to/chrome npm test",
].join("\n");

function playwrightDownload() {
  try {
    const { chromium } = createRequire(import.meta.url)("playwright-core");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** @returns {{ path: string, source: string } | undefined} */
export function findChromium(env = process.env) {
  for (const name of ["PLAYWRIGHT_CHROMIUM_PATH", "CHROMIUM_PATH"]) {
    const value = env[name];
    if (!value) continue;
    // A path someone set on purpose and got wrong must not silently fall back to another browser.
    if (!isExecutable(value)) throw new Error(`${name}=${value} is not an executable file.\n${CHROMIUM_HELP}`);
    return { path: value, source: name };
  }
  const system = SYSTEM_PATHS.find(isExecutable);
  if (system) return { path: system, source: "system package" };
  const downloaded = playwrightDownload();
  if (downloaded && isExecutable(downloaded)) return { path: downloaded, source: "Playwright download" };
  return undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  try {
    const found = findChromium();
    if (!found) {
      console.error(CHROMIUM_HELP);
      process.exit(1);
    }
    console.log(found.path);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
