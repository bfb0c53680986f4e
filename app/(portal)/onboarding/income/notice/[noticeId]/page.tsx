import { AdverseActionNotice } from "@/components/onboarding/adverse-action-notice";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";

export const generateMetadata = () => portalMetadata("notice.title");

/** The Regulation B adverse action notice of a declined ATR decision: after the income step, and from it later. */
export default async function AdverseActionNoticePage({ params }: { params: Promise<{ noticeId: string }> }) {
  const [t, { noticeId }] = await Promise.all([pageTranslator("notice"), params]);
  return (
    <StepPage title={t("title")} intro={t("intro")}>
      <PortalProviders namespaces={["notice"]}>
        <AdverseActionNotice noticeId={noticeId} />
      </PortalProviders>
    </StepPage>
  );
}
