import type { Metadata } from "next";
import { createTranslator, type Messages } from "use-intl/core";

import { AdverseActionNotice } from "@/components/onboarding/adverse-action-notice";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "notice" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title") };
}

/** The Regulation B adverse action notice of a declined ATR decision: after the income step, and from it later. */
export default async function AdverseActionNoticePage({ params }: { params: Promise<{ noticeId: string }> }) {
  const [t, { noticeId }] = await Promise.all([translator(), params]);
  return (
    <StepPage title={t("title")} intro={t("intro")}>
      <PortalProviders namespaces={["notice"]}>
        <AdverseActionNotice noticeId={noticeId} />
      </PortalProviders>
    </StepPage>
  );
}
