import { redirect } from "next/navigation";

import { PersonalForm } from "@/components/onboarding/personal-form";
import { pageTranslator, portalMetadata } from "@/components/portal/page-translator";
import { PortalProviders } from "@/components/portal/portal-providers";
import { StepPage } from "@/components/portal/step-page";
import { currentEmployee, employeePageContext } from "@/lib/api/page-session";
import { serializeEmployee } from "@/lib/api/serializers/employee";
import { isSandbox } from "@/lib/env";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";
import { LATEST_API_VERSION } from "@/lib/versions";

export const generateMetadata = () => portalMetadata("personal.title");

/**
 * Personal details, rendered on the server with the person's answers (as the portal's API gives
 * them), so the form is there at first paint and a "Change" link's #field lands on its field.
 * Never closed by a stop: a mistyped date of birth is corrected here.
 */
export default async function PersonalPage() {
  const signedIn = await currentEmployee();
  if (!signedIn) redirect("/sign-in");
  const ctx = await employeePageContext(signedIn.session);
  const [t, employee] = await Promise.all([
    pageTranslator("personal"),
    getEmployeeOrThrow({ ctx, employeeId: signedIn.session.employeeId }),
  ]);
  return (
    <StepPage title={t("title")} intro={t("intro")}>
      <PortalProviders namespaces={["personal"]}>
        <PersonalForm initial={serializeEmployee(employee, LATEST_API_VERSION, { sandbox: isSandbox() })} />
      </PortalProviders>
    </StepPage>
  );
}
