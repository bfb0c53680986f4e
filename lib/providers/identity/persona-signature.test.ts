import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { verifyPersonaSignature } from "./persona-signature";

const secret = "wbhsec_test_secret";
const body = '{"data":{"type":"event","id":"evt_1"}}';
const now = 1_800_000_000;
const sign = (t: number, key = secret, payload = body) =>
  createHmac("sha256", key).update(`${t}.${payload}`).digest("hex");
const verify = (header: string | null, nowSeconds = now) =>
  verifyPersonaSignature({ header, body, secret, nowSeconds });

describe("Persona-Signature", () => {
  it("accepts t=…,v1=… over `${t}.${body}`", () => {
    expect(verify(`t=${now},v1=${sign(now)}`)).toBe(true);
  });

  it.each([
    ["300 s old (the edge)", now - 300, true],
    ["301 s old", now - 301, false],
    ["300 s ahead", now + 300, true],
    ["301 s ahead", now + 301, false],
  ])("a timestamp %s", (_name, t, ok) => {
    expect(verify(`t=${t},v1=${sign(t)}`)).toBe(ok);
  });

  it.each([
    ["no header", null],
    ["empty", ""],
    ["another secret", `t=${now},v1=${sign(now, "wbhsec_other")}`],
    ["another body", `t=${now},v1=${sign(now, secret, "{}")}`],
    ["a timestamp swapped after signing", `t=${now - 1},v1=${sign(now)}`],
    ["a truncated signature", `t=${now},v1=${sign(now).slice(0, 63)}`],
    ["a non-hex signature", `t=${now},v1=${"z".repeat(64)}`],
    ["v0 instead of v1", `t=${now},v0=${sign(now)}`],
    ["no timestamp", `v1=${sign(now)}`],
    ["a huge header", `t=${now},v1=${sign(now)} `.repeat(100)],
  ])("refuses %s", (_name, header) => {
    expect(verify(header)).toBe(false);
  });

  it("accepts any verifying pair while a secret rotates (space-separated pairs)", () => {
    expect(verify(`t=${now},v1=${sign(now, "wbhsec_old")} t=${now},v1=${sign(now)}`)).toBe(true);
    expect(verify(`t=${now},v1=${sign(now)} t=${now},v1=${sign(now, "wbhsec_old")}`)).toBe(true);
  });
});
