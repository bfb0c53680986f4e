import { operatorMetadata } from "@/components/operator/page-title";
import { PartnersView } from "@/components/operator/partners/partners-view";

export const generateMetadata = () => operatorMetadata("partners.title");

/** The program's partners: the list, and a new one for the roles that may. */
export default function OperatorPartnersPage() {
  return <PartnersView />;
}
