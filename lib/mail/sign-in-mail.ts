import type { Locale } from "@/lib/i18n/config";

import { composeMail, type ComposedMail } from "./compose";
import { emailTranslator } from "./notification-mail";

/**
 * The sign-in link e-mail, in the person's language: the one the portal remembered for them, else
 * the one the sign-in page was read in (docs/portal.md). The link works once, for 15 minutes.
 */
export function renderSignInMail({
  language,
  firstName,
  employerName,
  url,
}: {
  language: Locale;
  firstName: string;
  employerName: string;
  url: string;
}): ComposedMail {
  const t = emailTranslator(language);
  return composeMail({
    subject: t("signInLink.subject", { employer: employerName }),
    sections: [
      {
        language,
        greeting: t("common.greeting", { firstName }),
        blocks: [
          { kind: "paragraph", text: t("signInLink.body") },
          { kind: "action", label: t("signInLink.action"), url },
          { kind: "paragraph", text: t("signInLink.ignore") },
        ],
        signature: t("common.signature", { employer: employerName }),
      },
    ],
  });
}
