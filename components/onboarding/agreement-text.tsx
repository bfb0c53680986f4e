import type { ReactNode } from "react";

/**
 * An agreement's text as people read it in the portal: a scrollable region of its own, reachable by
 * keyboard, in the text's language. The operator console's preview shows a new version in it too,
 * so an operator sees the text exactly as employees will.
 */
export function AgreementText({ label, lang, children }: { label: string; lang?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      lang={lang}
      className="max-h-72 overflow-y-auto whitespace-pre-line break-words rounded-md border border-slate-400 bg-slate-50 p-4 text-slate-900"
    >
      {children}
    </div>
  );
}
