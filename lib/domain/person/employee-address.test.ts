import { describe, expect, it } from "vitest";

import {
  employeeAddress,
  employeeAddressColumns,
  employeeAddressFields,
  type EmployeeAddressColumns,
} from "./employee-address";

const none: EmployeeAddressColumns = {
  addressLine1: null,
  addressLine2: null,
  addressCity: null,
  addressState: null,
  addressPostalCode: null,
};
const full: EmployeeAddressColumns = {
  addressLine1: "1 Main St",
  addressLine2: "Apt 2",
  addressCity: "Springfield",
  addressState: "IL",
  addressPostalCode: "62701",
};

describe("employeeAddressFields", () => {
  it("maps the five columns in order, nulls included", () => {
    expect(employeeAddressFields(full)).toEqual({
      line1: "1 Main St",
      line2: "Apt 2",
      city: "Springfield",
      state: "IL",
      postalCode: "62701",
    });
    expect(Object.keys(employeeAddressFields(full))).toEqual(["line1", "line2", "city", "state", "postalCode"]);
    expect(employeeAddressFields(none)).toEqual({
      line1: null,
      line2: null,
      city: null,
      state: null,
      postalCode: null,
    });
  });
});

describe("employeeAddress", () => {
  it.each([
    ["nothing on file", none, null],
    [
      "a full address",
      full,
      { line1: "1 Main St", line2: "Apt 2", city: "Springfield", state: "IL", postalCode: "62701" },
    ],
    [
      "only line 2",
      { ...none, addressLine2: "Apt 2" },
      { line1: null, line2: "Apt 2", city: null, state: null, postalCode: null },
    ],
    [
      "only the ZIP code",
      { ...none, addressPostalCode: "62701" },
      { line1: null, line2: null, city: null, state: null, postalCode: "62701" },
    ],
    [
      "an empty string (not null)",
      { ...none, addressCity: "" },
      { line1: null, line2: null, city: "", state: null, postalCode: null },
    ],
  ])("%s", (_name, row, expected) => {
    expect(employeeAddress(row)).toEqual(expected);
  });

  it("ignores other columns of the row", () => {
    expect(employeeAddress({ ...full, id: "empl_1", firstName: "Ada" } as EmployeeAddressColumns)).toEqual(
      employeeAddressFields(full),
    );
  });
});

describe("employeeAddressColumns", () => {
  it("is the inverse of employeeAddressFields", () => {
    expect(employeeAddressColumns(employeeAddressFields(full))).toEqual(full);
  });

  it.each([
    ["no address", null],
    ["an undefined address", undefined],
  ])("writes five nulls for %s", (_name, address) => {
    expect(employeeAddressColumns(address)).toEqual(none);
  });

  it("writes null for a part left out", () => {
    expect(
      employeeAddressColumns({ line1: "1 Main St", city: "Springfield", state: "IL", postalCode: "62701" }),
    ).toEqual({ ...full, addressLine2: null });
  });
});
