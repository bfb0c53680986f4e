import type { createTranslator } from "use-intl/core";

import { EmployerContact } from "@/components/onboarding/employer-contact";
import { Panel } from "@/components/ui/panel";
import type { PortalTasks } from "@/lib/portal/page-data";

type T = ReturnType<typeof createTranslator>;

/** Who can help when only the employer can: their HR contact, and the reference to quote (a hard stop, a card the program holds). */
export function HelpSection({ tasks, t, children }: { tasks: PortalTasks; t: T; children?: React.ReactNode }) {
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
        <EmployerContact employer={tasks.employer} t={t} />
      </p>
      <p className="text-slate-800">
        {t("hardStop.reference")}{" "}
        <strong className="font-mono break-all" data-testid="hard-stop-reference">
          {tasks.reference}
        </strong>
      </p>
    </Panel>
  );
}
