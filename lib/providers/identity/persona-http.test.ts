import { describe, expect, it } from "vitest";

import { readTransaction } from "./persona-http";

const answer = (relationships: unknown) =>
  new Response(
    JSON.stringify({
      data: {
        type: "transaction",
        id: "txn_1",
        attributes: { status: "approved", "reference-id": "idv_1" },
        relationships,
      },
    }),
    { status: 200 },
  );

describe("a transaction's government-ID verifications (its related objects)", () => {
  it("lists them in Persona's order, and nothing else", async () => {
    const read = await readTransaction(
      answer({
        "related-objects": {
          data: [
            { type: "account", id: "act_1" },
            { type: "verification/government-id", id: "ver_1" },
            { type: "verification/selfie", id: "ver_2" },
            { type: "verification/government-id", id: "ver_3" },
          ],
        },
      }),
    );
    expect(read).toEqual({
      id: "txn_1",
      status: "approved",
      referenceId: "idv_1",
      governmentIdVerificationIds: ["ver_1", "ver_3"],
    });
  });

  it.each([
    ["none", undefined],
    ["empty", {}],
    ["not a list", { "related-objects": { data: "ver_1" } }],
    ["odd entries", { "related-objects": { data: [7, { type: "verification/government-id" }] } }],
    ["not an object", "garbage"],
  ])("relationships %s: no verification, and the transaction is still read", async (_name, relationships) => {
    const read = await readTransaction(answer(relationships));
    expect(read).toMatchObject({ id: "txn_1", status: "approved", governmentIdVerificationIds: [] });
  });
});

describe("a transaction as Persona's answers may spell it", () => {
  const reply = (data: unknown, status = 200) => new Response(JSON.stringify({ data }), { status });

  it.each([
    ["no data.type", { id: "txn_1", attributes: { status: "approved", "reference-id": "idv_1" } }],
    [
      "another data.type",
      { type: "Transaction", id: "txn_1", attributes: { status: "approved", "reference-id": "idv_1" } },
    ],
    [
      "snake_case keys",
      { type: "transaction", id: "txn_1", attributes: { status: "approved", reference_id: "idv_1" } },
    ],
    ["camelCase keys", { type: "transaction", id: "txn_1", attributes: { status: "approved", referenceId: "idv_1" } }],
  ])("%s: still read", async (_name, data) => {
    expect(await readTransaction(reply(data))).toEqual({
      id: "txn_1",
      status: "approved",
      referenceId: "idv_1",
      governmentIdVerificationIds: [],
    });
  });

  it("related objects under a snake_case relationship are read too", async () => {
    const read = await readTransaction(
      reply({
        id: "txn_1",
        attributes: { status: "approved" },
        relationships: { related_objects: { data: [{ type: "verification/government-id", id: "ver_1" }] } },
      }),
    );
    expect(read).toMatchObject({ referenceId: null, governmentIdVerificationIds: ["ver_1"] });
  });

  it.each([
    ["no status", { id: "txn_1", attributes: {} }],
    ["a status that is not text", { id: "txn_1", attributes: { status: 1 } }],
    ["no id", { attributes: { status: "approved" } }],
  ])("%s: unreadable", async (_name, data) => {
    await expect(readTransaction(reply(data))).rejects.toThrow("unreadable Persona answer");
  });

  it("an error answer names Persona's titles only, never its details", async () => {
    const response = new Response(
      JSON.stringify({ errors: [{ title: "Bad Request", details: "tax_identification_number 231548765 is invalid" }] }),
      { status: 400 },
    );
    const error = await readTransaction(response).catch((caught: Error) => caught);
    expect((error as Error).message).toBe("Persona answered 400: Bad Request");
  });
});
