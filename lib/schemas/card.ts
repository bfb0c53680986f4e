import { z } from "zod";

export const createCardQuerySchema = z.strictObject({
  cardType: z.enum(["virtual", "all"], { error: "cardType is virtual or all." }),
});
export type CardType = z.output<typeof createCardQuerySchema>["cardType"];
