"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "../page-heading";
import { FileFormat } from "./file-format";
import { FileSettings } from "./file-settings";
import { ImportForm } from "./import-form";
import { RecentImports } from "./recent-imports";
import { SftpFiles } from "./sftp-files";

export function ImportsView() {
  const t = useTranslations("admin.imports");
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      <ImportForm />
      <FileFormat />
      <RecentImports />
      <SftpFiles />
      <FileSettings />
    </div>
  );
}
