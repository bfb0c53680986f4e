import type { Metadata } from "next";
import { connection } from "next/server";

import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { RemindersOptOut } from "@/components/portal/reminders-opt-out";
import { StepPage } from "@/components/portal/step-page";
import { Alert } from "@/components/ui/alert";
import { publicContext } from "@/lib/api/with-public";
import { readReminderOptOut } from "@/lib/services/notifications/read-reminder-opt-out";

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await portalMetadata("reminderOptOut.title")), robots: { index: false }, referrer: "no-referrer" };
}

/**
 * The page a reminder's opt-out link opens. Opening it changes nothing — mail security scanners
 * open every link in an e-mail — so it asks for one click on its button, which POSTs the
 * RFC 8058 one-click body to /api/reminders/opt-out with the link's token.
 */
export default async function RemindersStopPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const { token } = await searchParams;
  const t = await pageTranslator("reminderOptOut");
  const state = typeof token === "string" ? await readReminderOptOut({ ctx: await publicContext(), token }) : undefined;
  return (
    <StepPage title={t("title")} backLink={false}>
      {!state || typeof token !== "string" ? (
        <Alert tone="warning">{t("invalid")}</Alert>
      ) : state.optedOutAt ? (
        <Alert tone="success">{t("already")}</Alert>
      ) : (
        <PortalProviders namespaces={["reminderOptOut"]}>
          <RemindersOptOut token={token} />
        </PortalProviders>
      )}
    </StepPage>
  );
}
