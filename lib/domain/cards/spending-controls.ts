import { isMerchantCategory, type MerchantCategory } from "./merchant-categories";

/** Stripe Issuing's spending-limit intervals. */
export const SPENDING_LIMIT_INTERVALS = [
  "per_authorization",
  "daily",
  "weekly",
  "monthly",
  "yearly",
  "all_time",
] as const;
export type SpendingLimitInterval = (typeof SPENDING_LIMIT_INTERVALS)[number];

/** An amount in integer cents (USD) that may be spent per interval. */
export type SpendingLimit = { amount: number; interval: SpendingLimitInterval };

/**
 * The program's spending controls, the same for every cardholder: limits, and either the merchant
 * categories allowed (all others declined) or the ones blocked (Stripe takes one or the other).
 */
export type SpendingControls = {
  spendingLimits: SpendingLimit[];
  allowedCategories: MerchantCategory[];
  blockedCategories: MerchantCategory[];
};

export const NO_SPENDING_CONTROLS: SpendingControls = {
  spendingLimits: [],
  allowedCategories: [],
  blockedCategories: [],
};

export const hasSpendingControls = (controls: SpendingControls): boolean =>
  controls.spendingLimits.length > 0 || controls.allowedCategories.length > 0 || controls.blockedCategories.length > 0;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isInterval = (value: string): value is SpendingLimitInterval =>
  (SPENDING_LIMIT_INTERVALS as readonly string[]).includes(value);

const items = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** "50000:daily,200000:monthly" → two limits; amounts in cents, at most one limit per interval. */
export function parseSpendingLimits(text: string): Parsed<SpendingLimit[]> {
  const limits: SpendingLimit[] = [];
  for (const item of items(text)) {
    const match = /^(\d{1,10}):([a-z_]+)$/.exec(item);
    const amount = Number(match?.[1]);
    const interval = match?.[2] ?? "";
    if (!match || !Number.isSafeInteger(amount) || amount < 1 || !isInterval(interval)) {
      return {
        ok: false,
        message: `must be "<cents>:<interval>" items separated by commas, the interval one of ${SPENDING_LIMIT_INTERVALS.join(", ")} (like "50000:daily,200000:monthly")`,
      };
    }
    if (limits.some((limit) => limit.interval === interval))
      return { ok: false, message: `names the interval ${interval} twice` };
    limits.push({ amount, interval });
  }
  return { ok: true, value: limits };
}

/** "betting_casino_gambling, wires_money_orders" → categories Stripe Issuing knows, each once. */
export function parseMerchantCategories(text: string): Parsed<MerchantCategory[]> {
  const categories: MerchantCategory[] = [];
  for (const item of items(text)) {
    if (!isMerchantCategory(item))
      return {
        ok: false,
        message: `names an unknown merchant category (${item}); see Stripe Issuing's merchant categories`,
      };
    if (!categories.includes(item)) categories.push(item);
  }
  return { ok: true, value: categories };
}
