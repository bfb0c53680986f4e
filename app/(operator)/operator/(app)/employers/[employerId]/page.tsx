import { EmployerView } from "@/components/operator/employers/employer-view";
import { operatorMetadata } from "@/components/operator/page-title";

export const generateMetadata = () => operatorMetadata("employers.detail.pageTitle");

/** One employer: details, changes, suspension, its HR owner's invitation and its credit terms. */
export default async function OperatorEmployerPage({
  params,
  searchParams,
}: {
  params: Promise<{ employerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { employerId } = await params;
  const { created } = await searchParams;
  return <EmployerView key={employerId} employerId={employerId} created={created === "1"} />;
}
