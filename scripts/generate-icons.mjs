#!/usr/bin/env node
// The PNG icons of public/ (the web manifest's 192 and 512 px, Apple's 180 px touch icon), drawn
// from public/icon.svg by Chromium so they never drift from it. Run after changing the SVG:
//   node scripts/generate-icons.mjs
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const found = spawnSync(process.execPath, [path.join(root, "scripts/find-chromium.mjs")], { encoding: "utf8" });
if (found.status !== 0) throw new Error(found.stderr.trim());

const svg = fs.readFileSync(path.join(root, "public/icon.svg"), "utf8");
// Home screens draw their own rounded corners and masks: the PNGs are full-bleed squares (the
// SVG's rounding removed) with the card mark inside the 80 % safe zone of a maskable icon.
const square = svg.replace(/ rx="\d+"(?= fill="#174ba6")/, "");
const OUTPUTS = [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["apple-touch-icon.png", 180],
];

const browser = await chromium.launch({ executablePath: found.stdout.trim() });
try {
  const page = await browser.newPage();
  for (const [name, size] of OUTPUTS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0">${square.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.locator("svg").screenshot({ path: path.join(root, "public", name), omitBackground: false });
    console.log(`public/${name} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
