import { describe, expect, it } from "vitest";

import { parsePersonaEvent } from "./persona-event";

const event = (attributes: Record<string, unknown>, type: string | undefined = "event") => ({
  data: { ...(type ? { type } : {}), id: "evt_1", attributes },
});
const transaction = { type: "transaction", id: "txn_1", attributes: { status: "approved", "reference-id": "idv_1" } };

describe("a Persona callback body", () => {
  it("reads the transaction of a transaction.status-updated event", () => {
    expect(parsePersonaEvent(event({ name: "transaction.status-updated", payload: { data: transaction } }))).toEqual({
      id: "evt_1",
      name: "transaction.status-updated",
      transaction: { id: "txn_1", referenceId: "idv_1", status: "approved" },
    });
  });

  it.each([
    [
      "snake",
      {
        name: "transaction.status-updated",
        payload: { data: { ...transaction, attributes: { status: "declined", reference_id: "idv_1" } } },
      },
    ],
    [
      "camel",
      {
        name: "transaction.status-updated",
        payload: { data: { ...transaction, attributes: { status: "declined", referenceId: "idv_1" } } },
      },
    ],
  ])("reads keys inflected %s case (the webhook's own setting)", (_case, attributes) => {
    expect(parsePersonaEvent(event(attributes))?.transaction).toEqual({
      id: "txn_1",
      referenceId: "idv_1",
      status: "declined",
    });
  });

  it("needs no data.type, and reads a transaction event's object whatever its type says", () => {
    const { type: _type, ...untyped } = transaction;
    expect(
      parsePersonaEvent(event({ name: "transaction.status-updated", payload: { data: untyped } }, undefined))
        ?.transaction,
    ).toMatchObject({ id: "txn_1" });
    expect(
      parsePersonaEvent(
        event({ name: "transaction.status-updated", payload: { data: { ...transaction, type: "Transaction" } } }),
      )?.transaction,
    ).toMatchObject({ id: "txn_1" });
  });

  it("an event about something else carries no transaction", () => {
    const inquiry = { type: "inquiry", id: "inq_1", attributes: { status: "approved", "reference-id": "idv_1" } };
    expect(parsePersonaEvent(event({ name: "inquiry.approved", payload: { data: inquiry } }))?.transaction).toBeNull();
    expect(parsePersonaEvent(event({ name: "transaction.status-updated" }))?.transaction).toBeNull();
  });

  it.each([
    ["no body", undefined],
    ["no data", {}],
    ["no id", { data: { type: "event", attributes: { name: "x" } } }],
    ["no name", event({ payload: {} })],
    ["a name too long", event({ name: "x".repeat(201) })],
  ])("%s is not an event", (_name, body) => {
    expect(parsePersonaEvent(body)).toBeUndefined();
  });

  it("a status or reference id that is not short text is none", () => {
    const odd = { ...transaction, attributes: { status: 7, "reference-id": "x".repeat(300) } };
    expect(
      parsePersonaEvent(event({ name: "transaction.status-updated", payload: { data: odd } }))?.transaction,
    ).toEqual({ id: "txn_1", referenceId: null, status: null });
  });
});
