import { EmployersView } from "@/components/operator/employers/employers-view";
import { operatorMetadata } from "@/components/operator/page-title";

export const generateMetadata = () => operatorMetadata("employers.title");

/** The program's employers: the list, and a new one for the roles that may. */
export default function OperatorEmployersPage() {
  return <EmployersView />;
}
