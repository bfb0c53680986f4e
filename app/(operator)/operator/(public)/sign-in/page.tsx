import { operatorMetadata } from "@/components/operator/page-title";
import { OperatorSignInView } from "@/components/operator/sign-in-view";

export const generateMetadata = () => operatorMetadata("signIn.submit", "admin");

/** A passkey alone, or an e-mail, a password and a second factor. */
export default function OperatorSignInPage() {
  return <OperatorSignInView />;
}
