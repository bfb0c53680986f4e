import { describe, expect, it } from "vitest";

import { isPoBox } from "./po-box";

describe("isPoBox: post office boxes", () => {
  it.each([
    // P.O. Box and its spellings
    "PO Box 12",
    "P.O. Box 12",
    "P.O.Box 12",
    "P. O. Box 12",
    "P O Box 12",
    "p o box 12",
    "po box 12",
    "PO BOX 12",
    "POBox 12",
    "POBOX 12",
    "PO Box12",
    "POBox12",
    "PO. Box 12",
    "P.O Box 12",
    "P/O Box 12",
    "P-O Box 12",
    "P.0. Box 12", // zero for O
    "PO Box #12",
    "PO Box",
    "PO Bx 5",
    "P.O. Bx. 5",
    "PO Drawer 4",
    "P.O. Drawer 4",
    "Pobox Ridge", // deliberately matched: "Pobox" is how people type P.O. Box
    // POB, with a number after
    "POB 123",
    "P.O.B. 123",
    "P O B 123",
    "POB #5",
    "POB123",
    // Post Office Box and friends
    "Post Office Box 9",
    "post office box 9",
    "Post Office Box",
    "Post-Office Box 9",
    "Post Box 9",
    "Postbox 9",
    "Postal Box 9",
    "Post Office Drawer 9",
    // Bare "Box" at the start of the line
    "Box 123",
    "box 123",
    "BOX 123",
    "Box #12",
    "Box#12",
    "Box No. 12",
    "Box no 12",
    "Box. 12",
    "  Box 123",
    "Box 123, Main St",
    // Anywhere in the line
    "123 Main St PO Box 5",
    "Ste 4, P.O. Box 77",
    "Acme Corp, Post Office Box 9",
    "c/o Jane Doe PO Box 1",
    // Held at the post office
    "General Delivery",
    "GENERAL DELIVERY",
    "General  Delivery, Main Post Office",
    "Caller Service 12",
    "caller service 12",
    "Firm Caller 7",
    // Spanish (Puerto Rico)
    "Apartado Postal 12",
    "Apartado 12",
    "apartado de correos 9",
    "Apdo. 12",
    "Apdo 12",
    "APDO 12",
  ])("%j is a P.O. box", (line) => {
    expect(isPoBox(line)).toBe(true);
  });
});

describe("isPoBox: real streets and other addresses", () => {
  it.each([
    // Streets that contain box, post or po
    "Boxwood Lane",
    "12 Boxwood Lane",
    "123 Box Elder St",
    "Box Elder St",
    "Box Canyon Rd",
    "Boxer Way",
    "Post Oak Blvd",
    "1200 Post Oak Blvd",
    "5 Postal Way",
    "Postal Rd",
    "100 Post Office Rd",
    "Post Rd",
    "Old Post Rd",
    "Postman Ln",
    "100 Poplar Ave",
    "12 Apollo Rd",
    "Polo Box Ct",
    "Polo Dr",
    "Pond St",
    "Po River Rd",
    "Pob Ln",
    "Pobst Rd",
    "Pope Blvd",
    "Portobello Rd",
    "Shipping Box Rd",
    "Tinderbox Way",
    "Mailbox Hill",
    "Jukebox Ct",
    "Lockbox Ln",
    "Strawberry Pobla Way",
    // Names that look like P. O.
    "c/o P. O'Brien, 12 Main St",
    "c/o P. Obama, 1600 Pennsylvania Ave NW",
    "P O Brien Ln",
    // Rural delivery: the carrier brings mail to the house
    "RR 2 Box 15",
    "Rural Route 2 Box 15",
    "HC 1 Box 5",
    "HC 01 Buzón 1234",
    "RR 2 Box #15",
    // Ordinary lines
    "123 Main St",
    "Apt 4B",
    "Apartamento 4",
    "Apto 4",
    "Unit 12",
    "Suite 300",
    "#12",
    "",
    "Delivery St",
    "General Ave",
    "Caller Ln",
  ])("%j is not a P.O. box", (line) => {
    expect(isPoBox(line)).toBe(false);
  });
});
