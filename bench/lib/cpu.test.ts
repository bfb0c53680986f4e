import { describe, expect, it } from "vitest";

import { cpuPerRequest, isOurs, parseProcStat, ticksSpent, ticksToSeconds, treeTicks, type ProcStat } from "./cpu";

describe("parseProcStat", () => {
  it("reads pid, name, parent and the user and system ticks", () => {
    const line = "4242 (node) S 4200 4242 4200 0 -1 4194560 1000 0 0 0 730 120 5 3 20 0 11 0 123 0 0";
    expect(parseProcStat(line)).toEqual({ pid: 4242, comm: "node", ppid: 4200, utime: 730, stime: 120 });
  });

  it("counts fields from the last parenthesis when the name holds spaces and parentheses", () => {
    const line = "77 (next-server (v16) x) R 1 77 77 0 -1 0 0 0 0 0 10 20 0 0 20 0 1 0 5 0 0";
    expect(parseProcStat(line)).toMatchObject({ pid: 77, comm: "next-server (v16) x", ppid: 1, utime: 10, stime: 20 });
  });

  it("refuses a line it cannot read", () => {
    expect(parseProcStat("garbage")).toBeUndefined();
  });
});

describe("treeTicks", () => {
  const p = (pid: number, ppid: number, utime: number, stime = 0): ProcStat => ({ pid, ppid, comm: "x", utime, stime });

  it("sums a process and every descendant, not its siblings", () => {
    const ticks = treeTicks([p(10, 1, 5, 1), p(11, 10, 3), p(12, 11, 2), p(20, 1, 100)], 10);
    expect([...ticks.entries()]).toEqual(
      expect.arrayContaining([
        [10, 6],
        [11, 3],
        [12, 2],
      ]),
    );
    expect(ticks.has(20)).toBe(false);
  });
});

describe("ticksSpent", () => {
  it("counts growth, a new process whole, and a reused pid from zero", () => {
    const before = new Map([
      [1, 100],
      [2, 50],
      [3, 500],
    ]);
    const after = new Map([
      [1, 130], // +30
      [2, 50], // +0
      [3, 40], // a new process under an old pid: 40
      [4, 7], // started during the run: 7
    ]);
    expect(ticksSpent(before, after)).toBe(77);
  });
});

describe("isOurs", () => {
  it("keeps the postmaster, background processes and the bench database's backends", () => {
    expect(isOurs("/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main", "bench_1")).toBe(true);
    expect(isOurs("postgres: 15/main: walwriter ", "bench_1")).toBe(true);
    expect(isOurs("postgres: postgres bench_1 127.0.0.1(5555) idle ", "bench_1")).toBe(true);
    expect(isOurs("postgres: postgres test_7 127.0.0.1(5556) idle ", "bench_1")).toBe(false);
  });
});

describe("cpuPerRequest", () => {
  it("divides CPU time by the requests answered, in milliseconds", () => {
    expect(ticksToSeconds(250, 100)).toBe(2.5);
    const cpu = cpuPerRequest({ serverSeconds: 2.5, postgresSeconds: 1, benchSeconds: 0.5 }, 1000);
    expect(cpu).toEqual({
      serverMs: 2.5,
      postgresMs: 1,
      benchMs: 0.5,
      serverSeconds: 2.5,
      postgresSeconds: 1,
      benchSeconds: 0.5,
    });
  });

  it("answers NaN, not Infinity, when nothing was answered", () => {
    expect(cpuPerRequest({ serverSeconds: 1, postgresSeconds: 1, benchSeconds: 1 }, 0).serverMs).toBeNaN();
  });
});
