"use client";

import { useTranslations } from "use-intl";

import { PageHeading } from "@/components/ui/page-heading";

import { useMay } from "../role";
import { FileFormat } from "./file-format";
import { FileSettings } from "./file-settings";
import { ImportForm } from "./import-form";
import { RecentImports } from "./recent-imports";
import { SftpFiles } from "./sftp-files";

export function ImportsView() {
  const t = useTranslations("admin.imports");
  // A viewer reads the history; how files are read is the owner's setting.
  const mayImport = useMay("imports.write");
  const mayChangeSettings = useMay("settings.manage");
  return (
    <div className="flex flex-col gap-10">
      <PageHeading intro={t("intro")}>{t("title")}</PageHeading>
      {mayImport ? <ImportForm /> : null}
      {mayImport ? <FileFormat /> : null}
      <RecentImports />
      <SftpFiles />
      {mayChangeSettings ? <FileSettings /> : null}
    </div>
  );
}
