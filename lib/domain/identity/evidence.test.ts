import { afterEach, describe, expect, it, vi } from "vitest";

import {
  decodeEvidenceImage,
  DOCUMENT_TYPES,
  MAX_IMAGE_BYTES,
  maxBase64Length,
  MIN_IMAGE_BYTES,
  sniffImageKind,
  TWO_SIDED,
  type ImageCheck,
} from "./evidence";

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...Buffer.from("%PDF-1.7\n")];

const b64 = (bytes: readonly number[] | Uint8Array): string => Buffer.from(bytes).toString("base64");

// A JPEG header followed by zeros, `size` bytes in all.
const jpegOfSize = (size: number): Buffer => {
  const bytes = Buffer.alloc(size);
  bytes.set(JPEG);
  return bytes;
};

const codeOf = (check: ImageCheck): string => (check.ok ? "ok" : check.code);
// Most tests here are about base64 and the ceiling, with images of a few bytes: no floor for them.
const decode = (input: string, options: { maxBytes?: number; minBytes?: number } = {}): ImageCheck =>
  decodeEvidenceImage(input, { minBytes: 0, ...options });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("document types", () => {
  it("lists the three accepted documents", () => {
    expect(DOCUMENT_TYPES).toEqual(["DRIVERS_LICENSE", "PASSPORT", "STATE_ID"]);
  });

  it.each([
    ["DRIVERS_LICENSE", true],
    ["STATE_ID", true],
    ["PASSPORT", false],
  ] as const)("%s two-sided: %s", (type, twoSided) => {
    expect(TWO_SIDED.has(type)).toBe(twoSided);
  });
});

describe("maxBase64Length", () => {
  it.each([
    [0, 0],
    [1, 4],
    [2, 4],
    [3, 4],
    [4, 8],
    [30, 40],
    [31, 44],
    [MAX_IMAGE_BYTES, 6_990_508],
  ])("%i bytes → %i characters", (bytes, length) => {
    expect(maxBase64Length(bytes)).toBe(length);
  });

  it("is exactly the encoded length of a maximal payload", () => {
    for (const size of [1, 2, 3, 29, 30, 31]) {
      expect(b64(Buffer.alloc(size))).toHaveLength(maxBase64Length(size));
    }
  });
});

describe("sniffImageKind", () => {
  it.each([
    ["JPEG", JPEG, "jpeg"],
    ["JPEG, bare three-byte signature", [0xff, 0xd8, 0xff], "jpeg"],
    ["PNG", PNG, "png"],
    ["PDF", PDF, "pdf"],
    ["PDF, bare %PDF-", [...Buffer.from("%PDF-")], "pdf"],
    ["WebP", [...Buffer.from("RIFF"), 0x24, 0x00, 0x00, 0x00, ...Buffer.from("WEBP")], "webp"],
  ] as const)("%s → %s", (_name, bytes, kind) => {
    expect(sniffImageKind(Uint8Array.from(bytes))).toBe(kind);
  });

  it.each([
    ["empty", []],
    ["JPEG missing its third byte", [0xff, 0xd8]],
    ["JPEG with a wrong third byte", [0xff, 0xd8, 0x00, 0xe0]],
    ["PNG cut to seven bytes", PNG.slice(0, 7)],
    ["PNG with a wrong last byte", [...PNG.slice(0, 7), 0x0b]],
    ["%PDF without the dash", [...Buffer.from("%PDF1.7")]],
    ["lower-case %pdf-", [...Buffer.from("%pdf-1.7")]],
    ["PDF signature not at the start", [...Buffer.from(" %PDF-1.7")]],
    ["GIF89a", [...Buffer.from("GIF89a")]],
    ["GIF87a", [...Buffer.from("GIF87a")]],
    ["RIFF that is no WebP (a WAV)", [...Buffer.from("RIFF"), 0x24, 0x00, 0x00, 0x00, ...Buffer.from("WAVE")]],
    ["WebP cut short", [...Buffer.from("RIFF"), 0x24, 0x00, 0x00, 0x00, ...Buffer.from("WEB")]],
    ["HEIC", [0x00, 0x00, 0x00, 0x18, ...Buffer.from("ftypheic")]],
    ["SVG", [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]],
    ["XML-prefixed SVG", [...Buffer.from('<?xml version="1.0"?><svg/>')]],
    ["plain text", [...Buffer.from("hello, world")]],
    ["BMP", [...Buffer.from("BM")]],
    ["TIFF", [0x49, 0x49, 0x2a, 0x00]],
  ])("%s → undefined", (_name, bytes) => {
    expect(sniffImageKind(Uint8Array.from(bytes))).toBeUndefined();
  });
});

