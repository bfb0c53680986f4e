"use client";

import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import { useAccountDoor } from "@/hooks/use-account-door";
import { checkEmail } from "@/lib/domain/person/email";

import { errorText } from "../form-errors";

export const SSO_FIELD = "ssoEmail";

/**
 * Single sign-on by work e-mail: a full page load of the door's `/sso/start` (not a fetch), since
 * the server answers with a redirect to the identity provider (the employer's for HR, the program's
 * for the console), which later sends the person back. Only an empty or malformed address is
 * stopped here. The words are the door's (`signIn.sso`); `providerName` names the console's provider.
 */
export function SsoForm({ email, notice, providerName }: { email: string; notice?: string; providerName?: string }) {
  const t = useTranslations("admin");
  const door = useAccountDoor();
  const words = useTranslations(`${door.name}.signIn.sso`);
  const action = `${door.api}/sso/start`;
  const [error, setError] = useState<string>();
  const field = useRef<HTMLInputElement>(null);

  function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = field.current?.value.trim() ?? "";
    const result = checkEmail(value);
    const problem = value === "" ? "required" : result.ok ? undefined : result.problems[0].code;
    if (problem) {
      setError(errorText(t, "email", problem));
      field.current?.focus();
      return;
    }
    // A navigation, not the form's own submission: the page's CSP (form-action 'self') would stop a
    // submitted form at the redirect to the identity provider; a navigation may follow it.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- an API route that redirects, not a page
    window.location.assign(`${action}?${new URLSearchParams({ email: value })}`);
  }

  return (
    <TitledSection titleId="sso-title" title={words("title")}>
      <p className="text-slate-700">{words("intro")}</p>
      {notice ? <p className="font-semibold">{notice}</p> : null}
      <form
        method="get"
        action={action}
        noValidate
        onSubmit={start}
        className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
      >
        <TextField
          // Remounted with a new default when the password form says SSO is required for this address.
          key={email}
          ref={field}
          id={`field-${SSO_FIELD}`}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          label={words("email")}
          error={error}
          defaultValue={email}
          onChange={() => setError(undefined)}
        />
        <Button type="submit" variant="secondary" className="self-start">
          {words("submit", { name: providerName ?? "" })}
        </Button>
      </form>
    </TitledSection>
  );
}
