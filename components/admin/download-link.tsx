"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { useStepUp } from "@/hooks/use-step-up";
import { problemFrom } from "@/lib/client/fetch-json";

import { problemKey } from "./query-problem";

type Props = {
  href: string;
  /** The saved file's name; without one, the name the API gives (Content-Disposition). */
  fileName?: string;
  children: React.ReactNode;
  className?: string;
};

const LINK =
  "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** The file at `href` with the name its answer gives it, or the API's problem thrown. */
async function fetchFile(href: string): Promise<{ blob: Blob; name: string | undefined }> {
  const response = await fetch(href, { credentials: "same-origin" });
  if (response.ok) {
    const disposition = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
    return { blob: await response.blob(), name: disposition?.[1] };
  }
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's error page: the status says enough.
  }
  throw problemFrom(response.status, body);
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file by the next task; the object URL would otherwise live on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A CSV download that may need a fresh factor (step-up). Still a real link (it opens without
 * JavaScript, and a middle click opens it in a tab), but a click fetches the file, asks for a
 * factor if the API wants one, and then saves it; what happens is said beside the link.
 */
export function DownloadLink({ href, fileName, children, className = LINK }: Props) {
  const t = useTranslations("admin.download");
  const common = useTranslations("admin.common");
  const withStepUp = useStepUp();
  const [state, setState] = useState<{ kind: "idle" | "busy" | "done" } | { kind: "failed"; text: string }>({
    kind: "idle",
  });

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (state.kind === "busy") return;
    setState({ kind: "busy" });
    try {
      const file = await withStepUp(() => fetchFile(href));
      save(file.blob, fileName ?? file.name ?? "download.csv");
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "failed", text: common(problemKey(error)) });
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3">
      <a href={href} download={fileName} onClick={(event) => void download(event)} className={className}>
        {children}
      </a>
      {/* Always present, so each change is announced. */}
      <span role="status" className={state.kind === "failed" ? "font-semibold text-red-700" : "text-slate-700"}>
        {state.kind === "busy"
          ? t("preparing")
          : state.kind === "done"
            ? t("done")
            : state.kind === "failed"
              ? state.text
              : ""}
      </span>
    </span>
  );
}
