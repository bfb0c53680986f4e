import { describe, expect, it } from "vitest";

import { fingerprint, requestClaim } from "./idempotency";
import { MAX_JSON_DEPTH } from "./json-limits";

const path = "/api/employers/empr_1/employees";

describe("fingerprint: the request as parsed", () => {
  it("is the same whatever the key order and whitespace of the JSON body", () => {
    const a = fingerprint("POST", path, '{"firstName":"Ada","address":{"city":"Oakland","state":"CA"}}');
    const b = fingerprint(
      "POST",
      path,
      ' {\n  "address": { "state": "CA", "city": "Oakland" },\n  "firstName": "Ada"\n}\n',
    );
    expect(a).toBe(b);
    expect(a).toMatch(/^v2:[0-9a-f]{64}$/);
  });

  it("differs on any value, array order, type, method or path", () => {
    const base = fingerprint("POST", path, '{"a":[1,2],"b":"1"}');
    expect(fingerprint("POST", path, '{"a":[2,1],"b":"1"}')).not.toBe(base);
    expect(fingerprint("POST", path, '{"a":[1,2],"b":1}')).not.toBe(base);
    expect(fingerprint("POST", path, '{"a":[1,2],"b":"1","c":null}')).not.toBe(base);
    expect(fingerprint("PATCH", path, '{"a":[1,2],"b":"1"}')).not.toBe(base);
    expect(fingerprint("POST", `${path}/x`, '{"a":[1,2],"b":"1"}')).not.toBe(base);
  });

  it("takes the query's parameters in any order, but a repeated name's values in theirs", () => {
    expect(fingerprint("POST", `${path}?a=1&b=2`, "")).toBe(fingerprint("POST", `${path}?b=2&a=1`, ""));
    expect(fingerprint("POST", `${path}?a=1&a=2`, "")).not.toBe(fingerprint("POST", `${path}?a=2&a=1`, ""));
    expect(fingerprint("POST", `${path}?a=1`, "")).not.toBe(fingerprint("POST", path, ""));
  });

  it("keeps the path as sent: nothing normalised or dropped (the ops command's words stand for one)", () => {
    expect(fingerprint("OPS", "employers create #1", "")).not.toBe(fingerprint("OPS", "employers create #2", ""));
    expect(fingerprint("POST", "/api/a/../b", "")).not.toBe(fingerprint("POST", "/api/b", ""));
    expect(fingerprint("POST", "/api/a%20b", "")).not.toBe(fingerprint("POST", "/api/a b", ""));
  });

  it("counts a body that is not JSON byte for byte, and never as the JSON it resembles", () => {
    expect(fingerprint("POST", path, "not json")).not.toBe(fingerprint("POST", path, "not  json"));
    expect(fingerprint("POST", path, '"x"')).not.toBe(fingerprint("POST", path, "x"));
    expect(fingerprint("POST", path, "")).toBe(fingerprint("POST", path, "  \n"));
  });

  it("hashes a body nested past the limit by its bytes, without walking it", () => {
    const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
    expect(fingerprint("POST", path, deep(MAX_JSON_DEPTH + 1))).toMatch(/^v2:/);
    expect(fingerprint("POST", path, deep(100_000))).not.toBe(fingerprint("POST", path, deep(100_001)));
    // At the limit it is still parsed: whitespace inside does not matter.
    expect(fingerprint("POST", path, deep(MAX_JSON_DEPTH))).toBe(
      fingerprint("POST", path, `${"[ ".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`),
    );
  });

  it("claims with both hashes, so a key claimed before the change still replays its own request", () => {
    const claim = requestClaim("client:c", "k", { method: "POST", pathAndQuery: path, body: '{"a":1}' });
    expect(claim.requestHash).toBe(fingerprint("POST", path, '{"a":1}'));
    expect(claim.rawHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
