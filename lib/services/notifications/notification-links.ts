import { EMAIL_PAGES, type EmailPage } from "@/lib/domain/onboarding/notifications";
import { getEnv } from "@/lib/env";

// Every link in an e-mail starts at PUBLIC_BASE_URL, never at what a request said about itself
// (docs/security.md): the worker sends most of them, and a forged Host must never reach an inbox.

/** A portal page's address, for an e-mail. Signed out, it leads to the sign-in page first. */
export const portalUrl = (page: EmailPage): string => `${getEnv().PUBLIC_BASE_URL}${EMAIL_PAGES[page]}`;

/**
 * The reminders' opt-out: the page the e-mail's link opens (it asks for one click; a GET changes
 * nothing), and the address a mail client POSTs to for RFC 8058's one-click unsubscribe. The
 * token rides in the query, which the request log leaves out.
 */
export function optOutLinks(token: string) {
  const base = getEnv().PUBLIC_BASE_URL;
  const query = `token=${encodeURIComponent(token)}`;
  return { page: `${base}/reminders/stop?${query}`, oneClick: `${base}/api/reminders/opt-out?${query}` };
}
