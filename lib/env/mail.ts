import { z } from "zod";

import { area, requireIn } from "./area";

/** The sender outside production: a reserved domain, so it can never pass for a real one. */
export const SANDBOX_MAIL_FROM = "Benefits onboarding <no-reply@benefits.example>";

/** The sandbox's creditor, marked as such so a sandbox notice is never mistaken for a real one. */
export const SANDBOX_CREDITOR = {
  name: "Sandbox Benefits Card Program (test creditor)",
  address: "100 Example Street, Suite 1, Austin, TX 73301",
} as const;
/** Appendix A's entry for creditors no other agency supervises: the Federal Trade Commission. */
export const SANDBOX_ECOA_AGENCY = {
  name: "Federal Trade Commission, Consumer Response Center",
  address: "600 Pennsylvania Avenue NW, Washington, DC 20580",
} as const;

/** E-mail: the mail server, the sender, and who adverse action notices name. */
export const mail = area({
  fields: {
    // SMTP for every e-mail (smtp://user:pass@host:587); unset: mail goes to the /dev/outbox page.
    SMTP_URL: z.string().optional(),
    // The sender of every e-mail. A placeholder outside production; production must name its own
    // (a domain whose mail is DKIM-signed: mail clients honour one-click unsubscribe only then).
    MAIL_FROM: z.string().trim().min(1).optional(),
    // Who extends the credit, and the federal agency that administers ECOA compliance for it
    // (Regulation B Appendix A): printed on every adverse action notice (docs/adverse-action-notices.md).
    // Sandbox values outside production; production must name its own.
    CREDITOR_NAME: z.string().trim().min(1).max(200).optional(),
    CREDITOR_ADDRESS: z.string().trim().min(1).max(300).optional(),
    ECOA_AGENCY_NAME: z.string().trim().min(1).max(200).optional(),
    ECOA_AGENCY_ADDRESS: z.string().trim().min(1).max(300).optional(),
  },
  production: (env, issue) => {
    const required = requireIn(env, issue);
    required("SMTP_URL", "sign-in e-mails are sent, never kept in the development outbox");
    required(
      "MAIL_FROM",
      "the sender of every e-mail people get from us, on a domain of yours that signs its mail (DKIM)",
    );
    required("CREDITOR_NAME", "every adverse action notice names the creditor (Regulation B 12 CFR 1002.9(a)(2))");
    required(
      "CREDITOR_ADDRESS",
      "every adverse action notice gives the creditor's address (Regulation B 12 CFR 1002.9(a)(2))",
    );
    required(
      "ECOA_AGENCY_NAME",
      "every adverse action notice names the federal agency that administers ECOA compliance for the creditor (Regulation B Appendix A)",
    );
    required(
      "ECOA_AGENCY_ADDRESS",
      "every adverse action notice gives that agency's address (Regulation B Appendix A)",
    );
  },
});
