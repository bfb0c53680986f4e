"use client";

import { useFormatter, useTranslations } from "use-intl";

import { REQUIREMENT_KEYS, type RequirementKey } from "@/lib/domain/requirements";

const BOX = "flex h-5 w-5 items-center justify-center rounded-sm text-xs font-bold";
export const MET_BOX = `${BOX} bg-green-700 text-white`;
export const UNMET_BOX = `${BOX} border border-red-700 bg-white text-red-700`;

/**
 * The 12 requirement states of one employee at a glance: a box each, in the spec's order, six to
 * a line. Met and unmet differ in fill and mark (✓ / ✗), not only in colour. Screen readers get
 * one sentence naming what is missing instead of twelve separate boxes.
 */
export function RequirementGrid({ unmet }: { unmet: RequirementKey[] }) {
  const t = useTranslations("admin");
  const format = useFormatter();
  const missing = new Set(unmet);
  const missingTitles = REQUIREMENT_KEYS.filter((key) => missing.has(key)).map((key) => t(`requirements.${key}`));
  return (
    <>
      <ul aria-hidden="true" className="grid w-max grid-cols-6 gap-0.5">
        {REQUIREMENT_KEYS.map((key, index) => {
          const met = !missing.has(key);
          return (
            <li key={key} title={`${index + 1}. ${t(`requirements.${key}`)}: ${t(met ? "grid.met" : "grid.unmet")}`} className={met ? MET_BOX : UNMET_BOX}>
              {met ? "✓" : "✗"}
            </li>
          );
        })}
      </ul>
      <span className="sr-only">
        {missingTitles.length === 0 ? t("grid.allMet") : t("grid.notMet", { list: format.list(missingTitles, { type: "conjunction" }) })}
      </span>
    </>
  );
}
