import { agreementPreviewJson, programAgreementJson } from "@/lib/api/serializers/program-agreement";
import { createAgreementSchema, publishAgreementVersionSchema } from "@/lib/schemas/operator-agreements";
import { createProgramAgreement } from "@/lib/services/agreements/create-program-agreement";
import { getProgramAgreement } from "@/lib/services/agreements/get-program-agreement";
import { listProgramAgreements } from "@/lib/services/agreements/list-program-agreements";
import { previewAgreementVersion } from "@/lib/services/agreements/preview-agreement-version";
import { publishProgramAgreementVersion } from "@/lib/services/agreements/publish-program-agreement-version";

import { json, type Verb } from "./verb";

const VERSION_BODY =
  '{"tag","effectiveAt"?,"reacceptance"?:"required"|"notify","texts":{"en":{"title","body"},"es":{…}}}';

// `npm run ops -- agreements …`: the program's documents and their versions (docs/operator.md#agreements).
export const AGREEMENT_VERBS: Record<string, Verb> = {
  "agreements list": {
    usage: "agreements list",
    summary: "Every document of the program and of each employer, with its versions: in force, superseded, scheduled.",
    args: [],
    write: false,
    run: async ({ ctx }) => ({
      data: (await listProgramAgreements({ ctx })).map((agreement) =>
        programAgreementJson(agreement, { withTexts: false }),
      ),
    }),
  },
  "agreements get": {
    usage: "agreements get <agreementId>",
    summary: "One document with every version and its English and Spanish texts.",
    args: ["agreementId"],
    write: false,
    run: async ({ ctx, args }) =>
      programAgreementJson(await getProgramAgreement({ ctx, agreementId: args.agreementId! })),
  },
  "agreements create": {
    usage: `agreements create --json '{"slug","required","position"?,"employerId"?,"version":${VERSION_BODY}}' | --file <agreement.json> [--idempotency-key <key>]`,
    summary:
      "A new document for every employer (employerId null or left out) or one, required or optional, with its first version, which everybody accepts.",
    args: [],
    body: createAgreementSchema,
    write: true,
    run: async ({ ctx, body }) =>
      programAgreementJson(await createProgramAgreement({ ctx, input: json(createAgreementSchema, body) })),
  },
  "agreements preview": {
    usage: `agreements preview <agreementId> --json '${VERSION_BODY}' | --file <version.json>`,
    summary:
      "What publishing the version would do, changing nothing: its texts, what changed word by word against the version in force, and how many people the notice reaches.",
    args: ["agreementId"],
    body: publishAgreementVersionSchema,
    write: false,
    run: async ({ ctx, args, body }) =>
      agreementPreviewJson(
        await previewAgreementVersion({
          ctx,
          agreementId: args.agreementId!,
          input: json(publishAgreementVersionSchema, body),
        }),
      ),
  },
  "agreements publish": {
    usage: `agreements publish <agreementId> --json '${VERSION_BODY}' | --file <version.json> [--idempotency-key <key>]`,
    summary:
      "A new version of a document, from effectiveAt (now when left out, at most a year ahead): people who accepted an earlier one accept it again (required, the default) or are only told (notify); either way they get an e-mail with the date.",
    args: ["agreementId"],
    body: publishAgreementVersionSchema,
    write: true,
    run: async ({ ctx, args, body }) => {
      const published = await publishProgramAgreementVersion({
        ctx,
        agreementId: args.agreementId!,
        input: json(publishAgreementVersionSchema, body),
      });
      return { ...programAgreementJson(published), notified: published.notified };
    },
  },
};
