import { formatPhoneForInput } from "@/lib/domain/person/phone-input";
import type { EmployeeResponse as PortalEmployee } from "@/lib/schemas/responses/employee";

/**
 * The personal-details form's fields and what it starts from. Its checks (the API's own rules,
 * before the round trip) are in ./personal-check.ts, loaded when the person saves.
 */

// In the order they appear on the page, which is the order of the error summary.
export const PERSONAL_FIELDS = [
  "firstName",
  "lastName",
  "birthDate",
  "phone",
  "line1",
  "line2",
  "city",
  "state",
  "postalCode",
  "ssn",
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

const BIRTH_DATE_INPUTS = ["birthDay", "birthMonth", "birthYear"] as const;
export type PersonalInput = Exclude<PersonalField, "birthDate"> | (typeof BIRTH_DATE_INPUTS)[number];

/** The form's inputs by name, as typed, in page order: the fields, with `birthDate` shown as three inputs. */
export const PERSONAL_INPUTS: readonly PersonalInput[] = PERSONAL_FIELDS.flatMap((field) =>
  field === "birthDate" ? BIRTH_DATE_INPUTS : [field],
);
export type PersonalValues = Record<PersonalInput, string>;

/** What the person may change now (identity data locks while it is being verified). */
export type Editable = { address: boolean; birthDate: boolean; ssn: boolean; ssnOnFile: boolean };

const SERVER_PATHS: Record<string, PersonalField> = {
  "/firstName": "firstName",
  "/lastName": "lastName",
  "/birthDate": "birthDate",
  "/dateOfBirth": "birthDate",
  "/phoneNumber": "phone",
  "/ssn": "ssn",
  "/address": "line1",
  "/address/line1": "line1",
  "/address/line2": "line2",
  "/address/city": "city",
  "/address/state": "state",
  "/address/postalCode": "postalCode",
  "/address/zipCode": "postalCode",
};

export const personalFieldFor = (path: string): PersonalField | undefined => SERVER_PATHS[path];

export function editableOf(employee: PortalEmployee): Editable {
  const resettable = employee.resettableFields ?? { residentialAddress: true, birthDate: true, ssn: true };
  return {
    address: resettable.residentialAddress,
    birthDate: resettable.birthDate,
    ssn: resettable.ssn,
    ssnOnFile: employee.ssnLastFour !== null,
  };
}

export function defaultsFrom(employee: PortalEmployee): PersonalValues {
  const [year = "", month = "", day = ""] = employee.birthDate?.split("-") ?? [];
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    birthDay: day,
    birthMonth: month,
    birthYear: year,
    phone: formatPhoneForInput(employee.phoneNumber),
    line1: employee.address?.line1 ?? "",
    line2: employee.address?.line2 ?? "",
    city: employee.address?.city ?? "",
    state: employee.address?.state ?? "",
    postalCode: employee.address?.postalCode ?? "",
    ssn: "",
  };
}
