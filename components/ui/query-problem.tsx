"use client";

import { useTranslations } from "use-intl";

import { ApiProblem } from "@/lib/client/fetch-json";

import { Alert } from "./alert";
import { Button } from "./button";
import { TextLink } from "./text-link";

type Props = {
  error: unknown;
  onRetry: () => void;
  /** The area's messages with sessionEnded, signInAgain, loadFailed and retry (and notFound with `notFound`). */
  messages: string;
  signInHref: string;
  /** Where a 404 leads and the key of the link's words; without it a 404 is one more failure to retry. */
  notFound?: { href: string; linkKey: string };
};

/** A failed read: an ended session leads to sign-in, a missing record says so where the area has a way back, the rest can be retried. */
export function QueryProblem({ error, onRetry, messages, signInHref, notFound }: Props) {
  const t = useTranslations(messages);
  const status = error instanceof ApiProblem ? error.status : undefined;
  const way =
    status === 401
      ? { title: t("sessionEnded"), href: signInHref, label: t("signInAgain") }
      : status === 404 && notFound
        ? { title: t("notFound"), href: notFound.href, label: t(notFound.linkKey) }
        : undefined;
  if (way) {
    return (
      <Alert tone="warning" title={way.title}>
        <TextLink href={way.href}>{way.label}</TextLink>
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t("loadFailed")}>
      <Button variant="secondary" className="mt-2" onClick={onRetry}>
        {t("retry")}
      </Button>
    </Alert>
  );
}
