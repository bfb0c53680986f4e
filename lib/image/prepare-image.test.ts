import { describe, expect, it } from "vitest";

import { DOCUMENT_TYPES, needsBack } from "@/components/onboarding/identity/document-types";
import * as server from "@/lib/domain/identity/evidence";

import {
  ACCEPT_ATTRIBUTE,
  fitsUploadLimit,
  isAcceptedType,
  MAX_IMAGE_BYTES,
  MIN_IMAGE_BYTES,
  reachesMinimum,
  scaledSize,
  sniffKind,
  stripDataUrlPrefix,
} from "./prepare-image";

describe("agrees with the server's rules (lib/domain/identity/evidence.ts)", () => {
  it("has the same size limits", () => {
    expect(MAX_IMAGE_BYTES).toBe(server.MAX_IMAGE_BYTES);
    expect(MIN_IMAGE_BYTES).toBe(server.MIN_IMAGE_BYTES);
  });

  it("offers the same documents, asking for the back of the same ones", () => {
    expect(DOCUMENT_TYPES).toEqual([...server.DOCUMENT_TYPES]);
    for (const type of server.DOCUMENT_TYPES) expect(needsBack(type)).toBe(server.TWO_SIDED.has(type));
  });

  it.each([
    ["jpeg", [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]],
    ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]],
    ["webp", [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]],
    ["wav", [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]],
    ["short webp", [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0]],
    ["gif", [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]],
    ["heic", [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]],
    ["short jpeg", [0xff, 0xd8]],
    ["empty", []],
  ])("judges %s like the server", (_name, bytes) => {
    expect(sniffKind(new Uint8Array(bytes))).toBe(server.sniffImageKind(new Uint8Array(bytes)));
  });
});

describe("stripDataUrlPrefix", () => {
  it.each([
    ["data:image/jpeg;base64,/9j/4AAQ", "/9j/4AAQ"],
    ["data:image/png;base64,iVBORw0KGgo=", "iVBORw0KGgo="],
    ["data:application/pdf;base64,JVBERi0=", "JVBERi0="],
    ["DATA:image/jpeg;BASE64,/9j/", "/9j/"],
    ["data:image/jpeg;name=a.jpg;base64,/9j/", "/9j/"],
    ["data:;base64,", ""],
    ["/9j/4AAQ", "/9j/4AAQ"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(stripDataUrlPrefix(input)).toBe(expected);
  });
});

describe("scaledSize", () => {
  it.each([
    [[4000, 3000], { width: 2000, height: 1500 }],
    [[3000, 4000], { width: 1500, height: 2000 }],
    [[2000, 2000], { width: 2000, height: 2000 }],
    [[1200, 800], { width: 1200, height: 800 }],
    [[4032, 3024], { width: 2000, height: 1500 }],
    [[10000, 3], { width: 2000, height: 1 }],
  ] as const)("%j fits 2000 as %j", ([width, height], expected) => {
    expect(scaledSize(width, height, 2000)).toEqual(expected);
  });

  it("never makes a side longer than the maximum", () => {
    for (let width = 1990; width < 6000; width += 37) {
      const size = scaledSize(width, 2999, 2000);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(2000);
    }
  });
});

describe("isAcceptedType", () => {
  it.each([
    ["image/jpeg", true],
    ["image/png", true],
    ["image/webp", true],
    ["application/pdf", false],
    ["IMAGE/JPEG", true],
    ["image/heic", false],
    ["image/gif", false],
    ["", false],
  ])("%s → %s", (type, expected) => {
    expect(isAcceptedType(type)).toBe(expected);
  });

  it("matches the file input's accept attribute", () => {
    expect(ACCEPT_ATTRIBUTE).toBe("image/jpeg,image/png,image/webp");
  });
});

describe("fitsUploadLimit", () => {
  const limit = server.maxBase64Length(server.MAX_IMAGE_BYTES);
  it.each([
    [limit, true],
    [limit + 1, false],
    [0, true],
  ])("%i base64 characters → %s", (length, expected) => {
    expect(fitsUploadLimit("A".repeat(length))).toBe(expected);
  });
});

describe("reachesMinimum", () => {
  const ofBytes = (size: number) => Buffer.alloc(size).toString("base64");
  it.each([
    [server.MIN_IMAGE_BYTES, true],
    [server.MIN_IMAGE_BYTES - 1, false],
    [server.MIN_IMAGE_BYTES - 2, false],
    [server.MIN_IMAGE_BYTES + 1, true],
    [0, false],
  ])("%i decoded bytes → %s, as the server judges it", (size, expected) => {
    expect(reachesMinimum(ofBytes(size))).toBe(expected);
    const jpeg = Buffer.alloc(size);
    jpeg.set([0xff, 0xd8, 0xff].slice(0, size));
    const judged = server.decodeEvidenceImage(jpeg.toString("base64"));
    if (size >= 3) expect(judged.ok || judged.code !== "image_too_small").toBe(expected);
  });
});
