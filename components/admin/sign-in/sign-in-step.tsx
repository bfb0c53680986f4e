"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";

type Props = {
  titleId: string;
  title: string;
  intro: string;
  /** Back to the e-mail and password (another account, or a session that timed out meanwhile). */
  onStartAgain: () => void;
  /** The proof asked for, in its box. */
  children: ReactNode;
};

/** A sign-in step after the first: its heading (focused as it appears), what it asks, the proof, a way back. */
export function SignInStep({ titleId, title, intro, onStartAgain, children }: Props) {
  const t = useTranslations("admin");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {title}
      </h2>
      <p className="text-slate-700">{intro}</p>
      <div className="rounded-md border border-slate-300 bg-white p-4">{children}</div>
      <Button variant="link" onClick={onStartAgain} className="self-start">
        {t("signIn.factorStep.startAgain")}
      </Button>
    </section>
  );
}
