import { validateAddress, type ValidAddress } from "@/lib/domain/person/address";
import { parseBirthDate, todayUtc } from "@/lib/domain/dates";
import { checkPersonName } from "@/lib/domain/person/person-name";
import { parsePhoneInput } from "@/lib/domain/person/phone-input";
import { parseSsn } from "@/lib/domain/person/ssn";
import type { JsonPatchOperation as JsonPatchOp } from "@/lib/schemas/employee";

import type { Checked, FieldProblem } from "./form";
import { PERSONAL_FIELDS, type Editable, type PersonalField, type PersonalValues } from "./personal-answers";

/**
 * The personal-details form's checks: the API's own rules (lib/domain), before the round trip
 * (./form.ts). Loaded when the person saves, not with the page: the validators are no part of the
 * page's first-load JavaScript.
 */

export type PersonalOutput = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthDate?: string;
  address?: ValidAddress;
  ssn?: string;
};

// The API's rule; a form shows the first problem.
function checkName(value: string): { ok: true; value: string } | { ok: false; code: string } {
  const name = checkPersonName(value);
  return name.ok ? name : { ok: false, code: name.problems[0].code };
}

function checkBirthDate({ birthDay, birthMonth, birthYear }: PersonalValues, today: string) {
  const [day, month, year] = [birthDay, birthMonth, birthYear].map((part) => part.trim());
  if (!day && !month && !year) return { ok: false as const, code: "required" };
  if (!/^\d{1,2}$/.test(day ?? "") || !/^\d{1,2}$/.test(month ?? "") || !/^\d{4}$/.test(year ?? ""))
    return { ok: false as const, code: "date_invalid" };
  return parseBirthDate(`${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`, today);
}

/** Every problem of the answers, by field in page order; or what to send. */
export function checkPersonal(
  values: PersonalValues,
  editable: Editable,
  today = todayUtc(),
): Checked<PersonalOutput, PersonalField> {
  const errors: Array<FieldProblem<PersonalField>> = [];
  const firstName = checkName(values.firstName);
  if (!firstName.ok) errors.push({ field: "firstName", code: firstName.code });
  const lastName = checkName(values.lastName);
  if (!lastName.ok) errors.push({ field: "lastName", code: lastName.code });
  const birthDate = editable.birthDate ? checkBirthDate(values, today) : undefined;
  if (birthDate && !birthDate.ok) errors.push({ field: "birthDate", code: birthDate.code });
  const phone = parsePhoneInput(values.phone);
  if (!phone.ok) errors.push({ field: "phone", code: phone.code });
  const address = editable.address ? validateAddress(values) : undefined;
  if (address && !address.ok)
    for (const error of address.errors) errors.push({ field: error.path.slice(1) as PersonalField, code: error.code });
  const ssnText = values.ssn.trim();
  const ssn = editable.ssn && (ssnText !== "" || !editable.ssnOnFile) ? parseSsn(ssnText) : undefined;
  if (ssn && !ssn.ok) errors.push({ field: "ssn", code: ssnText === "" ? "required" : ssn.code });
  if (
    !firstName.ok ||
    !lastName.ok ||
    !phone.ok ||
    birthDate?.ok === false ||
    address?.ok === false ||
    ssn?.ok === false
  ) {
    return { ok: false, errors: PERSONAL_FIELDS.flatMap((field) => errors.filter((error) => error.field === field)) };
  }
  return {
    ok: true,
    value: {
      firstName: firstName.value,
      lastName: lastName.value,
      phoneNumber: phone.value,
      ...(birthDate?.ok ? { birthDate: birthDate.value } : {}),
      ...(address?.ok ? { address: address.value } : {}),
      ...(ssn?.ok ? { ssn: ssn.value } : {}),
    },
  };
}

/** One atomic JSON Patch; the SSN only when a new one was typed (it is never read back). */
export function toPatch(output: PersonalOutput): JsonPatchOp[] {
  return [
    { op: "replace", path: "/firstName", value: output.firstName },
    { op: "replace", path: "/lastName", value: output.lastName },
    { op: "replace", path: "/phoneNumber", value: output.phoneNumber },
    ...(output.birthDate ? [{ op: "replace" as const, path: "/birthDate", value: output.birthDate }] : []),
    ...(output.address ? [{ op: "replace" as const, path: "/address", value: output.address }] : []),
    ...(output.ssn ? [{ op: "replace" as const, path: "/ssn", value: output.ssn }] : []),
  ];
}
