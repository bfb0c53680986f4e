import type { PaymentMethodResponse as PaymentMethod } from "@/lib/schemas/responses/payment-method";

type Translate = (key: string, values: Record<string, string>) => string;

/** The method in the reader's language; the API's own description is English. */
export function describeMethod(method: PaymentMethod, t: Translate): string {
  if (!method.lastFour) return method.description;
  return t(`describe.${method.type}`, { name: method.name, lastFour: method.lastFour });
}
