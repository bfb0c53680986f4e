import { AccountView } from "@/components/admin/account/account-view";
import { operatorMetadata } from "@/components/operator/page-title";

export const generateMetadata = () => operatorMetadata("account.title", "admin");

/** The operator's own account, HR's account page behind the operator door: their passkeys, authenticator app and recovery codes. */
export default function OperatorAccountPage() {
  return <AccountView />;
}
