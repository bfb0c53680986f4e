import { redirect } from "next/navigation";

import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { SignInForm } from "@/components/portal/sign-in-form";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { currentEmployee } from "@/lib/api/page-session";

export const generateMetadata = () => portalMetadata("signIn.title");

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { error } = await searchParams;
  // Someone already signed in has nothing to do here, unless they came from a link that failed.
  if (!error && (await currentEmployee())) redirect("/onboarding");
  const t = await pageTranslator("signIn");
  return (
    <StepPage title={t("title")} intro={t("intro")} backLink={false}>
      <PortalProviders namespaces={["signIn"]}>
        <SignInForm linkInvalid={error === "link_invalid"} />
      </PortalProviders>
    </StepPage>
  );
}
