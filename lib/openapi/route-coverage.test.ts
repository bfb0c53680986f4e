import path from "node:path";

import { describe, expect, it } from "vitest";

import { isImplemented } from "@/lib/api/methods";
import { discoverRoutes } from "@/tests/support/test-server";

import { buildOpenApiDocument, buildVendorCallbacksDocument } from "./document";

const METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE"] as const;

// Route files that are deliberately not in the partner document, each with its reason. Any other
// route file must have an operation for every method it implements.
// (app/api/bench-floor/…/route.bench.ts is no route file here: it is a route only in the
// benchmark's own build; lib/api/bench-floor-route.test.ts.)
const EXCLUDED: Record<string, string> = {
  "/api/[[...unknown]]": "optional catch-all: answers 404 not_found for /api itself and every unknown /api path",
  "/invite/[token]": "browser link that signs an employee in to the portal",
  "/docs/swagger-ui/[file]": "static assets of the /docs page",
  "/api/portal/session": "portal cookie-session API (internal)",
  "/api/portal/sign-in": "portal cookie-session API (internal)",
  "/api/portal/sign-out": "portal cookie-session API (internal)",
  "/api/portal/adverse-action-notices/[noticeId]":
    "portal cookie-session API (internal): the employee's own adverse action notice",
  "/api/portal/cards/[cardId]/details": "portal cookie-session API (internal): the cardholder's card-details handshake",
  "/dev/outbox/[mailId]": "the development outbox's HTML part of one mail (sandbox only): a page, not an API",
  "/api/reminders/opt-out":
    "the reminders' one-click opt-out (RFC 8058): a mail client's or the opt-out page's POST with the token from a reminder, not a partner API",
  "/api/admin/employees/[employeeId]/reminders": "HR admin cookie-session API (internal)",
  "/api/sandbox/admin/expire-step-up":
    "HR admin cookie-session API (internal), sandbox only: closes the caller's step-up window to try the prompts",
  "/api/sandbox/operator/expire-step-up":
    "operator console cookie-session API (internal), sandbox only: closes the caller's step-up window to try the dialog",
  "/docs/portal-screens/[file]": "the portal's screenshots in the hosted portal guide: PNG files, not an API",
  "/api/sandbox/issuing/card-details":
    "the sandbox issuer's card-details frame: an HTML page the portal posts into an iframe, not an API",
  "/api/admin/api-clients": "HR admin cookie-session API (internal)",
  "/api/admin/api-clients/[clientId]/revoke": "HR admin cookie-session API (internal)",
  "/api/admin/api-clients/[clientId]/rotate-secret": "HR admin cookie-session API (internal)",
  "/api/admin/api-clients/[clientId]/api-version": "HR admin cookie-session API (internal)",
  "/api/admin/employees": "HR admin cookie-session API (internal)",
  "/api/admin/invitation-runs": "HR admin cookie-session API (internal)",
  "/api/admin/invitation-runs/[runId]": "HR admin cookie-session API (internal)",
  "/api/admin/invitation-runs/[runId]/cancel": "HR admin cookie-session API (internal)",
  "/api/admin/employees/[employeeId]": "HR admin cookie-session API (internal)",
  "/api/admin/employees/[employeeId]/invite-link": "HR admin cookie-session API (internal)",
  "/api/admin/employees/[employeeId]/end-sessions": "HR admin cookie-session API (internal)",
  "/api/admin/employees/[employeeId]/erase": "HR admin cookie-session API (internal)",
  "/api/admin/employees/[employeeId]/cards/[cardId]/[action]":
    "HR admin cookie-session API (internal): lock, unlock, close, report-lost-or-stolen, mail-again",
  "/api/admin/employees/export": "HR admin cookie-session API (internal)",
  "/api/admin/employees/invitations": "HR admin cookie-session API (internal)",
  "/api/admin/funnel": "HR admin cookie-session API (internal)",
  "/api/admin/account": "HR admin cookie-session API (internal)",
  "/api/admin/account/passkeys": "HR admin cookie-session API (internal)",
  "/api/admin/account/passkeys/[passkeyId]": "HR admin cookie-session API (internal)",
  "/api/admin/account/passkeys/options": "HR admin cookie-session API (internal)",
  "/api/admin/account/recovery-codes": "HR admin cookie-session API (internal)",
  "/api/admin/account/sessions": "HR admin cookie-session API (internal)",
  "/api/admin/account/sessions/[sessionId]/end": "HR admin cookie-session API (internal)",
  "/api/admin/account/totp": "HR admin cookie-session API (internal)",
  "/api/admin/account/totp/confirm": "HR admin cookie-session API (internal)",
  "/api/admin/account/totp/setup": "HR admin cookie-session API (internal)",
  "/api/operator/account": "operator console cookie-session API (internal)",
  "/api/operator/account/passkeys": "operator console cookie-session API (internal)",
  "/api/operator/account/passkeys/options": "operator console cookie-session API (internal)",
  "/api/operator/account/passkeys/[passkeyId]": "operator console cookie-session API (internal)",
  "/api/operator/account/totp": "operator console cookie-session API (internal)",
  "/api/operator/account/recovery-codes": "operator console cookie-session API (internal)",
  "/api/operator/account/sessions": "operator console cookie-session API (internal)",
  "/api/operator/account/sessions/[sessionId]/end": "operator console cookie-session API (internal)",
  "/api/operator/account/totp/confirm": "operator console cookie-session API (internal)",
  "/api/operator/account/totp/setup": "operator console cookie-session API (internal)",
  "/api/operator/employers": "operator console cookie-session API (internal)",
  "/api/operator/employers/[employerId]": "operator console cookie-session API (internal)",
  "/api/operator/employers/[employerId]/suspend": "operator console cookie-session API (internal)",
  "/api/operator/employers/[employerId]/offboard": "operator console cookie-session API (internal)",
  "/api/operator/employers/[employerId]/export": "operator console cookie-session API (internal)",
  "/api/operator/employers/[employerId]/reactivate": "operator console cookie-session API (internal)",
  "/api/operator/employers/[employerId]/owner-invites": "operator console cookie-session API (internal)",
  "/api/operator/terms": "operator console cookie-session API (internal)",
  "/api/operator/sso/start":
    "operator console single sign-on: a browser navigation answered by a redirect to the program's identity provider",
  "/api/operator/sso/callback":
    "operator console single sign-on: the identity provider's redirect back, answered by a redirect to the factor step",
  "/api/operator/people": "operator console cookie-session API (internal)",
  "/api/operator/people/[employeeId]": "operator console cookie-session API (internal)",
  "/api/operator/people/[employeeId]/invitation": "operator console cookie-session API (internal)",
  "/api/operator/people/[employeeId]/end-sessions": "operator console cookie-session API (internal)",
  "/api/operator/partners": "operator console cookie-session API (internal)",
  "/api/operator/partners/[partnerId]": "operator console cookie-session API (internal)",
  "/api/operator/partners/[partnerId]/employers": "operator console cookie-session API (internal)",
  "/api/operator/partners/[partnerId]/employers/[employerId]": "operator console cookie-session API (internal)",
  "/api/operator/partners/[partnerId]/clients": "operator console cookie-session API (internal)",
  "/api/operator/partners/[partnerId]/clients/[clientId]/rotate-secret":
    "operator console cookie-session API (internal)",
  "/api/operator/partners/[partnerId]/clients/[clientId]/revoke": "operator console cookie-session API (internal)",
  "/api/operator/partners/[partnerId]/clients/[clientId]/api-version": "operator console cookie-session API (internal)",
  "/api/operator/agreements": "operator console cookie-session API (internal)",
  "/api/operator/agreements/[agreementId]": "operator console cookie-session API (internal)",
  "/api/operator/agreements/[agreementId]/versions": "operator console cookie-session API (internal)",
  "/api/operator/agreements/[agreementId]/versions/preview": "operator console cookie-session API (internal)",
  "/api/operator/employers/[employerId]/terms": "operator console cookie-session API (internal)",
  "/api/operator/operators": "operator console cookie-session API (internal)",
  "/api/operator/operators/[operatorId]": "operator console cookie-session API (internal)",
  "/api/operator/operators/[operatorId]/disable": "operator console cookie-session API (internal)",
  "/api/operator/operators/[operatorId]/enable": "operator console cookie-session API (internal)",
  "/api/operator/join": "operator console cookie-session API (internal)",
  "/api/operator/join/preview": "operator console cookie-session API (internal)",
  "/api/operator/sign-in": "operator console cookie-session API (internal)",
  "/api/operator/sign-in/factor": "operator console cookie-session API (internal)",
  "/api/operator/sign-in/factor/options": "operator console cookie-session API (internal)",
  "/api/operator/sign-in/passkey": "operator console cookie-session API (internal)",
  "/api/operator/sign-in/passkey/options": "operator console cookie-session API (internal)",
  "/api/operator/sign-out": "operator console cookie-session API (internal)",
  "/api/operator/step-up": "operator console cookie-session API (internal)",
  "/api/operator/step-up/options": "operator console cookie-session API (internal)",
  "/api/admin/join": "HR admin cookie-session API (internal)",
  "/api/admin/join/preview": "HR admin cookie-session API (internal)",
  "/api/admin/sign-in/factor": "HR admin cookie-session API (internal)",
  "/api/admin/sign-in/factor/options": "HR admin cookie-session API (internal)",
  "/api/admin/sign-in/sso-link": "HR admin cookie-session API (internal)",
  "/api/admin/sign-in/passkey": "HR admin cookie-session API (internal)",
  "/api/admin/sign-in/passkey/options": "HR admin cookie-session API (internal)",
  "/api/admin/step-up": "HR admin cookie-session API (internal)",
  "/api/admin/step-up/options": "HR admin cookie-session API (internal)",
  "/api/admin/team": "HR admin cookie-session API (internal)",
  "/api/admin/team/[adminId]": "HR admin cookie-session API (internal)",
  "/api/admin/team/[adminId]/approve-sso-link": "HR admin cookie-session API (internal)",
  "/api/admin/team/[adminId]/disable": "HR admin cookie-session API (internal)",
  "/api/admin/team/[adminId]/enable": "HR admin cookie-session API (internal)",
  "/api/admin/team/[adminId]/end-sessions": "HR admin cookie-session API (internal)",
  "/api/admin/team/[adminId]/sessions": "HR admin cookie-session API (internal)",
  "/api/admin/team/invites": "HR admin cookie-session API (internal)",
  "/api/admin/team/invites/[inviteId]/withdraw": "HR admin cookie-session API (internal)",
  "/api/admin/security-settings": "HR admin cookie-session API (internal)",
  "/api/admin/sso/start":
    "HR single sign-on: a browser navigation answered by a redirect to the employer's identity provider",
  "/api/admin/sso/callback":
    "HR single sign-on: the identity provider's redirect back, answered by a redirect into the HR area",
  "/api/admin/audit": "HR admin cookie-session API (internal)",
  "/api/admin/audit/export": "HR admin cookie-session API (internal)",
  "/api/admin/imports": "HR admin cookie-session API (internal)",
  "/api/admin/imports/[importId]": "HR admin cookie-session API (internal)",
  "/api/admin/imports/[importId]/errors": "HR admin cookie-session API (internal)",
  "/api/admin/imports/[importId]/file": "HR admin cookie-session API (internal)",
  "/api/admin/imports/[importId]/confirm": "HR admin cookie-session API (internal)",
  "/api/admin/imports/[importId]/discard": "HR admin cookie-session API (internal)",
  "/api/admin/eligibility-settings": "HR admin cookie-session API (internal)",
  "/api/admin/hr-contact": "HR admin cookie-session API (internal)",
  "/api/admin/session": "HR admin cookie-session API (internal)",
  "/api/admin/sign-in": "HR admin cookie-session API (internal)",
  "/api/admin/sign-out": "HR admin cookie-session API (internal)",
  "/api/admin/webhook-endpoints": "HR admin cookie-session API (internal)",
  "/api/admin/webhook-endpoints/[endpointId]/deliveries": "HR admin cookie-session API (internal)",
  "/api/admin/webhook-endpoints/[endpointId]/deliveries/[deliveryId]/replay": "HR admin cookie-session API (internal)",
  "/api/admin/webhook-endpoints/[endpointId]/enable": "HR admin cookie-session API (internal)",
  "/api/admin/sftp-accounts": "HR admin cookie-session API (internal)",
  "/api/admin/sftp-accounts/[accountId]/rotate-password": "HR admin cookie-session API (internal)",
  "/api/admin/sftp-accounts/[accountId]/revoke": "HR admin cookie-session API (internal)",
  "/api/admin/sftp-accounts/[accountId]/keys": "HR admin cookie-session API (internal)",
  "/api/admin/sftp-accounts/[accountId]/keys/[keyId]": "HR admin cookie-session API (internal)",
  "/api/admin/eligibility-files": "HR admin cookie-session API (internal)",
  "/api/admin/eligibility-files/[fileId]/acknowledgement": "HR admin cookie-session API (internal)",
};

