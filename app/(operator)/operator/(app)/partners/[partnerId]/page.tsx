import { operatorMetadata } from "@/components/operator/page-title";
import { PartnerView } from "@/components/operator/partners/partner-view";

export const generateMetadata = () => operatorMetadata("partners.detail.pageTitle");

/** One partner: the employers it serves, its API clients and its webhook endpoints' health. */
export default async function OperatorPartnerPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { partnerId } = await params;
  const { created } = await searchParams;
  return <PartnerView key={partnerId} partnerId={partnerId} created={created === "1"} />;
}
