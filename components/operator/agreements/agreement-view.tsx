"use client";

import { useTranslations } from "use-intl";

import { Loaded } from "@/components/admin/resource/query-states";
import { DetailsList } from "@/components/admin/resource/details-list";
import { OutcomeMessage } from "@/components/admin/resource/outcome";
import { BackLink } from "@/components/ui/back-link";
import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useProgramAgreement } from "@/hooks/use-operator-console";

import { useOperatorMay } from "../operator-role";
import { AgreementHistory } from "./agreement-history";
import { useAgreementScope } from "./agreement-scope";
import { PublishVersionSection } from "./publish-version-section";

type Props = { agreementId: string; created: boolean };

/**
 * One document (/operator/agreements/[id]): what it is and whom it applies to, every version with
 * its texts in both languages; for the owner and program roles, a new version, previewed first.
 */
export function AgreementView({ agreementId, created }: Props) {
  const t = useTranslations("operator.agreements");
  const agreement = useProgramAgreement(agreementId);
  const scope = useAgreementScope();
  const mayWrite = useOperatorMay("agreements.write");
  return (
    <div className="flex flex-col gap-10">
      <BackLink href="/operator/agreements">{t("detail.back")}</BackLink>
      <Loaded query={agreement} loading={t("detail.loading")}>
        {(data) => (
          <>
            <PageHeading intro={<p className="break-all">{data.slug}</p>}>
              <span className="break-words">{data.title ?? data.slug}</span>
            </PageHeading>
            <OutcomeMessage outcome={created ? { tone: "done", text: t("detail.created") } : undefined} />
            <TitledSection titleId="agreement-details-title" title={t("detail.title")}>
              <div className="rounded-md border border-slate-300 bg-white p-4">
                <DetailsList
                  breakWords
                  details={[
                    [t("detail.scope"), scope(data.employerId)],
                    [t("detail.required"), t(data.required ? "required.requiredMeans" : "required.optionalMeans")],
                    [t("detail.position"), String(data.position)],
                    [t("detail.inForce"), data.inForceTag ?? t("list.noneInForce")],
                  ]}
                />
              </div>
            </TitledSection>
            <TitledSection titleId="agreement-history-title" title={t("history.title")} gap="gap-4">
              <p className="text-slate-700">{t("history.intro")}</p>
              <AgreementHistory versions={data.versions} />
            </TitledSection>
            {mayWrite ? <PublishVersionSection agreement={data} /> : <p className="text-slate-700">{t("readOnly")}</p>}
          </>
        )}
      </Loaded>
    </div>
  );
}
