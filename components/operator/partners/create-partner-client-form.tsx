"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import type { IssuedSecret } from "@/components/admin/api-clients/once-secret";
import { fieldErrors, refusalSummary, summaryOf } from "@/components/admin/form-errors";
import { problemKey } from "@/components/admin/query-problem";
import { CreateSection } from "@/components/admin/resource/create-section";
import type { SummaryError } from "@/components/ui/error-summary";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useCreatePartnerClient } from "@/hooks/use-operator-partners";
import { createPartnerClientSchema } from "@/lib/schemas/operator-partners";

// The API's own rules: the name's, and the versions a client may be pinned to (oldest first, the
// newest chosen unless the operator picks another).
const apiVersion = createPartnerClientSchema.shape.pinnedApiVersion.unwrap();
const VERSIONS = apiVersion.options;
const NEWEST = VERSIONS[VERSIONS.length - 1]!;
const schema = z.object({ clientName: createPartnerClientSchema.shape.name, clientVersion: apiVersion });
type Values = z.input<typeof schema>;
const FIELDS = ["clientName", "clientVersion"] as const;
const fieldFor = (path: string) =>
  ({ "/name": "clientName", "/pinnedApiVersion": "clientVersion" })[path] as (typeof FIELDS)[number] | undefined;

type Props = { partnerId: string; onCreated: (issued: IssuedSecret) => void };

/** A new API client of the partner, pinned to an API version; its secret is shown once, above. */
export function CreatePartnerClientForm({ partnerId, onCreated }: Props) {
  const t = useTranslations("operator.partners.newClient");
  const common = useTranslations("admin.common");
  const create = useCreatePartnerClient(partnerId);
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { clientName: "", clientVersion: NEWEST },
    shouldFocusError: false,
  });
  const error = fieldErrors<(typeof FIELDS)[number]>(t, formState.errors);

  async function submit(values: z.output<typeof schema>) {
    setSummary([]);
    try {
      const client = await create.mutateAsync({ name: values.clientName, pinnedApiVersion: values.clientVersion });
      reset();
      onCreated({ kind: "created", clientId: client.id, name: client.name, clientSecret: client.clientSecret });
    } catch (failure) {
      setSummary(
        refusalSummary({
          failure,
          t: t,
          fieldFor,
          setError,
          fallbackField: "clientName",
          generic: common(problemKey(failure)),
        }),
      );
    }
  }

  return (
    <CreateSection
      titleId="create-partner-client-title"
      title={t("title")}
      errorSummaryTitle={common("errorSummaryTitle")}
      summary={summary}
      onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, FIELDS, invalid)))}
      submitting={formState.isSubmitting}
      submit={t("submit")}
      submittingLabel={t("submitting")}
    >
      <TextField
        label={t("name")}
        hint={t("nameHint")}
        autoComplete="off"
        error={error("clientName")}
        className="sm:max-w-md"
        {...register("clientName")}
      />
      <div className="sm:max-w-md">
        <SelectField
          label={t("version")}
          hint={t("versionHint")}
          error={error("clientVersion")}
          options={[...VERSIONS].reverse().map((version) => ({
            value: version,
            label: version === NEWEST ? t("versionNewest", { version }) : version,
          }))}
          {...register("clientVersion")}
        />
      </div>
    </CreateSection>
  );
}
