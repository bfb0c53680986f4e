import { getDb } from "@/db/client";
import { cards } from "@/db/schema";

/** Our reservation of a virtual card that the (sandbox) issuer has not answered yet, written straight to the cards table. */
export async function insertReservedCard(card: { id: string; employerId: string; employeeId: string }) {
  const [reserved] = await (
    await getDb()
  )
    .insert(cards)
    .values({ ...card, cardType: "virtual", state: "reserved", provider: "sandbox" })
    .returning();
  return reserved!;
}
