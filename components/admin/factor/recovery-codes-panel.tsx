"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { StatusIcon } from "@/components/ui/status-icon";

type Props = {
  codes: string[];
  /** The panel's heading level where it is shown (its own section on the enrol page, inside one on the account page). */
  level?: 2 | 3;
  onStored: () => void;
};

/**
 * Ten recovery codes, shown this once (only their hashes are kept): to copy, to download as a
 * text file, and "I have stored them" to go on. Focus moves to its heading when it appears.
 */
export function RecoveryCodesPanel({ codes, level = 2, onStored }: Props) {
  const t = useTranslations("admin.recoveryCodes");
  const heading = useRef<HTMLHeadingElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const [said, setSaid] = useState<{ text: string; failed?: boolean }>();
  const [showText, setShowText] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 2 ? "h2" : "h3";
  const asText = `${t("fileTitle")}\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(codes.join("\n"));
      setSaid({ text: t("copied") });
    } catch {
      // Plain http or a refused permission: the codes, selected, for Ctrl+C.
      setShowText(true);
      setSaid({ text: t("copyFailed"), failed: true });
      requestAnimationFrame(() => {
        text.current?.focus();
        text.current?.select();
      });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([asText], { type: "text/plain;charset=utf-8" }));
    const anchor = Object.assign(document.createElement("a"), { href: url, download: "recovery-codes.txt" });
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setSaid({ text: t("downloaded") });
  }

  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="flex flex-col gap-4 rounded-md border-4 border-amber-600 bg-amber-50 p-4"
    >
      <Heading
        id="recovery-codes-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none"
      >
        {t("title")}
      </Heading>
      <p className="flex items-start gap-2 font-semibold">
        <StatusIcon status="warning" className="mt-0.5 size-5" />
        {t("warning")}
      </p>
      <p>{t("howToUse")}</p>
      <ol
        aria-label={t("listLabel")}
        className="grid list-inside list-decimal gap-x-8 gap-y-1 rounded-md border border-slate-300 bg-white p-4 font-mono text-lg sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      {showText ? (
        <label className="flex flex-col gap-1 font-medium">
          {t("asText")}
          <textarea
            ref={text}
            readOnly
            rows={codes.length}
            value={codes.join("\n")}
            className="rounded-md border border-slate-500 bg-white px-3 py-2 font-mono text-sm"
          />
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t("copy")}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t("download")}
        </Button>
      </div>
      {/* Always present, so each copy or download is announced. */}
      <p role="status" className={said?.failed ? "font-semibold text-red-700" : "text-slate-900"}>
        {said?.text ?? ""}
      </p>
      <Button onClick={onStored} className="self-start">
        {t("stored")}
      </Button>
    </section>
  );
}
