"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { usePasskeyRegistrationOptions, useRegisterPasskey } from "@/hooks/use-hr-account";
import { ApiProblem } from "@/lib/client/fetch-json";

import { deviceText } from "../device-name";
import { errorText } from "../form-errors";
import { problemKey } from "../query-problem";
import { passkeyFailure, passkeyHost, passkeyRegistration, usePasskeysSupported } from "./passkey";

type Props = {
  /** The API's answer: recovery codes when this is the account's first factor and the API gives them. */
  onAdded: (recoveryCodes: string[] | undefined) => void;
  /** Keeps the field's id apart from another form on the page. */
  idPrefix: string;
};

/**
 * Adding a passkey: a name to tell it apart later (this browser's, to start with), then the
 * browser's own prompt (Touch ID, Windows Hello, a phone or a security key).
 */
export function AddPasskey({ onAdded, idPrefix }: Props) {
  const t = useTranslations("admin");
  const supported = usePasskeysSupported();
  const options = usePasskeyRegistrationOptions();
  const register = useRegisterPasskey();
  const field = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // A name to start from, filled in once the browser is known (the server cannot know it).
  useEffect(() => {
    if (field.current && field.current.value === "")
      field.current.value = deviceText(navigator.userAgent, {
        browserOnOs: (values) => t("devices.browserOnOs", values),
        unknown: "",
      });
  }, [t]);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const name = field.current?.value.trim() ?? "";
    if (name === "") {
      setError(errorText(t, "passkeyName", "required"));
      field.current?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const response = await passkeyRegistration(() => options.mutateAsync());
      const added = await register.mutateAsync({ response, name });
      onAdded(added.recoveryCodes);
    } catch (failure) {
      const browser = passkeyFailure(failure);
      const fieldCode =
        failure instanceof ApiProblem ? failure.errors.find((item) => item.path === "/name")?.code : undefined;
      setError(
        browser
          ? t(`factor.passkeyFailures.${browser}`, { host: passkeyHost(failure) })
          : fieldCode
            ? errorText(t, "passkeyName", fieldCode)
            : failure instanceof ApiProblem && failure.status === 422
              ? t("factor.passkeyFailures.failed")
              : t(`common.${problemKey(failure)}`),
      );
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  if (!supported) return <p>{t("factor.passkeyFailures.unsupported")}</p>;
  return (
    <form noValidate onSubmit={(event) => void add(event)} className="flex flex-col gap-4">
      <TextField
        ref={field}
        name={`${idPrefix}PasskeyName`}
        label={t("passkeys.name")}
        hint={t("passkeys.nameHint")}
        error={error}
        maxLength={60}
        autoComplete="off"
        className="sm:max-w-md"
      />
      <SubmitButton pending={busy} label={t("passkeys.add")} pendingLabel={t("factor.passkeyWaiting")} />
    </form>
  );
}
