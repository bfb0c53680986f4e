import { publicBaseUrl } from "@/lib/api/base-url";
import { programEmployerJson, programEmployerRowJson } from "@/lib/api/serializers/program-employer";
import { operatorInviteJson, operatorJson, operatorListJson } from "@/lib/api/serializers/operator";
import { programTermsJson } from "@/lib/api/serializers/program-terms";
import { changeOperatorRole } from "@/lib/services/operators/change-operator-role";
import { inviteOperator } from "@/lib/services/operators/invite-operator";
import { listOperators } from "@/lib/services/operators/list-operators";
import { setOperatorDisabled } from "@/lib/services/operators/set-operator-disabled";
import {
  changeOperatorRoleSchema,
  createEmployerSchema,
  inviteOperatorSchema,
  inviteEmployerOwnerSchema,
  publishTermsSchema,
  offboardEmployerSchema,
  suspendEmployerSchema,
  updateEmployerSchema,
} from "@/lib/schemas/operator";
import { createProgramEmployer } from "@/lib/services/program/create-program-employer";
import { getProgramEmployer } from "@/lib/services/program/get-program-employer";
import { inviteEmployerOwner } from "@/lib/services/program/invite-employer-owner";
import { listProgramEmployers } from "@/lib/services/program/list-program-employers";
import { listProgramTerms } from "@/lib/services/program/list-program-terms";
import { publishProgramTerms } from "@/lib/services/program/publish-program-terms";
import { offboardEmployer } from "@/lib/services/program/offboard-employer";
import { reactivateEmployer } from "@/lib/services/program/reactivate-employer";
import { suspendEmployer } from "@/lib/services/program/suspend-employer";
import { updateProgramEmployer } from "@/lib/services/program/update-program-employer";

import { AGREEMENT_VERBS } from "./agreement-verbs";
import { PARTNER_VERBS } from "./partner-verbs";
import { PEOPLE_VERBS } from "./people-verbs";
import { json, type Verb } from "./verb";

// The verbs of `npm run ops`, each calling the same use case as the operator console's route, with
// the same request schema: what the console refuses, the command refuses, with the same code.

