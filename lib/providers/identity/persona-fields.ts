import type { DocumentEvidence, DocumentImage, IdentitySubject } from "./types";

/**
 * The transaction fields the adapter sends, each as Persona's own guide names and types it
 * (docs/providers.md, "What the adapter calls"). The keys are the only ones the builders below can
 * produce (a key not listed here does not compile), and start-up compares them with the configured
 * transaction types' field schemas (persona-preflight.ts).
 */
export type FieldSpec = {
  key: string;
  /** A file (the type's field must be a File field), else text (a String, Date, choice… field). */
  file: boolean;
  /** Whether every request of this kind carries it (an optional one is sent only when we have it). */
  always: boolean;
};

// https://docs.withpersona.com/integration-guide-database-verification-via-api, "Transaction fields".
export const STANDARD_FIELDS = [
  { key: "name_first", file: false, always: true },
  { key: "name_last", file: false, always: true },
  // "Birthdate, in the format of YYYY-MM-DD" (type Date).
  { key: "birthdate", file: false, always: true },
  { key: "address_street_1", file: false, always: true },
  { key: "address_street_2", file: false, always: false },
  { key: "address_city", file: false, always: true },
  // "Address subdivision (state). Abides by ISO 3166-2 standards": the state's code, e.g. CA.
  { key: "address_subdivision", file: false, always: true },
  { key: "address_postal_code", file: false, always: true },
  // "2-letter country code".
  { key: "address_country_code", file: false, always: true },
  // "Tax Identification Number (e.g SSN)": the SSN's nine digits.
  { key: "tax_identification_number", file: false, always: true },
  { key: "phone_number", file: false, always: true },
] as const satisfies readonly FieldSpec[];

// https://docs.withpersona.com/integration-guide-gov-id-via-api: "The minimum set of fields required
// for the verification is: id_front_photo, id_class, address_country_code, and transaction_type"
// (the last is the transaction's type, sent as its transaction-type-id). The name and birth date are
// optional fields of the same guide, sent so the workflow can compare them with the document.
export const DOCUMENT_FIELDS = [
  { key: "id_class", file: false, always: true },
  { key: "id_front_photo", file: true, always: true },
  { key: "id_back_photo", file: true, always: false },
  { key: "address_country_code", file: false, always: true },
  { key: "name_first", file: false, always: true },
  { key: "name_last", file: false, always: true },
  { key: "birthdate", file: false, always: true },
] as const satisfies readonly FieldSpec[];

type Key<T extends readonly FieldSpec[]> = T[number]["key"];
export type FileField = { filename: string; image: DocumentImage };
export type StandardFields = Partial<Record<Key<typeof STANDARD_FIELDS>, string>>;
export type DocumentFields = Partial<Record<Key<typeof DOCUMENT_FIELDS>, string | FileField>>;

// Persona's id classes (Government ID Verifications, "ID classes":
// https://docs.withpersona.com/api-reference/verifications/government-id-verifications):
// dl "Drivers License", id "Identification Card", pp "Passport".
const ID_CLASS: Record<string, string> = { DRIVERS_LICENSE: "dl", STATE_ID: "id", PASSPORT: "pp" };
// A PDF stored before photos only were accepted keeps its own extension (Persona refuses it: the check says so).
const EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** The standard (database verification) check's fields. */
export function standardFields(subject: IdentitySubject): StandardFields {
  return {
    name_first: subject.firstName,
    name_last: subject.lastName,
    birthdate: subject.birthDate,
    address_street_1: subject.address.line1,
    ...(subject.address.line2 ? { address_street_2: subject.address.line2 } : {}),
    address_city: subject.address.city,
    address_subdivision: subject.address.state,
    address_postal_code: subject.address.postalCode,
    address_country_code: "US",
    tax_identification_number: subject.ssn.replace(/\D/g, ""),
    phone_number: subject.phoneNumber,
  };
}

/** The documentary (government ID) check's fields: the images and the name they should show. */
export function documentFields(subject: IdentitySubject, evidence: DocumentEvidence): DocumentFields {
  const idClass = ID_CLASS[evidence.documentType];
  if (!idClass) throw new Error(`no Persona id class for document type ${evidence.documentType}`);
  const file = (side: string, image: DocumentImage): FileField => ({
    filename: `${subject.checkId}-${side}.${EXTENSION[image.mimeType] ?? "bin"}`,
    image,
  });
  return {
    id_class: idClass,
    id_front_photo: file("front", evidence.front),
    ...(evidence.back ? { id_back_photo: file("back", evidence.back) } : {}),
    address_country_code: "US",
    name_first: subject.firstName,
    name_last: subject.lastName,
    birthdate: subject.birthDate,
  };
}
