import { AgreementsView } from "@/components/operator/agreements/agreements-view";
import { operatorMetadata } from "@/components/operator/page-title";

export const generateMetadata = () => operatorMetadata("agreements.title");

/** The program's agreements: every document and its versions in force and scheduled; a new one for the roles that may. */
export default function OperatorAgreementsPage() {
  return <AgreementsView />;
}
