"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";
import { useSftpAccounts } from "@/hooks/use-admin-sftp";

import { ResourceList } from "../resource/resource-list";
import { useOnceShown } from "../resource/use-once-shown";
import { AccountCard, accountTitleId } from "./account-card";
import { CreateAccountForm } from "./create-account-form";
import { OncePassword, type IssuedPassword } from "./once-password";

/** The employer's SFTP accounts for eligibility files: create one, rotate its password, manage its keys, revoke it. */
export function SftpView() {
  const t = useTranslations("admin.sftp");
  const { issued, show, stored } = useOnceShown<IssuedPassword>((password) => accountTitleId(password?.accountId));
  const accounts = useSftpAccounts();

  return (
    <div className="flex flex-col gap-10">
      <PageHeading
        intro={
          <>
            <p>{t("intro")}</p>
            <p className="mt-2">
              {t("introFormat")}{" "}
              <Link
                href="/admin/imports"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {t("introFormatLink")}
              </Link>
            </p>
          </>
        }
      >
        {t("title")}
      </PageHeading>
      {issued ? <OncePassword key={issued.password} issued={issued} onStored={stored} /> : null}
      <CreateAccountForm onCreated={show} />
      <ResourceList titleId="sftp-list-title" messages="admin.sftp.list" query={accounts}>
        {(account) => <AccountCard account={account} onRotated={show} />}
      </ResourceList>
    </div>
  );
}
