import { eq } from "drizzle-orm";

import { employees, employers, notificationPreferences } from "@/db/schema";
import type { Locale } from "@/lib/i18n/config";
import { sendMail } from "@/lib/mail/send-mail";
import { renderSignInMail } from "@/lib/mail/sign-in-mail";

import type { ServiceContext } from "../context";
import { createSignInToken, linkUrl } from "../sign-in-links/sign-in-links";

/**
 * E-mails a sign-in link for every employee record with this address (a person may work for more
 * than one employer), in the person's language: the one the portal remembered for them, else
 * `language`, the sign-in page's. The caller's answer never says whether the address is known.
 */
export async function requestSignInLink({
  ctx,
  email,
  baseUrl,
  language,
}: {
  ctx: ServiceContext;
  email: string;
  baseUrl: string;
  language: Locale;
}): Promise<void> {
  const { db } = ctx;
  const matches = await db
    .select({ employee: employees, employerName: employers.name, remembered: notificationPreferences.language })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.employeeId, employees.id))
    .where(eq(employees.email, email.trim().toLowerCase()))
    .limit(10);
  for (const { employee, employerName, remembered } of matches) {
    const { token } = await createSignInToken({ ctx, employeeId: employee.id, purpose: "email" });
    const mail = renderSignInMail({
      language: remembered ?? language,
      firstName: employee.firstName,
      employerName,
      url: linkUrl(baseUrl, token),
    });
    await sendMail({ to: employee.email, ...mail });
  }
}
