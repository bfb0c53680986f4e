import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/errors/app-error";

import { readVendorEvent, type VendorWebhook } from "./vendor-webhook";

const hook: VendorWebhook<{ id: string }> = {
  vendor: "Acme",
  signatureHeader: "Acme-Signature",
  secret: () => "s3cret",
  verify: ({ header, body, secret }) => header === `${secret}:${body.length}`,
  parse: (body) =>
    typeof body === "object" && body !== null && typeof (body as { id?: unknown }).id === "string"
      ? { id: (body as { id: string }).id }
      : undefined,
};

const request = (body: string, signature?: string) =>
  new Request("http://localhost/api/webhooks/acme", {
    method: "POST",
    body,
    headers: signature === undefined ? {} : { "acme-signature": signature },
  });

const codeOf = async (work: Promise<unknown>) => {
  const error = await work.catch((caught: unknown) => caught);
  return error instanceof AppError ? error.code : error;
};

describe("readVendorEvent", () => {
  it("hands over the vendor's event once the signature verifies and the body parses", async () => {
    const body = JSON.stringify({ id: "evt_1" });
    expect(await readVendorEvent(request(body, `s3cret:${body.length}`), hook)).toEqual({ id: "evt_1" });
  });

  it("refuses what does not verify before it reads the body, and says which header", async () => {
    const error = await readVendorEvent(request("not json at all", "s3cret:1"), hook).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("invalid_signature");
    expect((error as AppError).message).toContain("Acme-Signature");
    expect(await codeOf(readVendorEvent(request("{}"), hook))).toBe("invalid_signature");
  });

  it("verifies nothing when no secret is configured", async () => {
    const body = "{}";
    expect(
      await codeOf(readVendorEvent(request(body, `undefined:${body.length}`), { ...hook, secret: () => undefined })),
    ).toBe("invalid_signature");
  });

  it("refuses a verified body that is not JSON, or not the vendor's event", async () => {
    expect(await codeOf(readVendorEvent(request("{nope", "s3cret:5"), hook))).toBe("invalid_json");
    const other = JSON.stringify({ name: "x" });
    expect(await codeOf(readVendorEvent(request(other, `s3cret:${other.length}`), hook))).toBe("invalid_request");
  });
});
