"use client";

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { DescribedRadios } from "@/components/admin/described-radios";
import { problemKey } from "@/components/admin/query-problem";
import { SubmitButton } from "@/components/ui/button";
import { ErrorSummary } from "@/components/ui/error-summary";
import { TitledSection } from "@/components/ui/titled-section";
import { usePreviewAgreementVersion, usePublishAgreementVersion } from "@/hooks/use-operator-console";
import { ApiProblem } from "@/lib/client/fetch-json";
import { REACCEPTANCE } from "@/lib/domain/program/agreement-versions";
import type { PublishAgreementVersionInput } from "@/lib/schemas/operator-agreements";
import type { AgreementVersionPreview, ProgramAgreement } from "@/lib/schemas/responses/operator-agreements";

import { PUBLISH_FIELDS, publishBody, publishFormFrom, publishFormSchema } from "./agreement-form";
import { inForceAndNext } from "./agreement-scope";
import { AgreementPreview } from "./agreement-preview";
import { useAgreementForm } from "./use-agreement-form";
import { VersionTextFields, VersionTimingFields } from "./version-fields";

type Previewed = { body: PublishAgreementVersionInput; preview: AgreementVersionPreview };

/** The version a new one starts from: the one in force, else the latest (a first version still scheduled). */
const startingPoint = (agreement: ProgramAgreement) => inForceAndNext(agreement).inForce ?? agreement.versions.at(-1);

/**
 * "Publish a new version" (owner and program roles): the form starts from the version in force, so
 * the operator edits rather than retypes; "Preview" asks the API what publishing would do (refused
 * exactly as publishing would be, each problem beside its field), and the preview's "Publish" sends
 * the same body. The outcome says how many people were told; the history above shows the version.
 */
export function PublishVersionSection({ agreement }: { agreement: ProgramAgreement }) {
  const t = useTranslations("operator.agreements.publish");
  const common = useTranslations("admin.common");
  const preview = usePreviewAgreementVersion(agreement.id);
  const publish = usePublishAgreementVersion(agreement.id);
  const [previewed, setPreviewed] = useState<Previewed>();
  const [failure, setFailure] = useState<string>();
  const [published, setPublished] = useState<string>();
  const outcome = useRef<HTMLParagraphElement>(null);
  const { form, summary, error, showProblem, clearSummary, onSubmit } = useAgreementForm({
    schema: publishFormSchema,
    defaultValues: publishFormFrom(startingPoint(agreement)),
    order: PUBLISH_FIELDS,
    save: async (values) => {
      setPublished(undefined);
      setFailure(undefined);
      const body = publishBody(values);
      setPreviewed({ body, preview: await preview.mutateAsync(body) });
    },
  });

  async function confirm(body: PublishAgreementVersionInput) {
    setFailure(undefined);
    try {
      const answer = await publish.mutateAsync(body);
      setPreviewed(undefined);
      form.reset(publishFormFrom(startingPoint(answer)));
      setPublished(t("published", { tag: body.tag, count: answer.notified }));
      requestAnimationFrame(() => outcome.current?.focus());
    } catch (problem) {
      // A field the API names (the effective time passed meanwhile, the tag taken): back to the form, beside it.
      if (problem instanceof ApiProblem && problem.errors.length > 0) {
        setPreviewed(undefined);
        showProblem(problem);
      } else setFailure(common(problemKey(problem)));
    }
  }

  const register = form.register;
  return (
    <TitledSection titleId="publish-version-title" title={t("title")} gap="gap-4">
      <ErrorSummary title={common("errorSummaryTitle")} errors={summary} />
      <p ref={outcome} role="status" tabIndex={-1} className="font-medium text-green-800 outline-none">
        {published ?? ""}
      </p>
      {previewed ? (
        <AgreementPreview
          preview={previewed.preview}
          publishing={publish.isPending}
          failure={failure}
          onPublish={() => void confirm(previewed.body)}
          onChange={() => {
            setPreviewed(undefined);
            clearSummary();
            requestAnimationFrame(() => document.getElementById("field-tag")?.focus());
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
        >
          <p className="text-slate-700">{t("intro")}</p>
          <VersionTimingFields register={(field) => register(field)} error={error} />
          <DescribedRadios
            legend={t("reacceptance.legend")}
            name="reacceptance"
            error={error("reacceptance")}
            options={REACCEPTANCE.map((value) => ({
              value,
              label: t(`reacceptance.${value}`),
              description: t(`reacceptance.${value}Means`),
            }))}
            input={register("reacceptance")}
          />
          <VersionTextFields register={(field) => register(field)} error={error} />
          <SubmitButton pending={form.formState.isSubmitting} label={t("preview")} pendingLabel={t("previewing")} />
        </form>
      )}
    </TitledSection>
  );
}
