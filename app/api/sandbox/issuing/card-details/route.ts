import { createHash } from "node:crypto";

import { createTranslator, type Messages } from "use-intl/core";

import { readBodyText } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { withPublic } from "@/lib/api/with-public";
import { isSandbox } from "@/lib/env";
import { resolveLocale } from "@/lib/i18n/config";
import { messagesFor } from "@/lib/i18n/messages";
import { AppError } from "@/lib/errors/app-error";
import { getIssuingProvider } from "@/lib/providers/issuing";
import { readSandboxCardDetails } from "@/lib/services/cards/sandbox-card-details";

// The sandbox's stand-in for Stripe Issuing Elements: the portal posts the card id, nonce and key
// it got from POST /api/portal/cards/{cardId}/details into an iframe, and this answers the frame's
// page with the sandbox card's test details — the same shape of flow as Stripe's, where the number
// reaches only the issuer's frame. A page of its own, framed by our pages only, in the person's
// language, laid out as the portal lays out Stripe's elements (number with a copy button, then
// expiry and security code side by side). Its one script is the copy button's, allowed by hash.
const COPY_SCRIPT = `document.querySelectorAll("button[data-copy]").forEach(function (b) {
  b.addEventListener("click", function () {
    var v = document.querySelector('[data-field="' + b.dataset.copy + '"]').textContent.replace(/\\s/g, "");
    navigator.clipboard.writeText(v).then(function () { b.textContent = b.dataset.done; });
  });
});`;
const FRAME_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${createHash("sha256").update(COPY_SCRIPT).digest("base64")}'`,
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

const handlePOST = withPublic(async ({ request, ctx }) => {
  if (!isSandbox() || getIssuingProvider().name !== "sandbox")
    throw new AppError("not_found", "No API endpoint matches this path.");
  const form = new URLSearchParams(await readBodyText(request, 4096));
  const locale = resolveLocale(form.get("lang") ?? undefined, null);
  const t = createTranslator({
    locale,
    messages: messagesFor(locale) as Messages,
    namespace: "card.details.reveal",
  });
  const details = await readSandboxCardDetails({
    ctx,
    providerId: form.get("issuingCard") ?? "",
    nonce: form.get("nonce") ?? "",
    secret: form.get("ephemeralKeySecret") ?? "",
  });
  if (details.outcome === "key_refused")
    return { response: page(401, locale, t("frameTitle"), `<p class="error">${escape(t("frameExpired"))}</p>`) };
  if (details.outcome === "card_unavailable")
    return { response: page(404, locale, t("frameTitle"), `<p class="error">${escape(t("frameUnavailable"))}</p>`) };
  const { number, cvc, expiry } = details;
  return {
    response: page(
      200,
      locale,
      t("frameTitle"),
      `<p class="badge">${escape(t("testCard"))}</p>
<dl>
<div class="wide"><dt>${escape(t("number"))}</dt><dd><span data-field="number">${number.replace(/(\d{4})(?=\d)/g, "$1 ")}</span> <button type="button" data-copy="number" data-done="${escape(t("copied"))}">${escape(t("copy"))}</button></dd></div>
<div><dt>${escape(t("expiry"))}</dt><dd data-field="expiry">${expiry}</dd></div>
<div><dt>${escape(t("cvc"))}</dt><dd data-field="cvc">${cvc}</dd></div>
</dl>
<script>${COPY_SCRIPT}</script>`,
    ),
  };
});

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(status: number, locale: string, title: string, body: string): Response {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>
body{margin:0;padding:12px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#fff}
.badge{display:inline-block;margin:0 0 8px;padding:2px 8px;border-radius:4px;background:#fef3c7;color:#78350f;font-weight:600;font-size:14px}
dl{margin:0;display:grid;grid-template-columns:1fr 1fr;gap:6px 12px}.wide{grid-column:1/-1}
dt{font-size:14px;color:#334155}dd{margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:18px;font-weight:600;letter-spacing:.03em}
dd span{white-space:nowrap}
button{margin-left:4px;padding:2px 8px;min-height:28px;border:1px solid #64748b;border-radius:4px;background:#fff;color:#1e3a8a;font:600 14px system-ui,sans-serif;cursor:pointer}
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
