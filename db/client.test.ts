import { afterEach, describe, expect, it, vi } from "vitest";

import { getDb } from "./client";

// next build sets NEXT_PHASE in the processes that prerender pages (node_modules/next/dist/build/index.js).
describe("getDb during next build", () => {
  afterEach(() => {
    delete process.env.NEXT_PHASE;
  });

  it("refuses, naming the caller and what pages must do instead", async () => {
    process.env.NEXT_PHASE = "phase-production-build";
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const aPageThatReadsDataFirst = () => getDb();
    const refusal = await aPageThatReadsDataFirst().then(
      () => new Error("getDb() opened a database during the build"),
      (error: unknown) => error as Error,
    );
    expect(refusal.message).toMatch(
      /^No database during `next build`: .*\(at aPageThatReadsDataFirst .*\)\. Pages and layouts must read the session/,
    );
    // Also printed: Next.js may drop the error itself (db/client.ts); the build's output keeps it.
    expect(printed).toHaveBeenCalledWith(refusal.message);
    printed.mockRestore();
  });

  // Outside the build it goes on to open the database: here one that refuses the connection at once.
  it.each(["phase-production-server", "phase-development-server", undefined])(
    "goes on to connect in %s",
    async (phase) => {
      if (phase) process.env.NEXT_PHASE = phase;
      process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/none";
      try {
        await expect(getDb()).rejects.toThrow(/ECONNREFUSED/);
      } finally {
        delete process.env.DATABASE_URL;
      }
    },
  );
});
