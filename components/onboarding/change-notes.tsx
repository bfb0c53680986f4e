"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "use-intl";

import { Alert } from "@/components/ui/alert";
import { useCards } from "@/hooks/use-steps";
import { usePortalSession } from "@/hooks/use-portal-api";
import { cardNote, identityNote } from "@/lib/portal/change-effects";
import type { ResettableFields } from "@/lib/domain/person/employee-resets";
import type { VerificationStatus } from "@/lib/domain/identity/verification-status";

import { EmployerContact } from "./employer-contact";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * Before the person changes anything: what they cannot change now and why (a check is running on
 * it, or it was verified), what starts a new identity check (and pauses the card), and what
 * changes without one.
 */
export function IdentityChangeNote({
  status,
  resettable,
}: {
  status: VerificationStatus;
  resettable: ResettableFields;
}) {
  const note = identityNote(status, resettable);
  const t = useTranslations("personal.changes");
  const words = useTranslations();
  const format = useFormatter();
  const { data: session } = usePortalSession();
  // "name, date of birth, and SSN" where all of them hold; "name, date of birth, or SSN" where any one does.
  const list = (items: string[], type: "conjunction" | "disjunction" = "conjunction") =>
    format.list(
      items.map((item) => t(`fields.${item}`)),
      { type },
    );
  if (!note) return null;
  if (note.kind === "failed") {
    return (
      <Alert title={t("failedTitle")}>
        <p>{t("failedRecheck", { fields: list(note.recheck, "disjunction") })}</p>
      </Alert>
    );
  }
  if (note.kind === "checking") {
    return (
      <Alert title={t("checkingTitle")}>
        <p>{t("checking", { fields: list(note.locked) })}</p>
      </Alert>
    );
  }
  return (
    <Alert title={t("verifiedTitle")}>
      {note.locked.length > 0 ? (
        <>
          <p>{t("verifiedLocked", { fields: list(note.locked), count: note.locked.length })}</p>
          <p className="mt-1">
            <EmployerContact employer={session?.employer} t={words} />
          </p>
        </>
      ) : null}
      <p className="mt-2">{t("verifiedRecheck", { fields: list(note.recheck, "disjunction") })}</p>
      <p className="mt-2">{t("verifiedChangeable", { fields: list(note.free) })}</p>
    </Alert>
  );
}

/**
 * Beside the address, once a physical card exists: what changing the address does to it, as the
 * card code does it — a card is never redirected; one that came back is mailed again, and one that
 * cannot arrive is reported lost, each time to the address on file then.
 */
export function CardAddressNote() {
  const t = useTranslations("personal.cardNote");
  const format = useFormatter();
  const cards = useCards();
  const card = cards.data?.data.find((candidate) => candidate.closedAt === null);
  const physical = card?.physicalCard;
  const note = cardNote(physical?.shipping.status);
  if (!physical || !note) return null;
  const where = physical.shipping.address;
  const address = where
    ? [where.line1, where.line2, where.city, [where.state, where.postalCode].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", ")
    : "";
  const shippedAt = physical.shipping.shippedAt;
  const values = {
    address,
    date: shippedAt ? format.dateTime(new Date(shippedAt), { dateStyle: "long", timeZone: "UTC" }) : "",
    link: (chunks: React.ReactNode) => (
      <Link href="/onboarding/card" className={LINK}>
        {chunks}
      </Link>
    ),
  };
  return (
    <Alert tone={note === "returned" ? "warning" : "info"} title={t("title")}>
      <p data-testid="card-address-note">
        {note === "mailed" && !shippedAt ? t.rich("mailedNoDate", values) : t.rich(note, values)}
      </p>
    </Alert>
  );
}
