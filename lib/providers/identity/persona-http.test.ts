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
