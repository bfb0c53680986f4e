import type { BrowserContext } from "@playwright/test";

import { FAKE_STRIPE_JS } from "./fake-stripe-js";
import { FAKE_STRIPE_URL } from "./servers";

/**
 * Serves the fake Stripe.js and answers its calls through the fake Stripe server: confirming a
 * SetupIntent (what Stripe's servers do when the real Stripe.js confirms), making an ephemeral key
 * nonce for an Issuing card, and drawing Issuing Elements' frames.
 */
export async function routeFakeStripe(context: BrowserContext): Promise<void> {
  await context.route("https://js.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    // An Issuing Element's frame (the fake Stripe.js points its iframes here): drawn by the fake
    // Stripe server with the ephemeral key, as Stripe's own frames read the card from Stripe.
    if (url.pathname === "/fake-issuing-element") {
      const answer = await fetch(`${FAKE_STRIPE_URL}/__test/issuing/element${url.search}`);
      return route.fulfill({
        status: answer.status,
        contentType: "text/html; charset=utf-8",
        body: await answer.text(),
      });
    }
    return route.fulfill({ status: 200, contentType: "application/javascript; charset=utf-8", body: FAKE_STRIPE_JS });
  });
  await context.route("https://api.stripe.com/v1/ephemeral_key_nonces", async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? "");
    const answer = await fetch(`${FAKE_STRIPE_URL}/__test/issuing/nonces`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ issuing_card: form.get("issuing_card") }),
    });
    await route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: await answer.text(),
    });
  });
  await context.route(/^https:\/\/api\.stripe\.com\/v1\/setup_intents\/[^/]+\/confirm$/, async (route) => {
    const request = route.request();
    const id = new URL(request.url()).pathname.split("/")[3] ?? "";
    const form = new URLSearchParams(request.postData() ?? "");
    const answer = await fetch(`${FAKE_STRIPE_URL}/__test/setup_intents/${id}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ payment_method: form.get("payment_method"), client_secret: form.get("client_secret") }),
    });
    await route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: await answer.text(),
    });
  });
}
