import { sealData } from "iron-session";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { resetEnvCache } from "@/lib/env";

import { createOptOutToken, OPT_OUT_TOKEN_TTL_SECONDS, readOptOutToken } from "./opt-out-token";

const SECRET = "test-secret-for-opt-out-tokens-0123456789";
const subject = { employeeId: "empl_3xK9q2VfYp0LmN7bR4tZ1a", employerId: "empr_7Hq2Lm9XcV3bN8kP1sT4wY" };

beforeAll(() => {
  process.env.SESSION_SECRET = SECRET;
  resetEnvCache();
});
afterEach(() => vi.useRealTimers());

describe("the reminders' opt-out token", () => {
  it("opens to the employee it was made for, and says nothing readable about them", async () => {
    const token = await createOptOutToken(subject);
    expect(await readOptOutToken(token)).toEqual(subject);
    expect(token).not.toContain(subject.employeeId);
    expect(token).not.toContain(subject.employerId);
    // Fit for a URL's query as it is (encodeURIComponent leaves it unchanged but for its few marks).
    expect(token).toMatch(/^[\w*~.-]+$/);
  });

  it("is different every time, so one person's link says nothing about another's", async () => {
    expect(await createOptOutToken(subject)).not.toBe(await createOptOutToken(subject));
  });

  it("refuses a token changed anywhere", async () => {
    const token = await createOptOutToken(subject);
    for (const at of [10, Math.floor(token.length / 2), token.length - 3]) {
      const flipped = token[at] === "A" ? "B" : "A";
      const tampered = `${token.slice(0, at)}${flipped}${token.slice(at + 1)}`;
      expect(await readOptOutToken(tampered), `changed at ${at}`).toBeUndefined();
    }
    expect(await readOptOutToken(token.slice(0, -1))).toBeUndefined();
  });

  it("refuses an expired token, and opens one just before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const issued = new Date("2026-11-02T09:30:00Z");
    vi.setSystemTime(issued);
    const token = await createOptOutToken(subject);
    vi.setSystemTime(new Date(issued.getTime() + (OPT_OUT_TOKEN_TTL_SECONDS - 120) * 1000));
    expect(await readOptOutToken(token)).toEqual(subject);
    vi.setSystemTime(new Date(issued.getTime() + (OPT_OUT_TOKEN_TTL_SECONDS + 120) * 1000));
    expect(await readOptOutToken(token)).toBeUndefined();
  });

  it("refuses a token sealed under another secret", async () => {
    const forged = await sealData(
      { purpose: "reminders-opt-out", ...subject },
      { password: "another-secret-of-at-least-32-characters!", ttl: OPT_OUT_TOKEN_TTL_SECONDS },
    );
    expect(await readOptOutToken(forged)).toBeUndefined();
  });

  it("refuses another sealed value of ours, such as a session cookie", async () => {
    const session = await sealData(
      { kind: "employee", ...subject, version: 1, csrfToken: "x", issuedAt: Date.now() },
      { password: SECRET, ttl: 3600 },
    );
    expect(await readOptOutToken(session)).toBeUndefined();
  });

  it.each(["", "nope", "Fe26.2**", "x".repeat(5_000)])("refuses %j", async (token) => {
    expect(await readOptOutToken(token)).toBeUndefined();
  });
});
