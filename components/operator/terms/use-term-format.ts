"use client";

import { useFormatter } from "use-intl";

import type { TermUnit } from "./terms-fields";

/** A stored number in its unit, in the reader's language: cents as dollars, basis points as percent, months. */
export function useTermFormat() {
  const format = useFormatter();
  return (unit: TermUnit, stored: number): string => {
    if (unit === "money") return format.number(stored / 100, { style: "currency", currency: "USD" });
    if (unit === "percent") return format.number(stored / 10_000, { style: "percent", maximumFractionDigits: 2 });
    return format.number(stored);
  };
}
