import { eq } from "drizzle-orm";

import { employees, employers } from "@/db/schema";
import { sendMail } from "@/lib/mail/send-mail";

import type { ServiceContext } from "../context";
import { createSignInToken, linkUrl } from "../sign-in-links/sign-in-links";

/**
 * E-mails a sign-in link for every employee record with this address (a person may work for more
 * than one employer). The caller's answer never says whether the address is known.
 */
export async function requestSignInLink({
  ctx,
  email,
  baseUrl,
}: {
  ctx: ServiceContext;
  email: string;
  baseUrl: string;
}): Promise<void> {
  const { db } = ctx;
  const matches = await db
    .select({ employee: employees, employerName: employers.name })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(eq(employees.email, email.trim().toLowerCase()))
    .limit(10);
  for (const { employee, employerName } of matches) {
    const { token } = await createSignInToken({ ctx, employee, purpose: "email" });
    await sendMail({
      to: employee.email,
      subject: `Sign in to your ${employerName} benefits card`,
      text: `Hello ${employee.firstName},\n\nUse this link within 15 minutes to sign in:\n${linkUrl(baseUrl, token)}\n\nIf you did not ask for it, ignore this e-mail.`,
    });
  }
}
