"use client";

import { useTranslations } from "use-intl";

import { EnrolFactors, type EnrolOffer } from "@/components/admin/factor/enrol-factors";
import { AdminQueryProblem } from "@/components/admin/query-problem";
import { useOwnAccount } from "@/hooks/use-hr-account";
import type { OperatorAccount } from "@/lib/schemas/responses/operator-account";

const PASSKEY_ONLY: readonly EnrolOffer[] = ["passkey"];
const APP_FIRST: readonly EnrolOffer[] = ["totp", "passkey"];

type Props = { signedIn: boolean; next: string | undefined };

/**
 * An operator's enrolment, HR's steps behind the operator door. What it offers follows how they
 * joined: without a password only a passkey can sign them in, so only a passkey is offered; with
 * one, the authenticator app they chose comes first, a passkey second.
 */
export function OperatorEnrolView({ signedIn, next }: Props) {
  const t = useTranslations("admin.enrol");
  const account = useOwnAccount<OperatorAccount>();
  if (account.isPending) return <p role="status">{t("loading")}</p>;
  if (account.isError) return <AdminQueryProblem error={account.error} onRetry={() => void account.refetch()} />;
  return <EnrolFactors signedIn={signedIn} next={next} offers={account.data.hasPassword ? APP_FIRST : PASSKEY_ONLY} />;
}
