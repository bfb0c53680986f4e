import { describe, expect, it } from "vitest";

import {
  ACTION_PAGE,
  EMAIL_PAGES,
  isEmailPage,
  NOTIFICATION_KINDS,
  notificationForEvent,
  signsIn,
} from "./notifications";

const ids = { employerId: "empr_1", employeeId: "empl_1" };

describe("the e-mail an event calls for", () => {
  it("a card issued: once per card, a replacement said so", () => {
    expect(notificationForEvent({ type: "card.created", data: { ...ids, cardId: "card_1", cardType: "all" } })).toEqual(
      {
        kind: "card_issued",
        occasion: "card_1",
        data: { cardType: "all", replacement: false },
      },
    );
    expect(
      notificationForEvent({
        type: "card.created",
        data: { ...ids, cardId: "card_2", cardType: "virtual", replacesCardId: "card_1" },
      }),
    ).toMatchObject({ occasion: "card_2", data: { cardType: "virtual", replacement: true } });
  });

  it("a card mailed: its tracking number, carrier and estimate when the issuer has them", () => {
    expect(
      notificationForEvent({
        type: "card.shipped",
        data: { ...ids, cardId: "card_1", trackingNumber: "9400100000000000000000", carrier: "usps", eta: null },
      }),
    ).toEqual({
      kind: "card_shipped",
      occasion: "card_1",
      data: { trackingNumber: "9400100000000000000000", carrier: "usps", eta: null },
    });
    expect(
      notificationForEvent({ type: "card.shipped", data: { ...ids, cardId: "card_1", trackingNumber: null } }),
    ).toMatchObject({ data: { trackingNumber: null, carrier: null, eta: null } });
  });

  it("documents asked for: once per identity check", () => {
    expect(
      notificationForEvent({
        type: "identity-verification.needs-documentary-evidence",
        data: { ...ids, checkId: "idv_1", stage: "standard", status: "NEEDS_EXPANDED_VERIFICATION" },
      }),
    ).toEqual({ kind: "documents_needed", occasion: "idv_1", data: {} });
  });

  it("identity failed: only the documentary review's failure, which is final", () => {
    const failed = (stage: string) =>
      notificationForEvent({
        type: "identity-verification.failed",
        data: { ...ids, checkId: "idv_2", stage, status: "FAILED" },
      });
    expect(failed("documentary")).toEqual({ kind: "identity_failed", occasion: "idv_2", data: {} });
    expect(failed("standard")).toBeNull();
  });

  it("a bank account verified: once per payment method; a failed verification or a removal is no such news", () => {
    const updated = (status: string) =>
      notificationForEvent({ type: "payment_method.updated", data: { ...ids, paymentMethodId: 7, status } });
    expect(updated("Verified")).toEqual({ kind: "bank_account_verified", occasion: "7", data: {} });
    expect(updated("Failed")).toBeNull();
    expect(notificationForEvent({ type: "payment_method.updated", data: { ...ids, status: "Verified" } })).toBeNull();
  });

  it("a raised card limit: once per income decision that raised it", () => {
    const raised = (atrId?: string) =>
      notificationForEvent({
        type: "card.limit_raised",
        data: {
          ...ids,
          cardId: "card_1",
          ...(atrId ? { atrId } : {}),
          creditLimit: 435_000,
          previousCreditLimit: 300_000,
        },
      });
    expect(raised("atr_2")).toEqual({ kind: "card_limit_raised", occasion: "atr_2", data: {} });
    expect(raised()).toBeNull();
  });

  it.each([
    ["another event", { type: "card.activated", data: { ...ids, cardId: "card_1" } }],
    ["an identity success", { type: "identity-verification.success", data: { ...ids, checkId: "idv_1" } }],
    ["a card event without its card", { type: "card.created", data: ids }],
    ["an identity event without its check", { type: "identity-verification.failed", data: { stage: "documentary" } }],
  ])("nothing for %s", (_name, event) => {
    expect(notificationForEvent(event)).toBeNull();
  });
});

describe("where an e-mail's button leads", () => {
  it("to the step it is about", () => {
    expect(EMAIL_PAGES[ACTION_PAGE.card_issued]).toBe("/onboarding/card");
    expect(EMAIL_PAGES[ACTION_PAGE.card_shipped]).toBe("/onboarding/card");
    expect(EMAIL_PAGES[ACTION_PAGE.card_limit_raised]).toBe("/onboarding/card");
    expect(EMAIL_PAGES[ACTION_PAGE.documents_needed]).toBe("/onboarding/identity");
    // After a final identity failure, the one way on: correct the details.
    expect(EMAIL_PAGES[ACTION_PAGE.identity_failed]).toBe("/onboarding/personal");
    expect(EMAIL_PAGES[ACTION_PAGE.agreement_updated]).toBe("/onboarding/agreements");
    expect(EMAIL_PAGES[ACTION_PAGE.onboarding_reminder]).toBe("/onboarding");
  });

  it("signs in for every service message and reminder; a product e-mail carries no credential", () => {
    expect(NOTIFICATION_KINDS.filter((kind) => !signsIn(kind))).toEqual(["product_update"]);
  });

  it.each([
    ["/onboarding/card", true],
    ["/onboarding", true],
    ["/onboarding/card/", false],
    ["/admin", false],
    ["//evil.example/onboarding", false],
    ["https://evil.example/onboarding/card", false],
    ["/onboarding/card?x=1", false],
    ["", false],
  ])("a stored landing of %j is followed: %s", (path, allowed) => {
    expect(isEmailPage(path)).toBe(allowed);
  });
});
