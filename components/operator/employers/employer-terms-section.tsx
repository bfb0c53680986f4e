"use client";

import { useTranslations } from "use-intl";

import { Loaded } from "@/components/admin/resource/query-states";
import { When } from "@/components/admin/when";
import { TitledSection } from "@/components/ui/titled-section";
import { useProgramTerms } from "@/hooks/use-operator-console";

import { useOperatorMay } from "../operator-role";
import { termsOf, versionsOf } from "../terms/terms-fields";
import { TermsForm } from "../terms/terms-form";
import { TermsValues } from "../terms/terms-values";
import { TermsVersions } from "../terms/terms-versions";

/**
 * The credit terms in force for one employer — its own override if it has one in force, else the
 * program's — its overrides, and (owner and program roles) a new override.
 */
export function EmployerTermsSection({ employerId }: { employerId: string }) {
  const t = useTranslations("operator.employers.terms");
  const terms = useProgramTerms();
  const mayPublish = useOperatorMay("terms.write");
  return (
    <TitledSection titleId="employer-terms-title" title={t("title")} gap="gap-4">
      <Loaded query={terms} loading={t("loading")}>
        {({ data }) => {
          const overrides = versionsOf(data, employerId);
          const program = versionsOf(data, null).find((version) => version.state === "inForce");
          const own = overrides.find((version) => version.state === "inForce");
          const inForce = own ?? program;
          return (
            <>
              {inForce ? (
                <div className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4">
                  <p className="font-semibold">
                    {t(own ? "inForceOwn" : "inForceProgram", { number: inForce.number })}{" "}
                    <When iso={inForce.effectiveAt} />
                  </p>
                  <TermsValues terms={inForce} />
                </div>
              ) : null}
              {overrides.length > 0 ? (
                <TermsVersions id="employer-terms" caption={t("overrides")} versions={overrides} />
              ) : (
                <p className="text-slate-700">{t("noOverrides")}</p>
              )}
              {mayPublish && inForce ? (
                <TermsForm
                  employerId={employerId}
                  current={termsOf(inForce)}
                  titleId="override-terms"
                  title={t("form.title")}
                  intro={t("form.intro")}
                />
              ) : null}
            </>
          );
        }}
      </Loaded>
    </TitledSection>
  );
}