describe("decodeEvidenceImage: accepted images", () => {
  it.each([
    ["JPEG", JPEG, "jpeg", "image/jpeg"],
    ["PNG", PNG, "png", "image/png"],
    ["WebP", [...Buffer.from("RIFF"), 0x24, 0x00, 0x00, 0x00, ...Buffer.from("WEBPVP8 ")], "webp", "image/webp"],
  ] as const)("%s", (_name, bytes, kind, mimeType) => {
    const check = decode(b64(bytes));
    expect(check).toEqual({ ok: true, value: { kind, mimeType, bytes: Buffer.from(bytes) } });
  });

  it("returns the bytes as a Buffer", () => {
    const check = decode(b64(PNG));
    expect(check.ok && Buffer.isBuffer(check.value.bytes)).toBe(true);
  });

  it.each([
    ["no padding", 6],
    ["one = of padding", 5],
    ["two = of padding", 4],
  ])("any padding: %s", (_name, size) => {
    const input = b64(jpegOfSize(size));
    expect(input.endsWith("=")).toBe(size % 3 !== 0);
    expect(codeOf(decode(input))).toBe("ok");
  });
});

describe("decodeEvidenceImage: size limit", () => {
  it.each([
    ["well under", 10, 30, "ok"],
    ["exactly at the limit", 30, 30, "ok"],
    ["one byte over, so one base64 quantum longer", 31, 30, "image_too_large"],
    ["one full base64 quantum over", 33, 30, "image_too_large"],
    // Limit not a multiple of three: the length check lets a full quantum through, so the
    // decoded-length check is what refuses 32 and 33 bytes.
    ["at a limit that is not a multiple of three", 31, 31, "ok"],
    ["one byte over, caught after decoding", 32, 31, "image_too_large"],
    ["two bytes over, caught after decoding", 33, 31, "image_too_large"],
    ["one quantum over a limit that is not a multiple of three", 34, 31, "image_too_large"],
  ])("%s (%i bytes, limit %i) → %s", (_name, size, maxBytes, code) => {
    expect(codeOf(decode(b64(jpegOfSize(size)), { maxBytes }))).toBe(code);
  });

  it("refuses by length alone, before looking at the characters", () => {
    const tooLong = "!".repeat(maxBase64Length(30) + 1);
    expect(codeOf(decode(tooLong, { maxBytes: 30 }))).toBe("image_too_large");
    expect(codeOf(decode(`data:image/png;base64,${"A".repeat(40)}`, { maxBytes: 30 }))).toBe("image_too_large");
  });

  it("states a small limit in bytes", () => {
    const check = decode(b64(jpegOfSize(33)), { maxBytes: 30 });
    expect(check).toMatchObject({ ok: false, message: expect.stringContaining("30-byte") });
  });

  it("refuses a string over the real 5 MiB limit without decoding it", () => {
    const from = vi.spyOn(Buffer, "from");
    const input = "A".repeat(maxBase64Length(MAX_IMAGE_BYTES) + 4);
    const check = decode(input);
    expect(check).toEqual({ ok: false, code: "image_too_large", message: expect.stringContaining("5 MB") });
    expect(from).not.toHaveBeenCalled();
  });

  it("accepts an image of exactly 5 MiB", () => {
    const input = b64(jpegOfSize(MAX_IMAGE_BYTES));
    expect(input).toHaveLength(maxBase64Length(MAX_IMAGE_BYTES));
    const check = decode(input);
    expect(check.ok && check.value.bytes.length).toBe(MAX_IMAGE_BYTES);
  });

  // Regression: a grouped regex overflowed V8's stack on inputs this size.
  it("checks the characters of a 5 MiB string without overflowing the stack", () => {
    const input = `${"A".repeat(maxBase64Length(MAX_IMAGE_BYTES) - 4)}AA=A`;
    expect(codeOf(decode(input))).toBe("base64_invalid");
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("throws on maxBytes %s", (maxBytes) => {
    expect(() => decode(b64(JPEG), { maxBytes })).toThrow(RangeError);
  });
});

describe("decodeEvidenceImage: data-URL prefix", () => {
  it.each([
    `data:image/png;base64,${b64(PNG)}`,
    `data:image/jpeg;base64,${b64(JPEG)}`,
    `data:application/pdf;base64,${b64(PDF)}`,
    `DATA:IMAGE/PNG;BASE64,${b64(PNG)}`,
    `Data:image/png;base64,${b64(PNG)}`,
    `  data:image/png;base64,${b64(PNG)}`,
    `\n\tdata:image/png;base64,${b64(PNG)}`,
    "data:,",
    "data:",
  ])("%j → data_url_prefix_not_allowed", (input) => {
    const check = decode(input);
    expect(check).toMatchObject({ ok: false, code: "data_url_prefix_not_allowed" });
    expect(check.ok ? "" : check.message).toMatch(/after the comma/);
  });

  it.each(["dat:image/png;base64,AAAA", "xdata:image/png,AAAA", "image/png;base64,AAAA"])(
    "%j is not a data URL, just bad base64",
    (input) => {
      expect(codeOf(decode(input))).toBe("base64_invalid");
    },
  );
});

describe("decodeEvidenceImage: strict base64", () => {
  const jpeg = b64(jpegOfSize(12)); // 16 characters, no padding

  it.each([
    ["a space inside", `${jpeg.slice(0, 8)} ${jpeg.slice(8)}`],
    ["a line break inside", `${jpeg.slice(0, 8)}\n${jpeg.slice(8)}`],
    ["a CRLF inside", `${jpeg.slice(0, 8)}\r\n${jpeg.slice(8)}`],
    ["a tab inside", `${jpeg.slice(0, 8)}\t${jpeg.slice(8)}`],
    ["a trailing line break", `${jpeg}\n`],
    ["a leading space", ` ${jpeg}`],
    ["URL-safe - instead of +", "-9j/4A=="],
    ["URL-safe _ instead of /", "_9j_4A=="],
    ["a character outside the alphabet", "/9j/4A*="],
    ["non-ASCII", "/9j/4Aé="],
    ["padding missing", "/9j/4A"],
    ["length 1 over a multiple of four", `${jpeg}A`],
    ["abc== (length 5)", "abc=="],
    ["abcd= (length 5)", "abcd="],
    ["abcde=== (length 8, three =)", "abcde==="],
    ["ab= wrong length", "ab="],
    ["a= wrong length", "a="],
    ["= alone", "="],
    ["== alone", "=="],
    ["==== only padding", "===="],
    ["A=== three padding characters", "A==="],
    ["AA=A padding not at the end", "AA=A"],
    ["= in the middle", `/9j/4A==${jpeg}`],
    ["= in the middle of a quantum", `/9j/=A${jpeg.slice(6)}`],
    ["too much padding after a full quantum", `${jpeg}====`],
  ])("%s → base64_invalid", (_name, input) => {
    expect(codeOf(decode(input))).toBe("base64_invalid");
  });

  it.each([
    // With "==" the last character carries 2 data bits and 4 padding bits that must be zero.
    ["two-= padding, smallest pair", "/w==", "/x=="],
    ["two-= padding, a JPEG", "/9j/4A==", "/9j/4B=="],
    ["two-= padding, a JPEG, all padding bits set", "/9j/4A==", "/9j/4P=="],
    // With "=" the last character carries 4 data bits and 2 padding bits.
    ["one-= padding, a PNG", "iVBORw0KGgo=", "iVBORw0KGgp="],
  ])("non-canonical padding bits (%s): %s is the only spelling", (_name, canonical, nonCanonical) => {
    // Node decodes both spellings to the same bytes, which is exactly why it must be refused.
    expect(Buffer.from(nonCanonical, "base64")).toEqual(Buffer.from(canonical, "base64"));
    expect(codeOf(decode(nonCanonical))).toBe("base64_invalid");
    expect(codeOf(decode(canonical))).not.toBe("base64_invalid");
  });
});

describe("decodeEvidenceImage: empty and unsupported", () => {
  // "abc=" is well-formed (its padding bits are zero), so it gets as far as the type check.
  it("takes abc= as valid base64 that is not an image", () => {
    expect(codeOf(decode("abc="))).toBe("image_type_unsupported");
  });

  it("refuses an empty string as empty, not as bad base64", () => {
    expect(codeOf(decode(""))).toBe("image_empty");
  });

  it.each([
    ["GIF89a", [...Buffer.from("GIF89a"), 0x01, 0x00, 0x01, 0x00]],
    ["HEIC", [0x00, 0x00, 0x00, 0x18, ...Buffer.from("ftypheic")]],
    ["SVG", [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]],
    ["plain text", [...Buffer.from("not an image")]],
    ["a single zero byte", [0x00]],
    ["a JPEG signature cut short", [0xff, 0xd8]],
  ])("%s → image_type_unsupported", (_name, bytes) => {
    const check = decode(b64(bytes));
    expect(check).toMatchObject({ ok: false, code: "image_type_unsupported" });
    expect(check.ok ? "" : check.message).toMatch(/JPEG, PNG or WebP photo/);
  });

  it("a PDF is refused by name: the vendor checks photos, not scans", () => {
    const check = decode(b64([...PDF, ...Buffer.alloc(20_000)]));
    expect(check).toMatchObject({ ok: false, code: "image_type_unsupported" });
    expect(check.ok ? "" : check.message).toMatch(/^A PDF cannot be checked: send a photo/);
  });
});

describe("decodeEvidenceImage: the vendor's floor (10 KB)", () => {
  it.each([
    ["5 KB", 5 * 1024, "image_too_small"],
    ["one byte under", MIN_IMAGE_BYTES - 1, "image_too_small"],
    ["exactly 10 KB", MIN_IMAGE_BYTES, "ok"],
    ["one byte over", MIN_IMAGE_BYTES + 1, "ok"],
  ])("%s → %s", (_name, size, code) => {
    expect(codeOf(decodeEvidenceImage(b64(jpegOfSize(size))))).toBe(code);
  });

  it("says the floor and what to send", () => {
    expect(decodeEvidenceImage(b64(jpegOfSize(5_000)))).toEqual({
      ok: false,
      code: "image_too_small",
      message: "The image is smaller than 10 KB: send a photo of the whole document, at least 10 KB.",
    });
  });

  it("is judged after the type: a tiny PDF is refused as a PDF", () => {
    expect(decodeEvidenceImage(b64(PDF))).toMatchObject({ code: "image_type_unsupported" });
  });

  it.each([-1, 1.5, Number.NaN, 31])("throws on minBytes %s (with maxBytes 30)", (minBytes) => {
    expect(() => decodeEvidenceImage(b64(JPEG), { maxBytes: 30, minBytes })).toThrow(RangeError);
  });
});

describe("decodeEvidenceImage: messages never echo the input", () => {
  const secret = Buffer.from("SECRETSECRETSECRET").toString("base64");

  it.each([
    ["too large", `${secret}${secret}`, 10],
    ["data URL", `data:image/png;base64,${secret}`, undefined],
    ["bad base64", `${secret} `, undefined],
    ["unsupported type", secret, undefined],
  ])("%s", (_name, input, maxBytes) => {
    const check = decode(input, maxBytes === undefined ? {} : { maxBytes });
    expect(check.ok).toBe(false);
    const message = check.ok ? "" : check.message;
    expect(message).not.toContain(secret);
    expect(message).not.toContain(secret.slice(0, 8));
    expect(message).not.toContain("SECRET");
  });
});
