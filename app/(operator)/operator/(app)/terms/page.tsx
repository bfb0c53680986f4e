import { operatorMetadata } from "@/components/operator/page-title";
import { TermsView } from "@/components/operator/terms/terms-view";

export const generateMetadata = () => operatorMetadata("terms.title");

/** The program's credit terms: its versions, and a new one for the roles that may. */
export default function OperatorTermsPage() {
  return <TermsView />;
}
