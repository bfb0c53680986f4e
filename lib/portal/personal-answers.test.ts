import { describe, expect, it } from "vitest";

import { defaultsFrom, editableOf, personalFieldFor, type Editable, type PersonalValues } from "./personal-answers";
import { checkPersonal, toPatch } from "./personal-check";

const TODAY = "2026-11-24";
const ALL: Editable = { address: true, birthDate: true, ssn: true, ssnOnFile: false };
const LOCKED: Editable = { address: false, birthDate: false, ssn: false, ssnOnFile: true };
const valid: PersonalValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  birthDay: "23",
  birthMonth: "4",
  birthYear: "1990",
  phone: "(415) 555-2671",
  line1: "1 Market St",
  line2: "",
  city: "San Francisco",
  state: "CA",
  postalCode: "94105",
  ssn: "231-54-8765",
};

const problems = (values: Partial<PersonalValues>, editable = ALL) => {
  const result = checkPersonal({ ...valid, ...values }, editable, TODAY);
  return result.ok ? [] : result.errors.map(({ field, code }) => `${field}:${code}`);
};

describe("checkPersonal", () => {
  it("turns valid answers into what the API takes", () => {
    expect(checkPersonal(valid, ALL, TODAY)).toEqual({
      ok: true,
      value: {
        firstName: "Ada",
        lastName: "Lovelace",
        phoneNumber: "+14155552671",
        birthDate: "1990-04-23",
        address: { line1: "1 Market St", line2: null, city: "San Francisco", state: "CA", postalCode: "94105" },
        ssn: "231548765",
      },
    });
  });

  it.each([
    [{ firstName: "" }, ["firstName:required"]],
    [{ lastName: "a".repeat(101) }, ["lastName:too_long"]],
    [{ birthDay: "", birthMonth: "", birthYear: "" }, ["birthDate:required"]],
    [{ birthDay: "" }, ["birthDate:date_invalid"]],
    [{ birthYear: "90" }, ["birthDate:date_invalid"]],
    [{ birthDay: "30", birthMonth: "2" }, ["birthDate:date_invalid"]],
    [{ birthDay: "25", birthMonth: "11", birthYear: "2026" }, ["birthDate:birth_date_in_future"]],
    [{ birthDay: "24", birthMonth: "11", birthYear: "2026" }, []],
    [{ birthDay: "31", birthMonth: "12", birthYear: "1899" }, ["birthDate:birth_date_out_of_range"]],
    [{ birthDay: "1", birthMonth: "1", birthYear: "1900" }, []],
    [{ phone: "" }, ["phone:required"]],
    [{ phone: "555-2671" }, ["phone:phone_invalid_format"]],
    [{ phone: "(015) 555-2671" }, ["phone:phone_invalid"]],
    [{ line1: "PO Box 12" }, ["line1:address_po_box"]],
    [{ state: "ZZ" }, ["state:state_invalid"]],
    [{ postalCode: "9410" }, ["postalCode:postal_code_invalid"]],
    [{ ssn: "" }, ["ssn:required"]],
    [{ ssn: "912-34-5678" }, ["ssn:ssn_starts_with_9"]],
    [{ ssn: "231-00-8765" }, ["ssn:ssn_invalid_group"]],
  ] as const)("%j → %j", (values, expected) => {
    expect(problems(values)).toEqual(expected);
  });

  it("lists every problem in the page's order, whatever order they were found in", () => {
    expect(problems({ ssn: "1", postalCode: "x", phone: "", firstName: "" })).toEqual([
      "firstName:required",
      "phone:required",
      "postalCode:postal_code_invalid",
      "ssn:ssn_invalid_format",
    ]);
  });

  it("does not check or send what is locked", () => {
    const locked = { birthDay: "", line1: "", state: "", ssn: "" };
    expect(problems(locked, LOCKED)).toEqual([]);
    const result = checkPersonal({ ...valid, ...locked }, LOCKED, TODAY);
    expect(result.ok && Object.keys(result.value)).toEqual(["firstName", "lastName", "phoneNumber"]);
  });

  it("keeps the SSN on file when none is typed, and asks for one when none is on file", () => {
    const onFile = { ...ALL, ssnOnFile: true };
    const kept = checkPersonal({ ...valid, ssn: "  " }, onFile, TODAY);
    expect(kept.ok && "ssn" in kept.value).toBe(false);
    expect(problems({ ssn: "  " })).toEqual(["ssn:required"]);
  });
});

describe("toPatch", () => {
  it("replaces the names and phone always, the rest only when given", () => {
    expect(toPatch({ firstName: "A", lastName: "B", phoneNumber: "+14155552671" }).map((op) => op.path)).toEqual([
      "/firstName",
      "/lastName",
      "/phoneNumber",
    ]);
    const full = checkPersonal(valid, ALL, TODAY);
    expect(full.ok && toPatch(full.value).map((op) => op.path)).toEqual([
      "/firstName",
      "/lastName",
      "/phoneNumber",
      "/birthDate",
      "/address",
      "/ssn",
    ]);
  });
});

describe("the API's field paths", () => {
  it.each([
    ["/address/zipCode", "postalCode"],
    ["/dateOfBirth", "birthDate"],
    ["/address", "line1"],
    ["/isEligible", undefined],
  ])("%s → %s", (path, field) => {
    expect(personalFieldFor(path)).toBe(field);
  });
});

describe("editableOf and defaultsFrom", () => {
  const employee = {
    firstName: "Ada",
    lastName: "Lovelace",
    birthDate: "1990-04-23",
    phoneNumber: "+14155552671",
    address: { line1: "1 Market St", line2: null, city: "San Francisco", state: "CA", postalCode: "94105" },
    ssnLastFour: "8765",
    resettableFields: { residentialAddress: false, birthDate: true, ssn: false },
  } as unknown as Parameters<typeof editableOf>[0];

  it("locks what the API says cannot be reset, and knows an SSN is on file", () => {
    expect(editableOf(employee)).toEqual({ address: false, birthDate: true, ssn: false, ssnOnFile: true });
  });

  it("fills the inputs from the record, never with the SSN", () => {
    expect(defaultsFrom(employee)).toMatchObject({
      birthDay: "23",
      birthMonth: "04",
      birthYear: "1990",
      phone: "(415) 555-2671",
      line2: "",
      ssn: "",
    });
  });
});
