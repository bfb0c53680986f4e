"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "use-intl";

import { useImportJob } from "@/hooks/use-admin-imports";
import type { EmployeeImport } from "@/lib/schemas/responses/admin-imports";

import { DownloadLink } from "../download-link";
import { problemKey } from "../query-problem";
import { useMay } from "../role";
import { failureText } from "./failure-text";
import { HeldImportActions } from "./held-import-actions";
import { ImportCounts } from "./import-counts";

type Props = { id: string; fileName: string; uploading: boolean; uploadError: Error | null };

/** The running import: its state and counts in one status region, then the report link. */
export function ImportProgress({ id, fileName, uploading, uploadError }: Props) {
  const t = useTranslations("admin");
  const mayDecide = useMay("imports.write");
  const mayExport = useMay("employees.export");
  const job = useImportJob(id, { uploading, uploadFailed: uploadError !== null });
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the work: the button that started it is disabled while it runs.
  useEffect(() => heading.current?.focus(), []);
  const data = job.data;

  return (
    <section
      aria-labelledby="import-progress-title"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h3
        id="import-progress-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 outline-none"
      >
        {t("imports.progress.title", { fileName })}
      </h3>
      <div role="status" aria-label={t("imports.progress.regionLabel")} className="flex flex-col gap-3">
        <p
          className={
            data?.status === "failed" || (uploadError && data?.status !== "completed")
              ? "font-semibold text-red-700"
              : "font-medium"
          }
        >
          {sentence(t, data, uploading, uploadError)}
        </p>
        {data && data.status !== "pending" ? <ImportCounts job={data} /> : null}
      </div>
      {data?.status === "held" && mayDecide ? <HeldImportActions job={data} fileName={fileName} /> : null}
      {mayExport && data && data.rejected > 0 && data.status !== "pending" && data.status !== "running" ? (
        <DownloadLink href={`/api/admin/imports/${encodeURIComponent(id)}/errors`}>
          {t("imports.progress.downloadRejected")}
        </DownloadLink>
      ) : null}
    </section>
  );
}

function sentence(
  t: ReturnType<typeof useTranslations>,
  data: EmployeeImport | undefined,
  uploading: boolean,
  uploadError: Error | null,
): string {
  if (data?.status === "completed")
    return t(data.rejected > 0 ? "imports.progress.completedWithRejected" : "imports.progress.completed");
  if (data?.status === "failed") return t("imports.progress.failed", { reason: failureText(t, data.failure) });
  if (data?.status === "held") return t("imports.progress.held");
  if (data?.status === "discarded") return t("imports.progress.discarded");
  if (data?.status === "running") return t("imports.progress.running");
  if (uploadError) return t("imports.progress.uploadFailed", { reason: t(`common.${problemKey(uploadError)}`) });
  return uploading ? t("imports.progress.uploading") : t("imports.progress.waiting");
}
