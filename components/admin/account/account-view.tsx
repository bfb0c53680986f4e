"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useHrAccount } from "@/hooks/use-hr-account";

import { DetailsList } from "../resource/details-list";
import { Loaded } from "../resource/query-states";
import { RoleSummary } from "../role";
import { SecondFactorSection } from "./second-factor-section";
import { SessionsSection } from "./sessions-section";

/** The signed-in person's own account: who they are, their second factors, where they are signed in. */
export function AccountView() {
  const t = useTranslations("admin");
  const account = useHrAccount();
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("account.intro")}</p>}>{t("account.title")}</PageHeading>
      <Loaded query={account} loading={t("account.loading")}>
        {(me) => (
          <>
            <TitledSection titleId="account-you-title" title={t("account.you")}>
              <div className="rounded-md border border-slate-300 bg-white p-4">
                <DetailsList
                  details={[
                    [t("account.name"), me.name],
                    [
                      t("account.email"),
                      <span key="email" className="break-all">
                        {me.email}
                      </span>,
                    ],
                    [t("account.role"), <RoleSummary key="role" role={me.role} />],
                  ]}
                />
              </div>
            </TitledSection>
            <SecondFactorSection account={me} />
          </>
        )}
      </Loaded>
      <SessionsSection />
    </div>
  );
}
