import { operatorMetadata } from "@/components/operator/page-title";
import { OperatorsView } from "@/components/operator/team/operators-view";

export const generateMetadata = () => operatorMetadata("team.title");

/** The console's operators, for owners: invite, change a role, disable or enable. */
export default function OperatorTeamPage() {
  return <OperatorsView />;
}
