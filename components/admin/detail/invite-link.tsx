"use client";

import { useRef, useState } from "react";
import { useFormatter, useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useCreateInviteLink } from "@/hooks/use-admin-employees";

import { problemKey } from "../query-problem";

type Message = "creating" | "created" | "copied" | "copyFailed" | "failed";

/**
 * HR makes a sign-in link to hand to the employee. Copy uses the clipboard API; where it is
 * missing or refused (plain http, a denied permission) the link is selected in its field instead.
 */
export function InviteLink({ employeeId }: { employeeId: string }) {
  const t = useTranslations("admin");
  const format = useFormatter();
  const create = useCreateInviteLink(employeeId);
  const [message, setMessage] = useState<Message | undefined>();
  const field = useRef<HTMLInputElement>(null);
  const link = create.data;

  function createLink() {
    setMessage("creating");
    create.mutate(undefined, { onSuccess: () => setMessage("created"), onError: () => setMessage("failed") });
  }

  async function copy(url: string) {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      setMessage("copied");
    } catch {
      field.current?.focus();
      field.current?.select();
      setMessage("copyFailed");
    }
  }

  const text = (() => {
    if (message === "created" && link)
      return t("invite.created", {
        expires:
          format.dateTime(new Date(link.expiresAt), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) +
          " UTC",
      });
    if (message === "failed") return t(`common.${problemKey(create.error)}`);
    return message ? t(`invite.${message}`) : "";
  })();

  return (
    <div className="flex flex-col gap-3">
      <p>{t("invite.intro")}</p>
      <p>{t("invite.newerOnly")}</p>
      <Button variant="secondary" onClick={createLink} disabled={create.isPending} className="self-start">
        {link ? t("invite.createAnother") : t("invite.create")}
      </Button>
      {link ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            ref={field}
            label={t("invite.linkLabel")}
            name="inviteLink"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1"
          />
          <Button onClick={() => void copy(link.url)}>{t("invite.copy")}</Button>
        </div>
      ) : null}
      {/* One status line, always present, so each change is announced. */}
      <p
        role="status"
        className={message === "failed" || message === "copyFailed" ? "font-semibold text-red-700" : "text-slate-800"}
      >
        {text}
      </p>
    </div>
  );
}
