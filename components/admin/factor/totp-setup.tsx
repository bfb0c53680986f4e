"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { useConfirmTotp, useStartTotpSetup } from "@/hooks/use-hr-account";
import { ApiProblem } from "@/lib/client/fetch-json";
import type { TotpSetup as Setup } from "@/lib/schemas/responses/admin-account";

import { problemKey } from "../query-problem";
import { CodeField } from "./code-field";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { groupInFours, svgDataUrl } from "./totp-secret";

type Props = {
  /** Headings inside the flow are one level below this. */
  level: 2 | 3;
  onDone: () => void;
  onCancel?: () => void;
};

const SIX_DIGITS = /^\d{6}$/;

/**
 * Adding an authenticator app: the secret as a QR code and as text to type, then a code from the
 * app proves it was added; the first factor's answer brings the recovery codes, shown once.
 */
export function TotpSetup({ level, onDone, onCancel }: Props) {
  const t = useTranslations("admin");
  const start = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  const [problem, setProblem] = useState<string>();

  async function begin() {
    setProblem(undefined);
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      setProblem(t(`common.${problemKey(error)}`));
    }
  }

  if (codes) return <RecoveryCodesPanel codes={codes} level={level} onStored={onDone} />;
  if (setup)
    return (
      <ScanAndConfirm
        setup={setup}
        level={level}
        pending={confirm.isPending}
        confirm={async (code) => {
          const answer = await confirm.mutateAsync(code);
          if (answer.recoveryCodes && answer.recoveryCodes.length > 0) setCodes(answer.recoveryCodes);
          else onDone();
        }}
        onCancel={() => {
          setSetup(undefined);
          onCancel?.();
        }}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="font-semibold text-red-700 empty:hidden">
        {problem ?? ""}
      </p>
      <Button onClick={() => void begin()} disabled={start.isPending} className="self-start">
        {start.isPending ? t("totp.starting") : t("totp.start")}
      </Button>
    </div>
  );
}

type StepProps = {
  setup: Setup;
  level: 2 | 3;
  pending: boolean;
  confirm: (code: string) => Promise<void>;
  onCancel: () => void;
};

function ScanAndConfirm({ setup, level, pending, confirm, onCancel }: StepProps) {
  const t = useTranslations("admin");
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState<string>();
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? "h3" : "h4";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    const problem =
      typed === "" ? "codeRequired" : SIX_DIGITS.test(typed.replace(/\s/g, "")) ? undefined : "codeFormat";
    if (problem) {
      setError(t(`factor.${problem}`));
      field.current?.focus();
      return;
    }
    try {
      await confirm(typed);
    } catch (failure) {
      const wrongCode =
        failure instanceof ApiProblem &&
        (failure.status === 422 || failure.status === 400 || failure.errors.length > 0);
      setError(wrongCode ? t("totp.codeMismatch") : t(`common.${problemKey(failure)}`));
      setCode("");
      field.current?.focus();
    }
  }

  async function copySecret() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(setup.secret);
      setCopied(t("totp.keyCopied"));
    } catch {
      setCopied(t("totp.keyCopyFailed"));
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <Heading ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        {t("totp.scanTitle")}
      </Heading>
      <ol className="flex list-decimal flex-col gap-4 pl-5">
        <li>{t("totp.stepOpenApp")}</li>
        {/* The list item stays a list item (numbered); its content is the column. */}
        <li>
          <div className="flex flex-col gap-2">
            <span>{t("totp.stepScan")}</span>
            {/* An image, never markup: the SVG cannot run anything as an <img>. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={svgDataUrl(setup.qrSvg)}
              alt={t("totp.qrAlt")}
              width={192}
              height={192}
              className="size-48 rounded-md border border-slate-300 bg-white p-2"
            />
            <span>{t("totp.cantScan")}</span>
            <code className="break-words font-mono text-lg tracking-wider">{groupInFours(setup.secret)}</code>
            <Button variant="secondary" onClick={() => void copySecret()} className="self-start">
              {t("totp.copyKey")}
            </Button>
            <p role="status" className="text-slate-900">
              {copied ?? ""}
            </p>
          </div>
        </li>
        <li>
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <CodeField
              ref={field}
              kind="totp"
              name="totpCode"
              label={t("totp.codeLabel")}
              hint={t("factor.codeHint")}
              error={error}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={pending}>
                {pending ? t("factor.checking") : t("totp.confirm")}
              </Button>
              <Button variant="secondary" onClick={onCancel}>
                {t("totp.cancel")}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
