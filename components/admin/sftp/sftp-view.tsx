"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { PageHeading } from "../page-heading";
import { AccountList } from "./account-list";
import { CreateAccountForm } from "./create-account-form";
import { OncePassword, type IssuedPassword } from "./once-password";

/** The employer's SFTP accounts for eligibility files: create one, rotate its password, manage its keys, revoke it. */
export function SftpView() {
  const t = useTranslations("admin.sftp");
  // Held in memory only, until HR says it is stored: the API never shows a password twice.
  const [issued, setIssued] = useState<IssuedPassword>();

  function stored() {
    const accountId = issued?.accountId;
    setIssued(undefined);
    requestAnimationFrame(() => document.getElementById(`sftp-${accountId}-name`)?.focus());
  }

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
      <CreateAccountForm onCreated={setIssued} />
      <AccountList onRotated={setIssued} />
    </div>
  );
}
