import { AgreementView } from "@/components/operator/agreements/agreement-view";
import { operatorMetadata } from "@/components/operator/page-title";

export const generateMetadata = () => operatorMetadata("agreements.detail.pageTitle");

/** One agreement: its history with each version's texts, and a new version, previewed before it is published. */
export default async function OperatorAgreementPage({
  params,
  searchParams,
}: {
  params: Promise<{ agreementId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { agreementId } = await params;
  const { created } = await searchParams;
  return <AgreementView key={agreementId} agreementId={agreementId} created={created === "1"} />;
}
