"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { CheckboxField } from "@/components/ui/checkbox-field";
import type { SummaryError } from "@/components/ui/error-summary";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { useCreateSftpAccount } from "@/hooks/use-admin-sftp";
import { sftpAccountName } from "@/lib/schemas/sftp";

import { errorText, fieldErrors, serverFieldErrors, summaryOf } from "../form-errors";
import { problemKey } from "../query-problem";
import { CreateSection } from "../resource/create-section";
import type { IssuedPassword } from "./once-password";

// The API's rules (lib/schemas/sftp.ts): a name; a password, a key, or both. The key itself is
// checked by the server (the same parser SSH logins use).
const schema = z
  .object({
    accountName: sftpAccountName,
    withPassword: z.boolean(),
    publicKey: z.string().trim().max(16_384, "too_long"),
  })
  .refine((values) => values.withPassword || values.publicKey !== "", {
    path: ["withPassword"],
    message: "sftp_credentials_required",
  });
type Values = z.input<typeof schema>;
const FIELDS = ["accountName", "withPassword", "publicKey"] as const;
const fieldFor = (path: string) =>
  ({ "/name": "accountName", "/password": "withPassword", "/publicKey": "publicKey" })[path] as
    (typeof FIELDS)[number] | undefined;

export function CreateAccountForm({ onCreated }: { onCreated: (issued: IssuedPassword) => void }) {
  const t = useTranslations("admin");
  const create = useCreateSftpAccount();
  const [summary, setSummary] = useState<SummaryError[]>([]);
  const [keyOnly, setKeyOnly] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { accountName: "", withPassword: true, publicKey: "" },
    shouldFocusError: false,
  });
  const error = fieldErrors<(typeof FIELDS)[number]>(t, formState.errors);

  async function submit({ accountName, withPassword, publicKey }: z.output<typeof schema>) {
    setSummary([]);
    setKeyOnly(undefined);
    try {
      const account = await create.mutateAsync({
        name: accountName,
        password: withPassword,
        ...(publicKey ? { publicKey } : {}),
      });
      reset();
      if (account.password)
        onCreated({
          kind: "created",
          accountId: account.id,
          name: account.name,
          username: account.username,
          host: account.host,
          port: account.port,
          password: account.password,
        });
      else setKeyOnly(t("sftp.create.keyOnlyCreated", { name: account.name, username: account.username }));
    } catch (failure) {
      const fields = serverFieldErrors(failure, fieldFor);
      for (const field of fields) setError(field.field, { type: "server", message: field.code });
      setSummary(
        fields.length > 0
          ? fields.map((field) => ({ field: field.field, message: errorText(t, field.field, field.code) }))
          : [{ field: "accountName", message: t(`common.${problemKey(failure)}`) }],
      );
    }
  }

  return (
    <CreateSection
      titleId="create-sftp-title"
      title={t("sftp.create.title")}
      errorSummaryTitle={t("common.errorSummaryTitle")}
      summary={summary}
      notice={
        <p role="status" className="font-medium text-green-800">
          {keyOnly ?? ""}
        </p>
      }
      onSubmit={handleSubmit(submit, (invalid) => setSummary(summaryOf(t, FIELDS, invalid)))}
      submitting={formState.isSubmitting}
      submit={t("sftp.create.submit")}
      submittingLabel={t("sftp.create.creating")}
    >
      <TextField
        label={t("sftp.create.name")}
        hint={t("sftp.create.nameHint")}
        error={error("accountName")}
        autoComplete="off"
        className="sm:max-w-md"
        {...register("accountName")}
      />
      <CheckboxField
        label={t("sftp.create.withPassword")}
        hint={t("sftp.create.withPasswordHint")}
        error={error("withPassword")}
        {...register("withPassword")}
      />
      <TextAreaField
        label={t("sftp.create.publicKey")}
        hint={t("sftp.create.publicKeyHint")}
        error={error("publicKey")}
        spellCheck={false}
        autoComplete="off"
        {...register("publicKey")}
      />
    </CreateSection>
  );
}
