import { describe, expect, it } from "vitest";

import {
  isPoBox,
  isUsStateCode,
  parsePostalCode,
  parseState,
  US_STATES,
  validateAddress,
  type AddressInput,
} from "./address";

const valid = { line1: "123 Main St", line2: "Apt 4B", city: "Springfield", state: "IL", postalCode: "62704" };

describe("US_STATES", () => {
  it("has the 50 states, DC and five territories, each once", () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(56);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(56);
  });

  it("uses two upper-case letters for every code", () => {
    for (const { code } of US_STATES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each(["DC", "AS", "GU", "MP", "PR", "VI", "CA", "NY", "TX", "AK", "HI", "WY"])("includes %s", (code) => {
    expect(isUsStateCode(code)).toBe(true);
  });

  it.each([
    ["AA", "Armed Forces Americas: mail routing, not a residence"],
    ["AE", "Armed Forces Europe"],
    ["AP", "Armed Forces Pacific"],
    ["FM", "Micronesia: a sovereign country"],
    ["MH", "Marshall Islands"],
    ["PW", "Palau"],
    ["UM", "Minor Outlying Islands: no USPS code"],
    ["CZ", "Canal Zone: retired"],
    ["ca", "lower case: isUsStateCode is exact"],
    ["XX", "not a code"],
    ["", "empty"],
    ["CAL", "three letters"],
  ])("excludes %j (%s)", (code) => {
    expect(isUsStateCode(code)).toBe(false);
  });
});

describe("parseState", () => {
  it.each([
    ["CA", "CA"],
    ["ca", "CA"],
    ["Ca", "CA"],
    [" ny ", "NY"],
    ["dc", "DC"],
    ["pr", "PR"],
    ["vi", "VI"],
  ])("%j → %s", (input, code) => {
    expect(parseState(input)).toEqual({ ok: true, value: code });
  });

  it.each(["", " ", "C", "CAL", "California", "C A", "C.A.", "AA", "AE", "AP", "FM", "MH", "PW", "XX", "12", "ÇA"])(
    "rejects %j",
    (input) => {
      const result = parseState(input);
      expect(result).toMatchObject({ ok: false, code: "state_invalid" });
      if (!result.ok && input.trim().length > 1) expect(result.message).not.toContain(input);
    },
  );
});

describe("parsePostalCode", () => {
  it.each([
    ["12345", "12345"],
    ["00501", "00501"], // the lowest ZIP in use (IRS, Holtsville NY)
    ["99950", "99950"],
    ["00001", "00001"],
    ["12345-6789", "12345-6789"],
    ["12345-0000", "12345-0000"], // a 0000 add-on is fine
    ["12345-0001", "12345-0001"],
    [" 12345 ", "12345"],
    ["\t12345-6789\n", "12345-6789"],
  ])("%j → %s", (input, value) => {
    expect(parsePostalCode(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["1234", "4 digits"],
    ["123456", "6 digits"],
    ["00000", "all zeros"],
    ["00000-1234", "all-zero ZIP with an add-on"],
    ["12345-678", "3-digit add-on"],
    ["12345-67890", "5-digit add-on"],
    ["12345-", "dash, no add-on"],
    ["-6789", "add-on only"],
    ["123456789", "ZIP+4 without the dash"],
    ["12345 6789", "ZIP+4 with a space"],
    ["12345–6789", "ZIP+4 with an en dash"],
    ["1234-56789", "dash in the wrong place"],
    ["1234a", "a letter"],
    ["K1A 0B1", "a Canadian postcode"],
    ["", "empty"],
    ["１２３４５", "full-width digits"],
  ])("rejects %j (%s)", (input) => {
    const result = parsePostalCode(input);
    expect(result).toMatchObject({ ok: false, code: "postal_code_invalid" });
    // No digits at all, so no example in the message can overlap what was typed.
    if (!result.ok) expect(result.message).not.toMatch(/\d/);
  });
});

describe("validateAddress", () => {
  it("accepts a complete address and trims every field", () => {
    const result = validateAddress({
      line1: "  123 Main St ",
      line2: " Apt 4B ",
      city: " Springfield ",
      state: " il ",
      postalCode: " 62704-1234 ",
    });
    expect(result).toEqual({
      ok: true,
      value: { line1: "123 Main St", line2: "Apt 4B", city: "Springfield", state: "IL", postalCode: "62704-1234" },
    });
  });

  it.each([
    ["missing", {}],
    ["null", { line2: null }],
    ["undefined", { line2: undefined }],
    ["empty", { line2: "" }],
    ["whitespace", { line2: "   " }],
  ])("treats a %s line2 as null", (_name, override) => {
    const { line2: _omitted, ...rest } = valid;
    expect(validateAddress({ ...rest, ...override })).toEqual({ ok: true, value: { ...rest, line2: null } });
  });

  describe.each(["line1", "city", "state", "postalCode"] as const)("required %s", (field) => {
    it.each([
      ["missing", undefined],
      ["null", null],
      ["empty", ""],
      ["whitespace", "  \t "],
    ])("%s → required at /%s", (_name, value) => {
      const input: AddressInput = { ...valid, [field]: value };
      expect(validateAddress(input)).toEqual({
        ok: false,
        errors: [{ path: `/${field}`, code: "required", message: expect.any(String) }],
      });
    });
  });

  it.each([
    ["line1", 100, "/line1"],
    ["line2", 100, "/line2"],
    ["city", 60, "/city"],
  ] as const)("caps %s at %i characters", (field, max, path) => {
    expect(validateAddress({ ...valid, [field]: "a".repeat(max) }).ok).toBe(true);
    // Surrounding whitespace is trimmed before counting.
    expect(validateAddress({ ...valid, [field]: ` ${"a".repeat(max)} ` }).ok).toBe(true);
    expect(validateAddress({ ...valid, [field]: "a".repeat(max + 1) })).toEqual({
      ok: false,
      errors: [{ path, code: "too_long", message: expect.any(String) }],
    });
  });

  it("counts characters, not UTF-16 units", () => {
    // Each emoji is two UTF-16 units; 60 of them are 60 characters.
    expect(validateAddress({ ...valid, city: "🏠".repeat(60) }).ok).toBe(true);
    expect(validateAddress({ ...valid, city: "🏠".repeat(61) })).toMatchObject({
      ok: false,
      errors: [{ path: "/city", code: "too_long" }],
    });
    expect(validateAddress({ ...valid, city: "São Tomé Ñandú" }).ok).toBe(true);
  });

  it.each([
    ["line1", "123 Main St\nPO Box 5"],
    ["line1", "123\tMain St"],
    ["line2", "Apt 4\u0000"],
    ["city", "Spring\rfield"],
  ] as const)("rejects control characters in %s", (field, value) => {
    expect(validateAddress({ ...valid, [field]: value })).toEqual({
      ok: false,
      errors: [{ path: `/${field}`, code: "invalid_value", message: expect.any(String) }],
    });
  });

  it.each([
    ["line1", "PO Box 12", "/line1"],
    ["line1", "123 Main St, P.O. Box 12", "/line1"],
    ["line1", "Box 123", "/line1"],
    ["line1", "General Delivery", "/line1"],
    ["line2", "PO Box 12", "/line2"],
    ["line2", "Box #12", "/line2"],
    ["line2", "Apdo. 12", "/line2"],
  ] as const)("rejects a P.O. box in %s (%j)", (field, value, path) => {
    expect(validateAddress({ ...valid, [field]: value })).toEqual({
      ok: false,
      errors: [{ path, code: "address_po_box", message: expect.any(String) }],
    });
  });

  it.each(["Boxwood Lane", "123 Box Elder St", "1200 Post Oak Blvd", "RR 2 Box 15"])(
    "accepts the street %j",
    (line1) => {
      expect(validateAddress({ ...valid, line1 }).ok).toBe(true);
    },
  );

  it("does not treat a city named like a box as a P.O. box", () => {
    expect(validateAddress({ ...valid, city: "Box Elder" }).ok).toBe(true);
    expect(validateAddress({ ...valid, city: "Apartado" }).ok).toBe(true);
  });

  it.each([
    ["state", "California", "/state", "state_invalid"],
    ["state", "AE", "/state", "state_invalid"],
    ["postalCode", "1234", "/postalCode", "postal_code_invalid"],
    ["postalCode", "00000", "/postalCode", "postal_code_invalid"],
  ] as const)("passes %s %j through its parser", (field, value, path, code) => {
    expect(validateAddress({ ...valid, [field]: value })).toEqual({
      ok: false,
      errors: [{ path, code, message: expect.any(String) }],
    });
  });

  it("reports every field's problem at once, in field order", () => {
    const result = validateAddress({
      line1: "P.O. Box 1",
      line2: "x".repeat(101),
      city: "",
      state: "ZZ",
      postalCode: "123",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: "/line1", code: "address_po_box" },
      { path: "/line2", code: "too_long" },
      { path: "/city", code: "required" },
      { path: "/state", code: "state_invalid" },
      { path: "/postalCode", code: "postal_code_invalid" },
    ]);
  });

  it("reports every required field when given nothing", () => {
    const result = validateAddress({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toEqual(["/line1", "/city", "/state", "/postalCode"]);
    expect(new Set(result.errors.map((error) => error.code))).toEqual(new Set(["required"]));
  });

  it("reports one error per field: the first rule it breaks", () => {
    // Too long and a P.O. box: length is reported first.
    const result = validateAddress({ ...valid, line1: `PO Box 1 ${"a".repeat(100)}` });
    expect(result).toMatchObject({ ok: false, errors: [{ path: "/line1", code: "too_long" }] });
  });

  it("never echoes the input in a message", () => {
    const input = {
      line1: "PO Box 98765",
      line2: "Suite 4321-secret".repeat(10),
      city: "Metropolis-secret".repeat(5),
      state: "QQ",
      postalCode: "98765-43",
    };
    const result = validateAddress(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(5);
    for (const error of result.errors) {
      for (const value of Object.values(input)) expect(error.message).not.toContain(value);
      expect(error.message).not.toContain("secret");
      expect(error.message).not.toContain("98765");
    }
  });

  it("treats non-string values from an unchecked caller as missing instead of throwing", () => {
    const input = { line1: 123, city: ["x"], state: {}, postalCode: 62704 } as unknown as AddressInput;
    const result = validateAddress(input);
    expect(result).toMatchObject({ ok: false });
    if (result.ok) return;
    expect(result.errors.every((error) => error.code === "required")).toBe(true);
  });

  it("re-exports isPoBox", () => {
    expect(isPoBox("PO Box 1")).toBe(true);
  });
});
