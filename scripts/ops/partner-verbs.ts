import { partnerClientJson, partnerJson, partnerRowJson } from "@/lib/api/serializers/partner";
import {
  createPartnerClientSchema,
  createPartnerSchema,
  grantPartnerEmployerSchema,
} from "@/lib/schemas/operator-partners";
import { createPartner } from "@/lib/services/partners/create-partner";
import { createPartnerClient } from "@/lib/services/partners/create-partner-client";
import { getPartner } from "@/lib/services/partners/get-partner";
import { grantPartnerEmployer } from "@/lib/services/partners/grant-partner-employer";
import { listPartners } from "@/lib/services/partners/list-partners";
import { revokePartnerClient } from "@/lib/services/partners/revoke-partner-client";
import { revokePartnerEmployer } from "@/lib/services/partners/revoke-partner-employer";
import { rotatePartnerClientSecret } from "@/lib/services/partners/rotate-partner-client-secret";

import { json, type Verb } from "./verb";

// `npm run ops -- partners …`: the program's partners, the employers they serve and their API
// clients (docs/operator.md#partners). A new secret is printed once, in the answer that made it.
export const PARTNER_VERBS: Record<string, Verb> = {
  "partners list": {
    usage: "partners list",
    summary: "Every partner, with how many employers it serves and how many active clients it holds.",
    args: [],
    write: false,
    run: async ({ ctx }) => ({ data: (await listPartners({ ctx })).map(partnerRowJson) }),
  },
  "partners get": {
    usage: "partners get <partnerId>",
    summary: "One partner: the employers it serves, its clients (never a secret), its webhook endpoints' health.",
    args: ["partnerId"],
    write: false,
    run: async ({ ctx, args }) => partnerJson(await getPartner({ ctx, partnerId: args.partnerId! })),
  },
  "partners create": {
    usage: 'partners create --json \'{"name","contactEmail"?}\' [--idempotency-key <key>]',
    summary: "A new partner (a benefits platform); it serves no employer until one is granted.",
    args: [],
    body: createPartnerSchema,
    write: true,
    run: async ({ ctx, body }) => partnerJson(await createPartner({ ctx, input: json(createPartnerSchema, body) })),
  },
  "partners grant": {
    usage: "partners grant <partnerId> <employerId> [--idempotency-key <key>]",
    summary: "The partner's clients serve the employer from now on (granting again changes nothing).",
    args: ["partnerId", "employerId"],
    write: true,
    run: async ({ ctx, args }) => {
      const { employerId } = json(grantPartnerEmployerSchema, { employerId: args.employerId });
      return partnerJson(await grantPartnerEmployer({ ctx, partnerId: args.partnerId!, employerId }));
    },
  },
  "partners withdraw": {
    usage: "partners withdraw <partnerId> <employerId> [--idempotency-key <key>]",
    summary: "The partner's clients stop serving the employer at once.",
    args: ["partnerId", "employerId"],
    write: true,
    run: async ({ ctx, args }) =>
      partnerJson(await revokePartnerEmployer({ ctx, partnerId: args.partnerId!, employerId: args.employerId! })),
  },
  "partners create-client": {
    usage: 'partners create-client <partnerId> --json \'{"name","pinnedApiVersion"?}\' [--idempotency-key <key>]',
    summary:
      "A new API client of the partner, serving every employer granted to it; its secret is printed here and nowhere else.",
    args: ["partnerId"],
    body: createPartnerClientSchema,
    write: true,
    run: async ({ ctx, args, body }) => {
      const { client, clientSecret } = await createPartnerClient({
        ctx,
        partnerId: args.partnerId!,
        input: json(createPartnerClientSchema, body),
      });
      return { ...partnerClientJson(client), clientSecret };
    },
  },
  "partners rotate-secret": {
    usage: "partners rotate-secret <partnerId> <clientId>",
    summary: "A new secret for one of the partner's clients, printed once; the old one stops working.",
    args: ["partnerId", "clientId"],
    write: true,
    run: async ({ ctx, args }) =>
      rotatePartnerClientSecret({ ctx, partnerId: args.partnerId!, clientId: args.clientId! }),
  },
  "partners revoke-client": {
    usage: "partners revoke-client <partnerId> <clientId> [--idempotency-key <key>]",
    summary: "One of the partner's clients stops working for good.",
    args: ["partnerId", "clientId"],
    write: true,
    run: async ({ ctx, args }) =>
      partnerJson(await revokePartnerClient({ ctx, partnerId: args.partnerId!, clientId: args.clientId! })),
  },
};
