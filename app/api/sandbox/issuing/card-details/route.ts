import { readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { withPublic } from "@/lib/api/with-public";
import { isSandbox } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { getIssuingProvider } from "@/lib/providers/issuing";
import { readSandboxCardDetails } from "@/lib/services/cards/sandbox-card-details";

// The sandbox's stand-in for Stripe Issuing Elements: the portal posts the card id, nonce and key
// it got from POST /api/portal/cards/{cardId}/details into an iframe, and this answers the frame's
// page with the sandbox card's test details — the same shape of flow as Stripe's, where the number
// reaches only the issuer's frame. A page of its own: no script, framed by our pages only.
const FRAME_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const handlePOST = withPublic(async ({ request, ctx }) => {
  if (!isSandbox() || getIssuingProvider().name !== "sandbox")
    throw new AppError("not_found", "No API endpoint matches this path.");
  const form = new URLSearchParams(await readBodyText(request, 4096));
  const details = await readSandboxCardDetails({
    ctx,
    providerId: form.get("issuingCard") ?? "",
    nonce: form.get("nonce") ?? "",
    secret: form.get("ephemeralKeySecret") ?? "",
  });
  if (details.outcome === "key_refused") {
    return {
      response: page(401, `<p class="error">This view has expired. Close it and show the card's details again.</p>`),
    };
  }
  if (details.outcome === "card_unavailable")
    return { response: page(404, `<p class="error">This card cannot be shown.</p>`) };
  const { number, cvc, expiry } = details;
  return {
    response: page(
      200,
      `<p class="badge">TEST CARD — sandbox, not a real card</p>
<dl>
<div><dt>Card number</dt><dd data-field="number">${number.replace(/(\d{4})(?=\d)/g, "$1 ")}</dd></div>
<div><dt>Expires</dt><dd data-field="expiry">${expiry}</dd></div>
<div><dt>Security code</dt><dd data-field="cvc">${cvc}</dd></div>
</dl>`,
    ),
  };
});

function page(status: number, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Test card details</title>
<style>
body{margin:0;padding:12px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#fff}
.badge{display:inline-block;margin:0 0 8px;padding:2px 8px;border-radius:4px;background:#fef3c7;color:#78350f;font-weight:600;font-size:14px}
dl{margin:0;display:grid;gap:6px}dt{font-size:14px;color:#334155}dd{margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:18px;font-weight:600;letter-spacing:.03em}
.error{margin:0;color:#b91c1c}
</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": FRAME_POLICY,
      "referrer-policy": "no-referrer",
    },
  });
}

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
