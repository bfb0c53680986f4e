"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import type { SummaryError } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/text-field";
import { useCreateApiClient } from "@/hooks/use-admin-api-clients";
import { apiClientName } from "@/lib/schemas/admin";

import { errorText, serverFieldErrors, summaryOf } from "../form-errors";
import { problemKey } from "../query-problem";
import { CreateSection } from "../resource/create-section";
import type { IssuedSecret } from "./once-secret";

// The API's own rule for the name (lib/schemas/admin.ts); its messages are problem codes for errorText.
const schema = z.object({ clientName: apiClientName });
type Values = z.input<typeof schema>;
const FIELDS = ["clientName"] as const;

export function CreateClientForm({ onCreated }: { onCreated: (issued: IssuedSecret) => void }) {
  const t = useTranslations("admin");
  const create = useCreateApiClient();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { clientName: "" },
    // Focus goes to the error summary, not to the first field (react-hook-form's default).
    shouldFocusError: false,
  });
  const code = formState.errors.clientName?.message;

  async function submit({ clientName }: z.output<typeof schema>) {
    setSummary([]);
    try {
      const client = await create.mutateAsync(clientName);
      reset();
      onCreated({ kind: "created", clientId: client.id, name: client.name, clientSecret: client.clientSecret });
    } catch (failure) {
      const fields = serverFieldErrors(failure, (path) => (path === "/name" ? "clientName" : undefined));
      for (const field of fields) setError(field.field, { type: "server", message: field.code });
      const first = fields[0];
      setSummary([
        {
          field: "clientName",
          message: first ? errorText(t, "clientName", first.code) : t(`common.${problemKey(failure)}`),
        },
      ]);
    }
  }

  return (
    <CreateSection
      titleId="create-client-title"
      title={t("apiClients.create.title")}
      errorSummaryTitle={t("common.errorSummaryTitle")}
      summary={summary}
      onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, FIELDS, invalid)))}
      submitting={formState.isSubmitting}
      submit={t("apiClients.create.submit")}
      submittingLabel={t("apiClients.create.creating")}
    >
      <TextField
        label={t("apiClients.create.name")}
        hint={t("apiClients.create.nameHint")}
        error={code ? errorText(t, "clientName", code) : undefined}
        autoComplete="off"
        className="sm:max-w-md"
        {...register("clientName")}
      />
    </CreateSection>
  );
}
