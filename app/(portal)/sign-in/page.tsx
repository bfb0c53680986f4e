import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { createTranslator, type Messages } from "use-intl/core";

import { SignInForm } from "@/components/portal/sign-in-form";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { currentEmployee } from "@/lib/api/page-session";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server";

async function translator() {
  const locale = await requestLocale();
  return createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "signIn" });
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("title") };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { error } = await searchParams;
  // Someone already signed in has nothing to do here, unless they came from a link that failed.
  if (!error && (await currentEmployee())) redirect("/onboarding");
  const t = await translator();
  return (
    <StepPage title={t("title")} intro={t("intro")} backLink={false}>
      <PortalProviders namespaces={["signIn"]}>
        <SignInForm linkInvalid={error === "link_invalid"} />
      </PortalProviders>
    </StepPage>
  );
}