export const VERBS: Record<string, Verb> = {
  "employers list": {
    usage: "employers list",
    summary: "Every employer of the program, with its status and how many HR people and employees it has.",
    args: [],
    write: false,
    run: async ({ ctx }) => ({ data: (await listProgramEmployers({ ctx })).map(programEmployerRowJson) }),
  },
  "employers get": {
    usage: "employers get <employerId>",
    summary: "One employer: names, language, repayment, payroll schedules, HR contact, status.",
    args: ["employerId"],
    write: false,
    run: async ({ ctx, args }) => programEmployerJson(await getProgramEmployer({ ctx, employerId: args.employerId! })),
  },
  "employers create": {
    usage: "employers create --json '<employer>' | --file <employer.json> [--idempotency-key <key>]",
    summary:
      'A new employer: {"name","legalName","defaultLanguage":"en"|"es","repayment":{"payrollDeduction","paymentMethod"},"payrollSchedules":[{"name","payFrequency"}],"hrContact":{"name","email","phone"}}.',
    args: [],
    body: createEmployerSchema,
    write: true,
    run: async ({ ctx, body }) =>
      programEmployerJson(await createProgramEmployer({ ctx, input: json(createEmployerSchema, body) })),
  },
  "employers update": {
    usage: "employers update <employerId> --json '<changes>' | --file <changes.json> [--idempotency-key <key>]",
    summary:
      "Changes an employer: any of name, legalName, defaultLanguage, repayment, hrContact; addPayrollSchedules, retirePayrollSchedules (ids).",
    args: ["employerId"],
    body: updateEmployerSchema,
    write: true,
    run: async ({ ctx, args, body }) =>
      programEmployerJson(
        await updateProgramEmployer({ ctx, employerId: args.employerId!, input: json(updateEmployerSchema, body) }),
      ),
  },
  "employers suspend": {
    usage: 'employers suspend <employerId> --json \'{"reason":"…"}\' [--idempotency-key <key>]',
    summary: "No new employees, invitations, cards or imports until reactivated; issued cards keep working.",
    args: ["employerId"],
    body: suspendEmployerSchema,
    write: true,
    run: async ({ ctx, args, body }) =>
      programEmployerJson(
        await suspendEmployer({ ctx, employerId: args.employerId!, reason: json(suspendEmployerSchema, body).reason }),
      ),
  },
  "employers offboard": {
    usage:
      'employers offboard <employerId> --json \'{"reason":"…","confirmName":"<the employer\'s name>"}\' [--idempotency-key <key>]',
    summary:
      "Ends the employer's contract: suspended for good; the worker closes its cards at the issuer, erases its people keeping the legal records, and shuts its doors. Export its people from the console first.",
    args: ["employerId"],
    body: offboardEmployerSchema,
    write: true,
    run: async ({ ctx, args, body }) =>
      programEmployerJson(
        await offboardEmployer({ ctx, employerId: args.employerId!, input: json(offboardEmployerSchema, body) }),
      ),
  },
  "employers reactivate": {
    usage: "employers reactivate <employerId> [--idempotency-key <key>]",
    summary: "Lifts the employer's suspension.",
    args: ["employerId"],
    write: true,
    run: async ({ ctx, args }) => programEmployerJson(await reactivateEmployer({ ctx, employerId: args.employerId! })),
  },
  "employers invite-owner": {
    usage: 'employers invite-owner <employerId> --json \'{"email":"…","name":"…"}\' [--idempotency-key <key>]',
    summary: "E-mails the employer's HR owner HR's own team invitation (one use, 72 hours).",
    args: ["employerId"],
    body: inviteEmployerOwnerSchema,
    write: true,
    run: async ({ ctx, args, body }) => {
      const invite = await inviteEmployerOwner({
        ctx,
        employerId: args.employerId!,
        input: json(inviteEmployerOwnerSchema, body),
        baseUrl: publicBaseUrl(),
      });
      return { id: invite.id, email: invite.email, name: invite.name, role: invite.role, expiresAt: invite.expiresAt };
    },
  },
  "terms list": {
    usage: "terms list",
    summary: "Every version of the credit terms: the program's and employers' overrides, with their effective times.",
    args: [],
    write: false,
    run: async ({ ctx }) => ({ data: (await listProgramTerms({ ctx })).map(programTermsJson) }),
  },
  "terms publish": {
    usage: 'terms publish --json \'{"effectiveAt"?,"terms":{…}}\' | --file <terms.json> [--idempotency-key <key>]',
    summary:
      "A new version of the program's credit terms (maxCreditLineCents, minCreditLineCents, termMonths, minimumMonthlyPaymentCents, maxDebtToIncomeBps, minResidualIncomeCents, lineIncrementCents), from effectiveAt (now when left out).",
    args: [],
    body: publishTermsSchema,
    write: true,
    run: async ({ ctx, body }) =>
      programTermsJson(await publishProgramTerms({ ctx, employerId: null, input: json(publishTermsSchema, body) })),
  },
  "terms override": {
    usage:
      'terms override <employerId> --json \'{"effectiveAt"?,"terms":{…}}\' | --file <terms.json> [--idempotency-key <key>]',
    summary: "A new version of one employer's credit terms, overriding the program's (a full set of numbers).",
    args: ["employerId"],
    body: publishTermsSchema,
    write: true,
    run: async ({ ctx, args, body }) =>
      programTermsJson(
        await publishProgramTerms({ ctx, employerId: args.employerId!, input: json(publishTermsSchema, body) }),
      ),
  },
  "operators list": {
    usage: "operators list",
    summary: "The program's operators with their roles, and the invitations not yet accepted.",
    args: [],
    write: false,
    run: async ({ ctx }) => operatorListJson(await listOperators({ ctx })),
  },
  "operators invite": {
    usage:
      'operators invite --json \'{"email","name","role":"owner"|"program"|"support"|"compliance"}\' [--idempotency-key <key>]',
    summary:
      "E-mails an operator's invitation (one use, 72 hours); they enrol a passkey or an authenticator app when they join.",
    args: [],
    body: inviteOperatorSchema,
    write: true,
    run: async ({ ctx, body }) =>
      operatorInviteJson(
        await inviteOperator({ ctx, input: json(inviteOperatorSchema, body), baseUrl: publicBaseUrl() }),
      ),
  },
  "operators set-role": {
    usage: 'operators set-role <operatorId> --json \'{"role":"…"}\' [--idempotency-key <key>]',
    summary: "Changes an operator's role; the program always keeps an active owner.",
    args: ["operatorId"],
    body: changeOperatorRoleSchema,
    write: true,
    run: async ({ ctx, args, body }) =>
      operatorJson(
        await changeOperatorRole({
          ctx,
          operatorId: args.operatorId!,
          role: json(changeOperatorRoleSchema, body).role,
        }),
      ),
  },
  "operators disable": {
    usage: "operators disable <operatorId> [--idempotency-key <key>]",
    summary: "Disables an operator: every session of theirs ends at once. Never the last active owner.",
    args: ["operatorId"],
    write: true,
    run: async ({ ctx, args }) =>
      operatorJson(await setOperatorDisabled({ ctx, operatorId: args.operatorId!, disabled: true })),
  },
  "operators enable": {
    usage: "operators enable <operatorId> [--idempotency-key <key>]",
    summary: "Lets a disabled operator sign in again.",
    args: ["operatorId"],
    write: true,
    run: async ({ ctx, args }) =>
      operatorJson(await setOperatorDisabled({ ctx, operatorId: args.operatorId!, disabled: false })),
  },
  ...AGREEMENT_VERBS,
  ...PARTNER_VERBS,
  ...PEOPLE_VERBS,
};
