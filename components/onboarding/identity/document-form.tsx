"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { PortalErrorSummary } from "@/components/portal/portal-error-summary";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useSubmitEvidence } from "@/hooks/use-steps";
import type { DocumentType } from "@/lib/domain/identity/evidence";

import { DocumentFileField } from "./document-file-field";
import { DocumentTypeField } from "./document-type-field";
import { needsBack } from "./document-types";
import { preparedError, serverErrors, type EvidenceErrors, type EvidenceField } from "./evidence-errors";
import { useEvidenceFile } from "./use-evidence-file";

const FIELD_ORDER: EvidenceField[] = ["documentType", "frontImage", "backImage"];

/** The documentary step: the standard check asked for a photo of an identity document. */
export function DocumentForm() {
  const t = useTranslations("identity.documents");
  const [documentType, setDocumentType] = useState<DocumentType>();
  const front = useEvidenceFile();
  const back = useEvidenceFile();
  const [submitted, setSubmitted] = useState<EvidenceErrors>({});
  const [formError, setFormError] = useState<string>();
  const [summary, setSummary] = useState<Array<{ field: string; message: string }>>([]);
  const submit = useSubmitEvidence();
  const twoSided = needsBack(documentType);
  const preparing = [front.selected, twoSided ? back.selected : undefined].some((file) => file && !file.prepared);

  // A file's own problem shows as soon as it is chosen; the rest once the person submits.
  const frontProblem = preparedError(front.selected?.prepared, t);
  const backProblem = twoSided ? preparedError(back.selected?.prepared, t) : undefined;
  const errors: EvidenceErrors = { ...submitted };
  if (frontProblem) errors.frontImage = frontProblem;
  if (backProblem) errors.backImage = backProblem;

  function validate(): EvidenceErrors {
    const found: EvidenceErrors = {};
    if (!documentType) found.documentType = t("errors.typeMissing");
    if (documentType && !front.selected) found.frontImage = t("errors.frontMissing");
    if (twoSided && !back.selected) found.backImage = t("errors.backMissing");
    return found;
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const found = { ...validate(), ...errors };
    const frontImage = front.selected?.prepared;
    const backImage = twoSided ? back.selected?.prepared : undefined;
    if (Object.values(found).some(Boolean) || !documentType || !frontImage?.ok || (twoSided && !backImage?.ok)) {
      return showErrors(found);
    }
    try {
      await submit.mutateAsync({
        documentType,
        frontImage: frontImage.base64,
        ...(backImage?.ok && { backImage: backImage.base64 }),
      });
    } catch (problem) {
      const { fields, form } = serverErrors(problem, t);
      setFormError(form);
      showErrors(fields);
    }
  }

  // A changed answer drops its old error; the summary stays until the next submit.
  function changed(field: EvidenceField) {
    setSubmitted(({ [field]: _fixed, ...rest }) => rest);
  }

  function chooseType(type: DocumentType) {
    changed("documentType");
    setDocumentType(type);
  }

  function chooseFile(field: "frontImage" | "backImage", file: File | undefined) {
    changed(field);
    void (field === "frontImage" ? front : back).choose(file);
  }

  function showErrors(found: EvidenceErrors) {
    setSubmitted(found);
    setSummary(FIELD_ORDER.flatMap((field) => (found[field] ? [{ field, message: found[field] }] : [])));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <PortalErrorSummary title={t("errors.summaryTitle")} errors={summary} />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t("title")}</h2>
        <p>{t("intro")}</p>
        <p>{t("tips")}</p>
      </div>
      <DocumentTypeField value={documentType} error={errors.documentType} onChange={chooseType} />
      {documentType ? (
        <DocumentFileField
          name="frontImage"
          label={t(`front.${documentType}`)}
          selected={front.selected}
          error={errors.frontImage}
          onChoose={(file) => chooseFile("frontImage", file)}
        />
      ) : null}
      {documentType && twoSided ? (
        <DocumentFileField
          name="backImage"
          label={t(`back.${documentType}`)}
          selected={back.selected}
          error={errors.backImage}
          onChoose={(file) => chooseFile("backImage", file)}
        />
      ) : null}
      <p role="status">{submit.isPending ? t("sending") : ""}</p>
      <div>
        <Button type="submit" disabled={submit.isPending || preparing}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
