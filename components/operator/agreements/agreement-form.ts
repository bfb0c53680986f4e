import { z } from "zod";

import { REACCEPTANCE } from "@/lib/domain/program/agreement-versions";
import {
  createAgreementSchema,
  publishAgreementVersionSchema,
  type CreateAgreementRequest,
  type PublishAgreementVersionInput,
} from "@/lib/schemas/operator-agreements";
import type { ProgramAgreementVersion } from "@/lib/schemas/responses/operator-agreements";

// The agreements' forms (a new document with its first version; a new version of one): the API's
// rules (lib/schemas/operator-agreements.ts) checked as people type, each problem a code that
// errorText turns into words. The texts' fields are flat (enTitle…), so each has a plain id the
// error summary links to. The effective time is typed in UTC, as the terms' is.

const issue = (ctx: z.RefinementCtx, code: string) => ctx.addIssue({ code: "custom", message: code });

/** Trimmed text, required, at most `max` characters. */
const text = (max: number) =>
  z.string().transform((input, ctx): string => {
    const value = input.trim();
    if (value === "") issue(ctx, "required");
    else if (value.length > max) issue(ctx, "too_long");
    return value;
  });

/** Trimmed text, required, that the API's own field schema accepts. */
const matching = (schema: z.ZodType<string>) =>
  z.string().transform((input, ctx): string => {
    const value = input.trim();
    if (value === "") issue(ctx, "required");
    else if (!schema.safeParse(value).success) issue(ctx, "invalid_value");
    return value;
  });

/** A datetime-local value read as UTC, or undefined (now) when left empty. */
const effectiveAt = z.string().transform((input, ctx): string | undefined => {
  if (input.trim() === "") return undefined;
  const date = new Date(`${input.trim()}:00Z`);
  if (Number.isNaN(date.getTime())) {
    issue(ctx, "datetime_invalid");
    return undefined;
  }
  return date.toISOString();
});

const versionFields = {
  tag: matching(publishAgreementVersionSchema.shape.tag),
  effectiveAt,
  enTitle: text(200),
  enBody: text(100_000),
  esTitle: text(200),
  esBody: text(100_000),
};
/** The version's fields in page order. */
export const VERSION_FIELDS = ["tag", "effectiveAt", "enTitle", "enBody", "esTitle", "esBody"] as const;

export const publishFormSchema = z.object({ ...versionFields, reacceptance: z.enum(REACCEPTANCE) });
export type PublishFormInput = z.input<typeof publishFormSchema>;
export type PublishFormValues = z.output<typeof publishFormSchema>;
export const PUBLISH_FIELDS = ["tag", "effectiveAt", "reacceptance", ...VERSION_FIELDS.slice(2)] as const;

/** `scope` is "program" (every employer) or an employer's id; empty until chosen. */
export const createFormSchema = z.object({
  slug: matching(createAgreementSchema.shape.slug),
  required: z.enum(["required", "optional"]),
  position: z.string().transform((input, ctx): number => {
    const value = Number(input.trim() === "" ? "0" : input.trim());
    if (!Number.isInteger(value) || value < 0 || value > 1000) issue(ctx, "out_of_range");
    return value;
  }),
  scope: z.string().transform((input, ctx): string | null => {
    if (input === "") issue(ctx, "required");
    return input === "program" || input === "" ? null : input;
  }),
  ...versionFields,
});
export type CreateFormInput = z.input<typeof createFormSchema>;
export type CreateFormValues = z.output<typeof createFormSchema>;
export const CREATE_FIELDS = ["slug", "required", "position", "scope", ...VERSION_FIELDS] as const;

type VersionValues = Pick<PublishFormValues, (typeof VERSION_FIELDS)[number]>;
const versionBody = (values: VersionValues) => ({
  tag: values.tag,
  ...(values.effectiveAt ? { effectiveAt: values.effectiveAt } : {}),
  texts: { en: { title: values.enTitle, body: values.enBody }, es: { title: values.esTitle, body: values.esBody } },
});

/** What POST …/versions and …/versions/preview are sent. */
export const publishBody = (values: PublishFormValues): PublishAgreementVersionInput => ({
  ...versionBody(values),
  reacceptance: values.reacceptance,
});

/** What POST /api/operator/agreements is sent (the first version asks everybody: no reacceptance). */
export const createBody = (values: CreateFormValues): CreateAgreementRequest => ({
  slug: values.slug,
  required: values.required === "required",
  position: values.position,
  employerId: values.scope,
  version: versionBody(values),
});

export const emptyCreateForm = (): CreateFormInput => ({
  slug: "",
  required: "required",
  position: "0",
  scope: "",
  tag: "",
  effectiveAt: "",
  enTitle: "",
  enBody: "",
  esTitle: "",
  esBody: "",
});

/** A new version starts from `from` (the version in force): the operator edits rather than retypes. */
export const publishFormFrom = (from: ProgramAgreementVersion | undefined): PublishFormInput => ({
  tag: "",
  effectiveAt: "",
  reacceptance: "required",
  enTitle: from?.texts?.en?.title ?? "",
  enBody: from?.texts?.en?.body ?? "",
  esTitle: from?.texts?.es?.title ?? "",
  esBody: from?.texts?.es?.body ?? "",
});

/**
 * Where an API problem's JSON Pointer lands in either form: the version's fields (under `/version`
 * when creating), a language's text (a missing language: its title), or the document's own.
 */
export function agreementFieldFor(path: string): string | undefined {
  const version = path.replace(/^\/version(?=\/)/, "");
  const language = /^\/texts\/(en|es)(?:\/(title|body))?$/.exec(version);
  if (language) return `${language[1]}${language[2] === "body" ? "Body" : "Title"}`;
  const own = /^\/(tag|effectiveAt|reacceptance)$/.exec(version) ?? /^\/(slug|required|position)$/.exec(path);
  if (own) return own[1];
  return path === "/employerId" ? "scope" : undefined;
}
