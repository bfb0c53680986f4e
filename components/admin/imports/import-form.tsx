"use client";

import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useCreateImport, useUploadImportFile } from "@/hooks/use-admin-imports";

import { problemKey } from "../query-problem";
import { fileProblem } from "./columns";
import { ImportProgress } from "./import-progress";

/** Choose a CSV, create the import, stream the file to it and follow its progress. */
export function ImportForm() {
  const t = useTranslations("admin");
  const createImport = useCreateImport();
  const upload = useUploadImportFile();
  const input = useRef<HTMLInputElement>(null);
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [started, setStarted] = useState<{ id: string; fileName: string }>();
  const busy = createImport.isPending || upload.isPending;
  const fieldError = summary[0]?.message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const file = input.current?.files?.[0];
    const problem = fileProblem(file);
    if (problem || !file) {
      setSummary([{ field: "importFile", message: t(`imports.errors.${problem ?? "required"}`) }]);
      return;
    }
    setSummary([]);
    try {
      const created = await createImport.mutateAsync(file.name);
      setStarted({ id: created.id, fileName: file.name });
      upload.reset();
      upload.mutate({ id: created.id, file });
    } catch (failure) {
      setSummary([{ field: "importFile", message: t(`common.${problemKey(failure)}`) }]);
    }
  }

  return (
    <section aria-labelledby="import-upload-title" className="flex flex-col gap-4">
      <h2 id="import-upload-title" className="text-xl font-bold text-slate-900">
        {t("imports.upload.title")}
      </h2>
      <ErrorSummary title={t("common.errorSummaryTitle")} errors={summary} />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4">
        <TextField
          ref={input}
          type="file"
          name="importFile"
          accept=".csv,text/csv"
          label={t("imports.upload.fileLabel")}
          hint={t("imports.upload.fileHint")}
          error={fieldError}
          className="max-w-full"
        />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? t("imports.upload.importing") : t("imports.upload.submit")}
        </Button>
      </form>
      {started ? <ImportProgress key={started.id} id={started.id} fileName={started.fileName} uploading={upload.isPending} uploadError={upload.error} /> : null}
    </section>
  );
}
