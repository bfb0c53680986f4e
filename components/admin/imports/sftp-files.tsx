"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "use-intl";

import { TitledSection } from "@/components/ui/titled-section";
import { useEligibilityFiles } from "@/hooks/use-admin-sftp";
import type { EligibilityFile } from "@/lib/schemas/responses/sftp";

import { SimpleTable } from "../detail/simple-table";
import { DownloadLink } from "../download-link";
import { tableMessages } from "../labels";
import { Loaded } from "../resource/query-states";
import { useMay } from "../role";
import { When } from "../when";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

const COLUMNS = [
  "file",
  "received",
  "account",
  "status",
  "rows",
  "created",
  "updated",
  "unchanged",
  "rejected",
  "madeIneligible",
  "acknowledgement",
  "report",
] as const;

/** Files the employer's systems sent over SFTP, newest first: what became of each, its acknowledgement and report. */
export function SftpFiles() {
  const t = useTranslations("admin.imports.sftp");
  const mayExport = useMay("employees.export");
  const format = useFormatter();
  const files = useEligibilityFiles();
  const status = (file: EligibilityFile) =>
    (file.status === "failed" || file.status === "discarded") && file.failure
      ? `${t(`statuses.${file.status}`)}: ${file.failure}`
      : t(`statuses.${file.status}`);
  return (
    <TitledSection titleId="sftp-files-title" title={t("title")}>
      <p className="text-slate-700">
        {t("intro")}{" "}
        <Link href="/admin/sftp" className={linkClass}>
          {t("accountsLink")}
        </Link>
      </p>
      <Loaded query={files} loading={t("loading")}>
        {(received) => (
          <SimpleTable
            id="sftp-files"
            {...tableMessages(t, "", COLUMNS)}
            rows={received.data.map((file) => ({
              key: file.id,
              cells: [
                file.fileName,
                <When key="received" iso={file.receivedAt} />,
                file.accountUsername ?? "—",
                status(file),
                format.number(file.counts.rows),
                format.number(file.counts.created),
                format.number(file.counts.updated),
                format.number(file.counts.unchanged),
                format.number(file.counts.rejected),
                format.number(file.counts.madeIneligible),
                file.acknowledgementName ? (
                  <a
                    key="ack"
                    href={`/api/admin/eligibility-files/${encodeURIComponent(file.id)}/acknowledgement`}
                    download
                    className={linkClass}
                  >
                    {file.acknowledgementName}
                  </a>
                ) : (
                  <span key="ack" aria-hidden="true">
                    —
                  </span>
                ),
                mayExport && file.importId && file.counts.rejected > 0 ? (
                  <DownloadLink
                    key="report"
                    href={`/api/admin/imports/${encodeURIComponent(file.importId)}/errors`}
                    className={linkClass}
                  >
                    {t("report")}
                    <span className="sr-only"> {t("reportFor", { fileName: file.fileName })}</span>
                  </DownloadLink>
                ) : (
                  <span key="report" aria-hidden="true">
                    —
                  </span>
                ),
              ],
            }))}
          />
        )}
      </Loaded>
    </TitledSection>
  );
}
