"use client";

import { useRef, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";

import { SubmitButton } from "@/components/ui/button";
import { ErrorSummary, type SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import { useCreateImport, useEligibilitySettings, useUploadImportFile } from "@/hooks/use-admin-imports";
import { namesFullFile } from "@/lib/domain/program/eligibility-file-name";

import { CheckboxField } from "@/components/ui/checkbox-field";
import { problemKey } from "../query-problem";
import { fileProblem } from "./columns";
import { ImportProgress } from "./import-progress";

/**
 * Choose a CSV, say whether it lists everyone (ticked by the employer's setting, or by a name
 * ending in _FULL.csv), create the import, stream the file to it and follow its progress.
 */
export function ImportForm() {
  const t = useTranslations("admin");
  const createImport = useCreateImport();
  const upload = useUploadImportFile();
  const settings = useEligibilitySettings();
  const input = useRef<HTMLInputElement>(null);
  const [full, setFull] = useState<boolean>();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [started, setStarted] = useState<{ id: string; fileName: string }>();
  const busy = createImport.isPending || upload.isPending;
  const fieldError = summary[0]?.message;
  // Until HR ticks or unticks it, the box follows the setting.
  const fullFile = full ?? settings.data?.eligibilityFileMode === "full";

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
      const created = await createImport.mutateAsync({ fileName: file.name, mode: fullFile ? "full" : "changes" });
      setStarted({ id: created.id, fileName: file.name });
      upload.reset();
      upload.mutate({ id: created.id, file });
    } catch (failure) {
      setSummary([{ field: "importFile", message: t(`common.${problemKey(failure)}`) }]);
    }
  }

  return (
    <TitledSection titleId="import-upload-title" title={t("imports.upload.title")} gap="gap-4">
      <ErrorSummary title={t("common.errorSummaryTitle")} errors={summary} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
      >
        <TextField
          ref={input}
          type="file"
          name="importFile"
          accept=".csv,text/csv"
          label={t("imports.upload.fileLabel")}
          hint={t("imports.upload.fileHint")}
          error={fieldError}
          className="max-w-full"
          onChange={(event) => {
            if (namesFullFile(event.target.files?.[0]?.name ?? "")) setFull(true);
          }}
        />
        <CheckboxField
          name="fullFile"
          label={t("imports.upload.fullLabel")}
          hint={t("imports.upload.fullHint")}
          checked={fullFile}
          onChange={(event) => setFull(event.target.checked)}
        />
        <SubmitButton pending={busy} label={t("imports.upload.submit")} pendingLabel={t("imports.upload.importing")} />
      </form>
      {started ? (
        <ImportProgress
          key={started.id}
          id={started.id}
          fileName={started.fileName}
          uploading={upload.isPending}
          uploadError={upload.error}
        />
      ) : null}
    </TitledSection>
  );
}
