import type { BrowserContext } from "@playwright/test";

import { FAKE_STRIPE_JS } from "./fake-stripe-js";
import { FAKE_STRIPE_URL } from "./servers";

/**
 * Serves the fake Stripe.js and answers its confirm call by confirming the SetupIntent at the
 * fake Stripe REST server — what Stripe's own servers do when the real Stripe.js confirms.
 */
export async function routeFakeStripe(context: BrowserContext): Promise<void> {
  await context.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript; charset=utf-8", body: FAKE_STRIPE_JS }),
  );
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
