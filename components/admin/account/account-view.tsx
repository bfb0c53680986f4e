"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { TitledSection } from "@/components/ui/titled-section";
import { useAccountDoor } from "@/hooks/use-account-door";
import { useOwnAccount } from "@/hooks/use-hr-account";
import type { HrAccount } from "@/lib/schemas/responses/admin-account";
import type { OperatorAccount } from "@/lib/schemas/responses/operator-account";

import { DetailsList } from "../resource/details-list";
import { Loaded } from "../resource/query-states";
import { RoleSummary } from "../role";
import { SecondFactorSection } from "./second-factor-section";
import { SessionsSection } from "./sessions-section";

/**
 * The signed-in person's own account, at the page's door: who they are, their second factors,
 * where they are signed in (where the door's API lists sessions).
 */
export function AccountView() {
  const t = useTranslations("admin");
  const door = useAccountDoor();
  const words = useTranslations(door.name);
  const account = useOwnAccount<HrAccount | OperatorAccount>();
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={<p>{words("account.intro")}</p>}>{t("account.title")}</PageHeading>
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
      {door.account.sessions ? <SessionsSection /> : null}
    </div>
  );
}
