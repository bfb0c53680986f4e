"use client";

import { useTranslations } from "use-intl";

import { Loaded } from "@/components/admin/resource/query-states";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useProgramTerms } from "@/hooks/use-operator-console";

import { useOperatorMay } from "../operator-role";
import { termsOf, versionsOf } from "./terms-fields";
import { TermsForm } from "./terms-form";
import { TermsVersions } from "./terms-versions";

/**
 * The program's credit terms (/operator/terms): every version of the program's, the one in force
 * and those scheduled; a new version for the owner and program roles. Employers' overrides are on
 * each employer's page.
 */
export function TermsView() {
  const t = useTranslations("operator.terms");
  const terms = useProgramTerms();
  const mayPublish = useOperatorMay("terms.write");
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("intro")}</p>}>{t("title")}</PageHeading>
      <Loaded query={terms} loading={t("loading")}>
        {({ data }) => {
          const versions = versionsOf(data, null);
          const inForce = versions.find((version) => version.state === "inForce");
          return (
            <>
              <TitledSection titleId="terms-versions-title" title={t("versions.title")} gap="gap-4">
                <TermsVersions id="program-terms" caption={t("versions.title")} versions={versions} />
              </TitledSection>
              {mayPublish && inForce ? (
                <TermsForm
                  employerId={null}
                  current={termsOf(inForce)}
                  titleId="publish-terms"
                  title={t("form.title")}
                  intro={t("form.intro")}
                />
              ) : null}
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
