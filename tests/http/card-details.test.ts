import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { cards, sandboxIssuedCards } from "@/db/schema";
import { luhnValid } from "@/lib/domain/cards/luhn";
import { cardDetailsDisplaySchema, cardDetailsKeySchema } from "@/lib/schemas/responses/portal";

import { createCompleteEmployee, createEmployeeWithCard, signInEmployee } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";
import { insertReservedCard } from "../support/reserved-card";

// Card details (issue 14 item 4): only the cardholder's portal session gets the issuer's card id
// and a short-lived key for it; the number itself reaches only the issuer's frame — here the
// sandbox's, which marks it as a test card. Our JSON answers never carry it.

const { server, tenant, call } = httpHarness({ worker: true });

const signIn = (base: string) => signInEmployee(server.baseUrl, call, base);

async function employeeWithCard(cardType: "virtual" | "all" = "virtual") {
  const { employeeId, base, card } = await createEmployeeWithCard<{ id: string; virtualCard: { lastFour: string } }>(
    call,
    tenant,
    cardType,
  );
  return { employeeId, base, cardId: card.id, lastFour: card.virtualCard.lastFour, portal: await signIn(base) };
}

const postFrame = (fields: Record<string, string>) =>
  fetch(`${server.baseUrl}/api/sandbox/issuing/card-details`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("card details through the issuer's element", () => {
  it("the cardholder gets the element, a key for a nonce, and the framed test details end in the card's last four", async () => {
    const { cardId, lastFour, portal } = await employeeWithCard("all");
    const display = await portal("GET", `/api/portal/cards/${cardId}/details`);
    expect(display.status).toBe(200);
    expect(cardDetailsDisplaySchema.parse(display.body)).toEqual({
      display: "sandbox",
      issuingCard: expect.stringMatching(/^ic_sbx/),
    });
    const [row] = await (await getDb()).select().from(cards).where(eq(cards.id, cardId));
    expect(display.body.issuingCard).toBe(row!.virtualProviderId);

    const nonce = "sbxnonce_0123456789abcdef";
    const minted = await portal("POST", `/api/portal/cards/${cardId}/details`, { nonce });
    expect(minted.status).toBe(200);
    expect(minted.headers.get("cache-control")).toBe("no-store");
    const key = cardDetailsKeySchema.parse(minted.body);
    expect(key).toMatchObject({ issuingCard: display.body.issuingCard, nonce });
    expect(new Date(key.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    // Neither answer carries a card number.
    expect(`${display.text}${minted.text}`).not.toMatch(/\d{12,19}/);

    const frame = await postFrame({ issuingCard: key.issuingCard, nonce, ephemeralKeySecret: key.ephemeralKeySecret });
    expect(frame.status).toBe(200);
    expect(frame.headers.get("content-type")).toContain("text/html");
    expect(frame.headers.get("cache-control")).toBe("no-store");
    expect(frame.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(frame.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await frame.text();
    expect(html).toContain("TEST CARD");
    const number = /data-field="number">([\d ]+)</.exec(html)![1]!.replace(/ /g, "");
    expect(number).toMatch(new RegExp(`^\\d{12}${lastFour}$`));
    expect(luhnValid(number)).toBe(true);
    const [issued] = await (
      await getDb()
    )
      .select()
      .from(sandboxIssuedCards)
      .where(eq(sandboxIssuedCards.id, key.issuingCard));
    expect(/data-field="expiry">(\d\d\/\d\d)</.exec(html)![1]).toBe(
      `${String(issued!.expMonth).padStart(2, "0")}/${String(issued!.expYear).slice(-2)}`,
    );
  });

  it("the frame refuses a key for another card, another nonce, or a made-up one, and shows nothing", async () => {
    const first = await employeeWithCard();
    const second = await employeeWithCard();
    const nonce = "sbxnonce_aaaaaaaaaaaaaaaa";
    const key = cardDetailsKeySchema.parse(
      (await first.portal("POST", `/api/portal/cards/${first.cardId}/details`, { nonce })).body,
    );
    const otherCard = cardDetailsDisplaySchema.parse(
      (await second.portal("GET", `/api/portal/cards/${second.cardId}/details`)).body,
    ).issuingCard;
    for (const fields of [
      { issuingCard: otherCard, nonce, ephemeralKeySecret: key.ephemeralKeySecret },
      { issuingCard: key.issuingCard, nonce: "sbxnonce_bbbbbbbbbbbbbbbb", ephemeralKeySecret: key.ephemeralKeySecret },
      { issuingCard: key.issuingCard, nonce, ephemeralKeySecret: "ek_sbx_9999999999_" + "A".repeat(43) },
      { issuingCard: key.issuingCard, nonce },
      {},
    ]) {
      const frame = await postFrame(fields as Record<string, string>);
      expect(frame.status).toBe(401);
      const html = await frame.text();
      expect(html).not.toMatch(/\d{12,19}/);
      expect(html).not.toContain("data-field");
    }
  });

  it("another employee's card, a partner, an admin-less caller and a bad nonce get nothing", async () => {
    const mine = await employeeWithCard();
    const theirs = await employeeWithCard();
    // Another employee's card under my session: not found, as if it did not exist.
    expect((await mine.portal("GET", `/api/portal/cards/${theirs.cardId}/details`)).status).toBe(404);
    expect(
      (await mine.portal("POST", `/api/portal/cards/${theirs.cardId}/details`, { nonce: "sbxnonce_0123456789" }))
        .status,
    ).toBe(404);
    expect((await mine.portal("GET", `/api/portal/cards/card_doesnotexist/details`)).status).toBe(404);
    // The partner's key is not a portal session.
    const partner = await call("GET", `/api/portal/cards/${mine.cardId}/details`);
    expect(partner.status).toBe(401);
    expect(partner.headers.get("content-type")).toContain("application/problem+json");
    // Without the CSRF token a write is refused; a nonce that is not one is 422 and mints nothing.
    expect(
      (
        await mine.portal(
          "POST",
          `/api/portal/cards/${mine.cardId}/details`,
          { nonce: "sbxnonce_0123456789" },
          { "x-csrf-token": "wrong" },
        )
      ).status,
    ).toBe(403);
    for (const body of [
      {},
      { nonce: "" },
      { nonce: "short" },
      { nonce: "has spaces in it" },
      { nonce: "x".repeat(201) },
      { nonce: 12345678 },
      { nonce: "sbxnonce_0123456789", extra: 1 },
    ]) {
      const answer = await mine.portal("POST", `/api/portal/cards/${mine.cardId}/details`, body);
      expect(answer.status).toBe(422);
      expect(answer.headers.get("content-type")).toContain("application/problem+json");
    }
    const broken = await mine.portal("POST", `/api/portal/cards/${mine.cardId}/details`, undefined, {
      "content-type": "application/json",
    });
    expect(broken.status).toBe(400);
  });

  it("a card reserved but not yet issued, or voided, has no details to show", async () => {
    const { employeeId, base } = await createCompleteEmployee(call, tenant);
    const portal = await signIn(base);
    const db = await getDb();
    const reserved = await insertReservedCard({
      id: `card_reserved${employeeId.slice(-8)}`,
      employerId: tenant.employerId,
      employeeId,
    });
    expect((await portal("GET", `/api/portal/cards/${reserved.id}/details`)).status).toBe(404);
    await db.update(cards).set({ state: "voided" }).where(eq(cards.id, reserved.id));
    expect(
      (await portal("POST", `/api/portal/cards/${reserved.id}/details`, { nonce: "sbxnonce_0123456789" })).status,
    ).toBe(404);
  });

  it("a card issued by another issuer than the configured one: 409 card_details_unavailable", async () => {
    const { cardId, portal } = await employeeWithCard();
    await (await getDb()).update(cards).set({ provider: "stripe" }).where(eq(cards.id, cardId));
    const answer = await portal("GET", `/api/portal/cards/${cardId}/details`);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("card_details_unavailable");
  });
});
