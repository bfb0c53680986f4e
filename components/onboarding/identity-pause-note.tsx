import Link from "next/link";

import type { WholeTranslator } from "@/components/onboarding/employer-contact";
import { Alert } from "@/components/ui/alert";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * The card paused while identity is checked again (the program's identity_unverified lock, placed in
 * the same commit as the change of identity data): said wherever the person lands after saving — the
 * task list and the identity page — with the card page one link away. Server-rendered.
 */
export function IdentityPauseNote({ t }: { t: WholeTranslator }) {
  return (
    <Alert tone="warning" title={t("checklist.identityPause.title")}>
      <p data-testid="card-paused-for-identity">{t("checklist.identityPause.body")}</p>
      <p className="mt-2">
        <Link href="/onboarding/card" className={LINK}>
          {t("checklist.identityPause.card")}
        </Link>
      </p>
    </Alert>
  );
}
