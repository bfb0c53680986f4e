"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { useHrAccount } from "@/hooks/use-hr-account";

import { AdminQueryProblem } from "../query-problem";
import { DetailsList } from "../resource/details-list";
import { SecondFactorSection } from "./second-factor-section";
import { SessionsSection } from "./sessions-section";

/** The signed-in person's own account: who they are, their second factors, where they are signed in. */
export function AccountView() {
  const t = useTranslations("admin");
  const account = useHrAccount();
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{t("account.intro")}</p>}>{t("account.title")}</PageHeading>
      {account.isPending ? (
        <p role="status">{t("account.loading")}</p>
      ) : account.isError ? (
        <AdminQueryProblem error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <>
          <section aria-labelledby="account-you-title" className="flex flex-col gap-3">
            <h2 id="account-you-title" className="text-xl font-bold text-slate-900">
              {t("account.you")}
            </h2>
            <div className="rounded-md border border-slate-300 bg-white p-4">
              <DetailsList
                details={[
                  [t("account.name"), account.data.name],
                  [
                    t("account.email"),
                    <span key="email" className="break-all">
                      {account.data.email}
                    </span>,
                  ],
                  [
                    t("account.role"),
                    <span key="role">
                      <span className="font-semibold">{t(`roles.names.${account.data.role}`)}</span>
                      {" — "}
                      {t(`roles.descriptions.${account.data.role}`)}
                    </span>,
                  ],
                ]}
              />
            </div>
          </section>
          <SecondFactorSection account={account.data} />
        </>
      )}
      <SessionsSection />
    </div>
  );
}
