import { describe, expect, it } from "vitest";

import { documentFields, standardFields } from "./persona-fields";
import { transactionRequest } from "./persona-request";
import type { IdentitySubject } from "./types";

const subject: IdentitySubject = {
  checkId: "idv_1",
  personId: "empl_1",
  attempt: 1,
  firstName: "Ada",
  lastName: "Lovelace",
  birthDate: "1990-01-31",
  ssn: "231-54-8765",
  phoneNumber: "+14155550100",
  address: { line1: "1 Main St", line2: null, city: "Springfield", state: "IL", postalCode: "62701" },
  expandedRequired: false,
};
const front = { bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), mimeType: "image/jpeg" };
const back = { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]), mimeType: "image/png" };
const documentBody = {
  typeId: "txntp_doc",
  referenceId: "idv_1",
  fields: documentFields(subject, { documentType: "DRIVERS_LICENSE", front, back }),
};

describe("the standard check's fields (Database Verification via API)", () => {
  it("sends the SSN as tax_identification_number, digits only, and no unset street line", () => {
    const fields = standardFields(subject);
    expect(fields.tax_identification_number).toBe("231548765");
    expect(fields).not.toHaveProperty("identification_number");
    expect(fields).not.toHaveProperty("address_street_2");
    expect(standardFields({ ...subject, address: { ...subject.address, line2: "Apt 2" } }).address_street_2).toBe(
      "Apt 2",
    );
  });

  it("is JSON whatever the file encoding, with the API reference's attribute names", () => {
    for (const encoding of ["multipart", "json", "json-io"] as const) {
      const request = transactionRequest(
        { typeId: "txntp_std", referenceId: "idv_1", fields: standardFields(subject) },
        encoding,
      );
      expect(request.contentType).toBe("application/json");
      const body = JSON.parse(request.body as string) as { data: { attributes: Record<string, unknown> } };
      expect(body.data.attributes).toMatchObject({ "transaction-type-id": "txntp_std", "reference-id": "idv_1" });
    }
  });
});

describe("the documentary check's files", () => {
  it("multipart: the guide's form keys, each image a file part with its name and type", async () => {
    const request = transactionRequest(documentBody, "multipart");
    expect(request.contentType).toBeUndefined();
    const form = await new Response(request.body as FormData).formData();
    expect(form.get("data[attributes][transaction_type_id]")).toBe("txntp_doc");
    expect(form.get("data[attributes][reference_id]")).toBe("idv_1");
    expect(form.get("data[attributes][fields][id_class]")).toBe("dl");
    expect(form.get("data[attributes][fields][address_country_code]")).toBe("US");
    const file = form.get("data[attributes][fields][id_front_photo]") as File;
    expect(file.name).toBe("idv_1-front.jpg");
    expect(file.type).toBe("image/jpeg");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(front.bytes);
    expect((form.get("data[attributes][fields][id_back_photo]") as File).name).toBe("idv_1-back.png");
  });

  it.each([
    ["json", "data"],
    ["json-io", "io"],
  ] as const)("%s: each image as { filename, %s: base64 }", (encoding, property) => {
    const request = transactionRequest(documentBody, encoding);
    expect(request.contentType).toBe("application/json");
    const body = JSON.parse(request.body as string) as { data: { attributes: { fields: Record<string, unknown> } } };
    expect(body.data.attributes.fields.id_front_photo).toEqual({
      filename: "idv_1-front.jpg",
      [property]: front.bytes.toString("base64"),
    });
    expect(body.data.attributes.fields.id_class).toBe("dl");
  });

  it("a passport has no back; an unknown document type is refused", () => {
    expect(documentFields(subject, { documentType: "PASSPORT", front, back: null })).not.toHaveProperty(
      "id_back_photo",
    );
    expect(() => documentFields(subject, { documentType: "LIBRARY_CARD", front, back: null })).toThrow(
      /no Persona id class/,
    );
  });
});
