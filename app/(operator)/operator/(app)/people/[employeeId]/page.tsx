import { operatorMetadata } from "@/components/operator/page-title";
import { PersonView } from "@/components/operator/people/person-view";

export const generateMetadata = () => operatorMetadata("people.detail.pageTitle");

/** One person, as support reads them: HR's page, masked, with the two safe fixes. */
export default async function OperatorPersonPage({ params }: { params: Promise<{ employeeId: string }> }) {
  const { employeeId } = await params;
  return <PersonView key={employeeId} employeeId={employeeId} />;
}
