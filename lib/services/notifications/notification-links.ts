import { getEnv } from "@/lib/env";

// Every link in an e-mail starts at PUBLIC_BASE_URL, never at what a request said about itself
// (docs/security.md): the worker sends most of them, and a forged Host must never reach an inbox.

/** The portal pages an e-mail points to. Signed out, each leads to the sign-in page first. */
export function portalLinks() {
  const base = getEnv().PUBLIC_BASE_URL;
  return {
    portal: `${base}/onboarding`,
    personal: `${base}/onboarding/personal`,
    card: `${base}/onboarding/card`,
    identity: `${base}/onboarding/identity`,
    agreements: `${base}/onboarding/agreements`,
  };
}

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
