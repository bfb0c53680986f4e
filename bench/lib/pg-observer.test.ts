import { describe, expect, it } from "vitest";

import { redactLiterals, summarizeSamples, type BackendSample } from "./pg-observer";

const running: BackendSample = { waitEventType: null, waitEvent: null, locks: null };
// A row lock is waited for as the holder's transaction id: pg_locks names no relation for it.
const onRow: BackendSample = {
  waitEventType: "Lock",
  waitEvent: "transactionid",
  locks: [{ locktype: "transactionid", relation: null, mode: "ShareLock" }],
};
const onWal: BackendSample = { waitEventType: "IO", waitEvent: "WALSync", locks: null };

describe("summarizeSamples", () => {
  it("gives shares of sampling instants and the mean number of backends waiting", () => {
    const view = summarizeSamples([[running, onRow, onRow], [running, onWal], [], [running]]);
    expect(view.samples).toBe(4);
    expect(view.meanActive).toBe(1.5);
    expect(view.waitingShare).toBe(0.5);
    expect(view.lockWaitShare).toBe(0.25);
    expect(view.waits).toEqual([
      { what: "Lock:transactionid", share: 0.25, meanBackends: 0.5 },
      { what: "IO:WALSync", share: 0.25, meanBackends: 0.25 },
    ]);
    expect(view.locks).toEqual([{ what: "transactionid on – (ShareLock)", share: 0.25, meanBackends: 0.5 }]);
  });

  it("says nothing waited when there were no samples", () => {
    expect(summarizeSamples([])).toMatchObject({ samples: 0, waitingShare: 0, lockWaitShare: 0, waits: [] });
  });
});

describe("redactLiterals", () => {
  it("blanks quoted literals, doubled quotes included, and keeps the rest", () => {
    expect(redactLiterals(`select json_build_object('ssn', '123-45-6789', 'o''k', $1) from "employees"`)).toBe(
      `select json_build_object('…', '…', '…', $1) from "employees"`,
    );
  });
});
