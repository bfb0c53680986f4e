import { describe, expect, it } from "vitest";

import { cardPrintedName } from "./card-printed-name";

describe("the name printed on a card", () => {
  it.each([
    ["Ada", "Lovelace", "Ada Lovelace"],
    ["  Ada ", " Lovelace  ", "Ada Lovelace"],
    ["José", "Núñez", "Jose Nunez"],
    ["Zoë", "Brontë-Smith", "Zoe Bronte-Smith"],
    ["Mary Ann", "O’Brien", "Mary Ann O'Brien"],
    ["Maximiliana", "Wolfeschlegelsteinhausen", "Wolfeschlegelsteinhausen"],
    ["Hubert", "Wolfeschlegelsteinhausenberger", "Wolfeschlegelsteinhausen"],
    ["Christopher", "Montgomery-Smith", "C Montgomery-Smith"],
    ["Ada2", "Love_lace", "Ada Lovelace"],
    ["", "Lovelace", "Lovelace"],
    ["李", "Wang", "Wang"],
    ["José María", "Núñez de Balboa y Castañeda", "J Nunez de Balboa y"],
  ])("%j %j → %j", (first, last, expected) => {
    const name = cardPrintedName(first, last);
    expect(name).toBe(expected);
    expect(name!.length).toBeLessThanOrEqual(24);
  });

  it("is null when nothing printable is left", () => {
    expect(cardPrintedName("李", "小龙")).toBeNull();
    expect(cardPrintedName("...", "--")).toBeNull();
  });
});
