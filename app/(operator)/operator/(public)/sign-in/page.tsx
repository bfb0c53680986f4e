import { ssoErrorOf } from "@/components/admin/sign-in/sso-errors";
import { operatorMetadata } from "@/components/operator/page-title";
import { OperatorSignInView } from "@/components/operator/sign-in-view";
import { operatorOwesFactor } from "@/lib/api/page-session";
import { operatorSsoSettings } from "@/lib/services/operators/operator-sso-settings";

export const generateMetadata = () => operatorMetadata("signIn.submit", "admin");

/**
 * A passkey alone; the program's single sign-on when the deployment has one; or an e-mail and a
 * password. After either of the last two, the second factor: a session that owes it (single
 * sign-on came back) opens at that step.
 */
export default async function OperatorSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { sso_error: ssoError } = await searchParams;
  const sso = operatorSsoSettings();
  const pendingFactor = await operatorOwesFactor();
  return (
    <OperatorSignInView
      {...(sso ? { sso: { name: sso.name } } : {})}
      {...(ssoError ? { ssoError: ssoErrorOf(ssoError) } : {})}
      {...(pendingFactor ? { pendingFactor } : {})}
    />
  );
}