const routes = discoverRoutes();
const toOpenApi = (template: string) => template.replace(/\[(\w+)\]/g, "{$1}");

describe("every route is in the OpenAPI document", () => {
  // The partner document, or the vendors' callbacks' own.
  const partner = buildOpenApiDocument();
  const document = { paths: { ...partner.paths, ...buildVendorCallbacksDocument().paths } };

  it.each(
    routes.filter((route) => !(route.template in EXCLUDED)).map((route) => [route.template, route.file] as const),
  )("%s", async (template, file) => {
    const mod = (await import(file)) as Partial<Record<(typeof METHODS)[number], unknown>>;
    const implemented = METHODS.filter((method) => isImplemented(mod[method]));
    expect(implemented.length, `${path.basename(path.dirname(file))} implements no method`).toBeGreaterThan(0);
    const operations = document.paths?.[toOpenApi(template)] ?? {};
    const documented = METHODS.filter((method) => method.toLowerCase() in operations);
    expect(documented, `document ${template}`).toEqual(implemented);
  });

  it("lists only excluded route files that exist, and documents no path without a route", () => {
    const templates = new Set(routes.map((route) => route.template));
    expect(Object.keys(EXCLUDED).filter((template) => !templates.has(template))).toEqual([]);
    const routed = new Set(routes.map((route) => toOpenApi(route.template)));
    expect(Object.keys(document.paths ?? {}).filter((p) => !routed.has(p))).toEqual([]);
  });

  it("keeps the admin and portal APIs and the vendors' callbacks out of the partner document", () => {
    expect(Object.keys(partner.paths ?? {}).filter((p) => /^\/api\/(admin|portal|webhooks)\//.test(p))).toEqual([]);
  });
});
