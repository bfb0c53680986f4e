import { EmployerContact, type WholeTranslator } from "@/components/onboarding/employer-contact";
import { Panel } from "@/components/ui/panel";
import type { PortalHelp } from "@/lib/portal/page-data";

/**
 * Who can help when only the employer can: their HR contact, and the reference to quote (a hard
 * stop, a card the program holds, a failed identity check). Not a client component itself: the
 * server passes the page's translator, client components their root useTranslations() with the
 * portal's "hardStop" words provided.
 */
export function HelpSection({
  help,
  t,
  children,
}: {
  help: PortalHelp;
  t: WholeTranslator;
  children?: React.ReactNode;
}) {
  return (
    <Panel
      titleId="help-heading"
      title={t("hardStop.contactHeading")}
      titleClassName="text-xl font-bold text-slate-900"
      gap="gap-2"
      callout
    >
      {children}
      <p className="text-slate-800">
        <EmployerContact employer={help.employer} t={t} />
      </p>
      <p className="text-slate-800">
        {t("hardStop.reference")}{" "}
        <strong className="font-mono break-all" data-testid="hard-stop-reference">
          {help.reference}
        </strong>
      </p>
    </Panel>
  );
}
