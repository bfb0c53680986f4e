import { isSandbox } from "@/lib/env";
import { getDevOutboxMail } from "@/lib/mail/send-mail";

// Development only: one outbox mail's HTML part as the document a mail client would show. It was
// rendered from escaped text, and is served so that nothing in it could act even if it were not:
// no script, no frame, no form, no request anywhere but inline styles and data: images.
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export async function GET(_request: Request, context: { params: Promise<{ mailId: string }> }) {
  const { mailId } = await context.params;
  const mail = isSandbox() ? await getDevOutboxMail(mailId) : undefined;
  if (!mail?.html) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(mail.html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": POLICY,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
    },
  });
}
