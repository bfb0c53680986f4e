import { formatPhoneForInput } from "@/lib/domain/person/phone-input";
import type { PortalSession } from "@/lib/schemas/responses/portal";

/** A translator of the whole message tree: the server's createTranslator or the client's useTranslations(). */
export type WholeTranslator = (key: string, values?: Record<string, string | number>) => string;

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * Who to contact when only the employer can help: the contact HR set (name, e-mail and phone as
 * links), else the employer's name, else words that still say where to turn. Not a client
 * component itself: the server passes the page's translator, client components their root
 * useTranslations() (the shell's words are in every page's PortalProviders).
 */
export function EmployerContact({
  employer,
  t,
}: {
  employer: PortalSession["employer"] | undefined;
  t: WholeTranslator;
}) {
  const contact = employer?.hrContact;
  if (!contact)
    return (
      <>
        {employer?.name ? t("shell.contactEmployer", { employer: employer.name }) : t("shell.contactEmployerUnknown")}
      </>
    );
  const ways = [
    contact.email ? (
      <a key="email" href={`mailto:${contact.email}`} className={LINK}>
        {contact.email}
      </a>
    ) : null,
    contact.phone ? (
      <a key="phone" href={`tel:${contact.phone}`} className={LINK}>
        {formatPhoneForInput(contact.phone)}
      </a>
    ) : null,
  ].filter((way) => way !== null);
  const who = { name: contact.name ?? t("shell.contactHr"), employer: employer?.name ?? "" };
  if (ways.length === 0) return <>{t("shell.contactPersonOnly", who)}</>;
  return (
    <>
      {t("shell.contactPerson", who)}{" "}
      {ways.flatMap((way, index) =>
        index === 0 ? [way] : [<span key={`or-${index}`}> {t("shell.contactOr")} </span>, way],
      )}
    </>
  );
}
