import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { parseOptions, USAGE } from "./options";
import { ANALYSIS_END, ANALYSIS_START, DOC_PATH, renderPerformanceDoc } from "./report";
import type { BenchResults } from "./results";

// `npm run bench` rewrites docs/performance.md whole but for its findings between two markers: a
// run must keep them word for word, however the page around them was edited.

const options = parseOptions([]);
const results: BenchResults = {
  startedAt: "2026-12-07T10:00:00.000Z",
  finishedAt: "2026-12-07T10:10:00.000Z",
  command: "npm run bench",
  options: { ...options, only: [...options.only] },
  machine: {
    cpuCount: 2,
    cpuModel: "test CPU",
    memoryGiB: 4,
    os: "test OS",
    node: "v24.0.0",
    postgres: null,
    pglite: "0.0.0",
    next: "16.0.0",
    gitCommit: "0000000",
    loadAverageAtStart: [0, 0, 0],
  },
  skipped: [],
  databases: {},
  goals: [],
};

const findings = (page: string) => {
  const start = page.indexOf(ANALYSIS_START);
  const end = page.indexOf(ANALYSIS_END);
  expect(start, "the findings' start marker").toBeGreaterThanOrEqual(0);
  expect(end, "the findings' end marker, after the start").toBeGreaterThan(start);
  expect(page.indexOf(ANALYSIS_START, start + 1), "one start marker only").toBe(-1);
  return page.slice(start + ANALYSIS_START.length, end).trim();
};

describe("docs/performance.md as the bench writes it", () => {
  const page = fs.readFileSync(path.resolve(__dirname, "../..", DOC_PATH), "utf8");

  it("keeps the page's current findings word for word", () => {
    const kept = findings(page);
    expect(kept.length).toBeGreaterThan(1000);
    expect(findings(renderPerformanceDoc(results, page))).toBe(kept);
  });

  it("writes a placeholder where there is no page or no markers", () => {
    expect(findings(renderPerformanceDoc(results))).toContain("Not written yet");
    expect(findings(renderPerformanceDoc(results, "# Performance\n\nno markers\n"))).toContain("Not written yet");
  });

  it("names every option of npm run bench", () => {
    const rendered = renderPerformanceDoc(results, page);
    const flags = [...new Set(USAGE.match(/--[a-z][a-z-]*/g))];
    expect(flags.length).toBeGreaterThan(10);
    expect(flags.filter((flag) => !rendered.includes(`\`${flag}`))).toEqual([]);
  });
});
