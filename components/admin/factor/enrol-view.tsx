"use client";

import { useTranslations } from "use-intl";

import { useAdminSessionOnce } from "@/hooks/use-admin-session";

import { EnrolFactors } from "./enrol-factors";

const BOTH = ["passkey", "totp"] as const;

/**
 * HR's enrolment: right after a password when the employer requires a second factor (the session
 * is not signed in until a factor is added), or from the account page or a step-up for someone
 * who has none. A passkey or an authenticator app; then on to `next`, or the HR area.
 */
export function EnrolView({ next }: { next: string | undefined }) {
  const t = useTranslations("admin.enrol");
  // Signed in already (from the account page, a step-up) or still owing the factor (GET /api/admin/session refuses that session).
  const session = useAdminSessionOnce();
  if (session.isPending) return <p role="status">{t("loading")}</p>;
  return <EnrolFactors signedIn={session.isSuccess} next={next} offers={BOTH} />;
}
