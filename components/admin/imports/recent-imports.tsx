"use client";

import { useFormatter, useTranslations } from "use-intl";

import { TitledSection } from "@/components/ui/titled-section";
import { useImports } from "@/hooks/use-admin-imports";
import type { EmployeeImport } from "@/lib/schemas/responses/admin-imports";

import { SimpleTable } from "../detail/simple-table";
import { DownloadLink } from "../download-link";
import { tableMessages } from "../labels";
import { Loaded } from "../resource/query-states";
import { useMay } from "../role";
import { When } from "../when";
import { failureText } from "./failure-text";
import { HeldImportActions } from "./held-import-actions";

const COLUMNS = [
  "file",
  "source",
  "mode",
  "started",
  "status",
  "rowsRead",
  "created",
  "updated",
  "unchanged",
  "rejected",
  "madeIneligible",
  "report",
] as const;

/** The employer's last 20 imports, newest first, each with its counts and report. */
export function RecentImports() {
  const t = useTranslations("admin");
  const format = useFormatter();
  const imports = useImports();
  const mayDecide = useMay("imports.write");
  const mayExport = useMay("employees.export");
  const status = (job: EmployeeImport) =>
    job.status === "failed"
      ? `${t("imports.statuses.failed")}: ${failureText(t, job.failure)}`
      : t(`imports.statuses.${job.status}`);
  // A held file is decided here as well as where it was uploaded (it may have come over SFTP).
  const statusCell = (job: EmployeeImport) =>
    job.status === "held" && mayDecide ? (
      <div key="status" className="flex min-w-72 flex-col gap-2 whitespace-normal">
        <span className="font-semibold">{status(job)}</span>
        <HeldImportActions job={job} fileName={job.fileName ?? job.id} />
      </div>
    ) : (
      status(job)
    );
  return (
    <TitledSection titleId="recent-imports-title" title={t("imports.recent.title")}>
      <Loaded query={imports} loading={t("imports.recent.loading")}>
        {(recent) => (
          <SimpleTable
            id="recent-imports"
            {...tableMessages(t, "imports.recent", COLUMNS)}
            rows={recent.data.map((job) => ({
              key: job.id,
              cells: [
                job.fileName ?? t("imports.recent.noName"),
                t(`imports.recent.sources.${job.source}`),
                t(`imports.recent.modes.${job.mode}`),
                <When key="started" iso={job.createdAt} />,
                statusCell(job),
                format.number(job.rowsRead),
                format.number(job.created),
                format.number(job.updated),
                format.number(job.unchanged),
                format.number(job.rejected),
                format.number(job.madeIneligible),
                mayExport && job.rejected > 0 && job.status !== "running" ? (
                  <DownloadLink
                    key="report"
                    href={`/api/admin/imports/${encodeURIComponent(job.id)}/errors`}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {t("imports.recent.report")}
                    <span className="sr-only">
                      {" "}
                      {t("imports.recent.reportFor", { fileName: job.fileName ?? job.id })}
                    </span>
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
