import { defineVersion } from "./types";

/** The first version: the shapes every later version starts from. */
export const v2021_08_10 = defineVersion({
  version: "2021-08-10",
  changes: ["The first version: employees, agreements, ATR, identity verification, payment methods, cards, webhooks."],
});
