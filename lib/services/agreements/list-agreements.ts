import { and, inArray } from "drizzle-orm";

import { agreementTexts } from "@/db/schema";

import type { QueryContext } from "../context";
import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

import { loadAgreementStates, type AgreementState } from "./load-agreement-states";

export const DEFAULT_LANGUAGE = "en";

export type AgreementView = {
  state: AgreementState;
  text: { language: string; title: string; body: string } | undefined;
};

/** Agreements with the text of their latest version in `language`, falling back to English. */
export async function listAgreements({
  ctx,
  employeeId,
  language,
}: EmployeeRequest & { language: string }): Promise<AgreementView[]> {
  await getEmployeeOrThrow({ ctx, employeeId });
  const states = await loadAgreementStates({ ctx, employerId: ctx.employerId, employeeId });
  return attachTexts({ ctx, states, language });
}

export async function attachTexts({
  ctx,
  states,
  language,
}: {
  ctx: QueryContext;
  states: AgreementState[];
  language: string;
}): Promise<AgreementView[]> {
  const { db } = ctx;
  if (states.length === 0) return [];
  const primary = language.split("-")[0]!.toLowerCase();
  const wanted = [...new Set([language, primary, DEFAULT_LANGUAGE])];
  const texts = await db
    .select()
    .from(agreementTexts)
    .where(
      and(
        inArray(
          agreementTexts.versionId,
          states.map((state) => state.latest.id),
        ),
        inArray(agreementTexts.language, wanted),
      ),
    );
  return states.map((state) => {
    const own = texts.filter((text) => text.versionId === state.latest.id);
    const text = wanted.map((lang) => own.find((candidate) => candidate.language === lang)).find(Boolean);
    return { state, text };
  });
}
