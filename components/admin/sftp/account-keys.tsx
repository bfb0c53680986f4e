"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useAddSftpKey, useRemoveSftpKey } from "@/hooks/use-admin-sftp";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { SftpAccount } from "@/lib/schemas/responses/sftp";

import { errorText } from "../form-errors";
import { problemKey } from "../query-problem";
import type { Outcome } from "../resource/outcome";

/** The account's SSH public keys: each by fingerprint with a Remove button, and a field to add one. */
export function AccountKeys({
  account,
  onOutcome,
}: {
  account: SftpAccount;
  onOutcome: (outcome: Outcome | undefined) => void;
}) {
  const t = useTranslations("admin");
  const add = useAddSftpKey();
  const remove = useRemoveSftpKey();
  const [publicKey, setPublicKey] = useState("");
  const [error, setError] = useState<string>();
  const fieldId = `sftp-key-${account.id}`;

  async function addKey(event: React.FormEvent) {
    event.preventDefault();
    onOutcome(undefined);
    if (!publicKey.trim()) return setError(errorText(t, "publicKey", "required"));
    try {
      await add.mutateAsync({ accountId: account.id, publicKey });
      setPublicKey("");
      setError(undefined);
      onOutcome({ tone: "done", text: t("sftp.keys.added", { name: account.name }) });
    } catch (failure) {
      const code = failure instanceof ApiProblem ? failure.errors[0]?.code : undefined;
      setError(code ? errorText(t, "publicKey", code) : t(`common.${problemKey(failure)}`));
      requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
    }
  }

  async function removeKey(keyId: string, fingerprint: string) {
    onOutcome(undefined);
    try {
      await remove.mutateAsync({ accountId: account.id, keyId });
      onOutcome({ tone: "done", text: t("sftp.keys.removed", { fingerprint }) });
    } catch (failure) {
      onOutcome({ tone: "failed", text: t(`common.${problemKey(failure)}`) });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <h4 className="font-bold text-slate-900">{t("sftp.keys.title")}</h4>
      {account.keys.length === 0 ? (
        <p className="text-slate-700">{t("sftp.keys.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {account.keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-3">
              <code className="break-all">{key.fingerprint}</code>
              <span className="text-slate-700">{[key.algorithm, key.comment].filter(Boolean).join(" · ")}</span>
              {account.revokedAt ? null : (
                <Button variant="secondary" onClick={() => void removeKey(key.id, key.fingerprint)}>
                  {t("sftp.keys.remove")}
                  <span className="sr-only"> {key.fingerprint}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {account.revokedAt ? null : (
        <form noValidate onSubmit={(event) => void addKey(event)} className="flex flex-col gap-2">
          <TextAreaField
            id={fieldId}
            name={`publicKey-${account.id}`}
            label={t("sftp.keys.add")}
            hint={t("sftp.create.publicKeyHint")}
            error={error}
            value={publicKey}
            onChange={(event) => setPublicKey(event.target.value)}
            spellCheck={false}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" disabled={add.isPending} className="self-start">
            {t("sftp.keys.addButton")}
            <span className="sr-only"> {t("sftp.keys.addButtonContext", { name: account.name })}</span>
          </Button>
        </form>
      )}
    </div>
  );
}
