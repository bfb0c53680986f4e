import { publicBaseUrl } from "@/lib/api/base-url";
import { inviteAllowance } from "@/lib/throttles/invite-allowance";
import { personRowJson } from "@/lib/api/serializers/person";
import { peopleSearchQuerySchema } from "@/lib/schemas/operator-people";
import { findPeople } from "@/lib/services/support/find-people";
import { resendPersonInvitation } from "@/lib/services/support/resend-person-invitation";
import { signPersonOut } from "@/lib/services/support/sign-person-out";

import { json, type Verb } from "./verb";

// `npm run ops -- people …`: support across employers (docs/operator.md#people) — finding a
// person, and the two safe fixes. A person's page is the console's only: it is personal data, and a
// shell's output goes wherever the shell's does.
export const PEOPLE_VERBS: Record<string, Verb> = {
  "people search": {
    usage: "people search <query>",
    summary:
      "People of any employer whose name, e-mail or external id contains the query (3 characters or more), or whose id or reference it is; at most 25.",
    args: ["query"],
    write: false,
    run: async ({ ctx, args }) => {
      const { q } = json(peopleSearchQuerySchema, { q: args.query });
      const { data, more } = await findPeople({ ctx, q });
      return { data: data.map(personRowJson), more };
    },
  },
  "people resend-invitation": {
    usage: "people resend-invitation <employeeId> [--idempotency-key <key>]",
    summary:
      "E-mails the person their invitation again, to their own address, as HR's invite does (not twice in a day, within the employer's hourly limit).",
    args: ["employeeId"],
    write: true,
    run: async ({ ctx, args }) =>
      resendPersonInvitation({
        ctx,
        employeeId: args.employeeId!,
        baseUrl: publicBaseUrl(),
        allowSend: inviteAllowance(),
      }),
  },
  "people sign-out": {
    usage: "people sign-out <employeeId> [--idempotency-key <key>]",
    summary: "Signs the person out everywhere: every portal session and unused sign-in link stops working.",
    args: ["employeeId"],
    write: true,
    run: async ({ ctx, args }) => {
      await signPersonOut({ ctx, employeeId: args.employeeId! });
      return { employeeId: args.employeeId, sessionsEnded: true };
    },
  },
};
