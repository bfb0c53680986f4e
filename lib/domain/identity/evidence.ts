// Documentary evidence for identity verification: which documents are accepted and how an
// uploaded image (base64, no data-URL prefix) is checked before anything is stored.
// Messages are shown to people and written to logs, so they never repeat the input.

export const DOCUMENT_TYPES = ["DRIVERS_LICENSE", "PASSPORT", "STATE_ID"] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

// These carry information on both sides (a barcode, restrictions), so the back is required;
// a passport's identity page is the only one that matters.
export const TWO_SIDED: ReadonlySet<DocumentType> = new Set<DocumentType>(["DRIVERS_LICENSE", "STATE_ID"]);

/**
 * Decoded size limits per image. The identity vendor's own range is wider at the top (Persona: 10 KB
 * to 15 MB, less where the transaction type's file field says so: start-up reads it,
 * lib/providers/identity): our ceiling stays 5 MiB, which a photo the portal downscales to 2000 px
 * never reaches, and which keeps a two-sided upload's request under 14 MB. The floor is the
 * vendor's: a smaller file is no readable photo of a document.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_IMAGE_BYTES = 10 * 1024;

/** The longest padded base64 string that can decode to at most `maxBytes` bytes. */
export function maxBase64Length(maxBytes: number): number {
  return 4 * Math.ceil(maxBytes / 3);
}

/** What a file is by its first bytes: the photo formats the identity vendor reads, and PDF, recognised to be refused by name. */
export type ImageKind = "jpeg" | "png" | "webp" | "pdf";
/** The formats accepted: photos. A PDF (a scan, a "print to PDF") is refused with a message saying so. */
export type PhotoKind = Exclude<ImageKind, "pdf">;

export type DecodedImage = {
  kind: PhotoKind;
  mimeType: "image/jpeg" | "image/png" | "image/webp";
  bytes: Buffer;
};

export type ImageCheckCode =
  | "image_too_large"
  | "image_too_small"
  | "data_url_prefix_not_allowed"
  | "base64_invalid"
  | "image_empty"
  | "image_type_unsupported";

export type ImageCheck = { ok: true; value: DecodedImage } | { ok: false; code: ImageCheckCode; message: string };

const MIME_TYPES: Readonly<Record<PhotoKind, DecodedImage["mimeType"]>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

// null: any byte (a WebP file is "RIFF", its length, then "WEBP").
const SIGNATURES: ReadonlyArray<readonly [ImageKind, ReadonlyArray<number | null>]> = [
  ["jpeg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["webp", [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
];

// RFC 4648 §4 only: the lenient forms Node accepts (whitespace, URL-safe letters, missing or
// inner padding) would let two different strings stand for the same image. Together with a
// length that is a multiple of four this is exactly the padded alphabet; a grouped pattern such
// as (?:X{4})* would say the same but overflows V8's regex stack on a multi-megabyte image.
const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const DATA_URL_PREFIX = /^\s*data:/i;

/** What the bytes are, judged by their leading magic bytes alone, never by a claimed type. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | undefined {
  const match = SIGNATURES.find(([, signature]) => startsWith(bytes, signature));
  return match?.[0];
}

/**
 * Checks one uploaded evidence image and decodes it. The length is checked before anything
 * else so an oversized upload is refused without decoding (or even scanning) it. Accepted: a JPEG,
 * PNG or WebP photo of `minBytes` to `maxBytes`.
 */
export function decodeEvidenceImage(input: string, options: { maxBytes?: number; minBytes?: number } = {}): ImageCheck {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const minBytes = options.minBytes ?? MIN_IMAGE_BYTES;
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new RangeError("decodeEvidenceImage expects maxBytes to be a positive integer.");
  }
  if (!Number.isSafeInteger(minBytes) || minBytes < 0 || minBytes > maxBytes) {
    throw new RangeError("decodeEvidenceImage expects minBytes to be an integer from 0 to maxBytes.");
  }
  if (input.length > maxBase64Length(maxBytes)) return tooLarge(maxBytes);
  if (DATA_URL_PREFIX.test(input)) {
    return reject(
      "data_url_prefix_not_allowed",
      'Send the image as plain base64 without a "data:" prefix: only the part after the comma.',
    );
  }
  const bytes = decodeStrictBase64(input);
  if (!bytes) {
    return reject(
      "base64_invalid",
      "The image is not valid standard base64 (A–Z, a–z, 0–9, + and /, padded with = to a multiple of four, no spaces or line breaks).",
    );
  }
  if (bytes.length === 0) return reject("image_empty", "The image is empty.");
  const kind = sniffImageKind(bytes);
  if (kind === "pdf")
    return reject(
      "image_type_unsupported",
      "A PDF cannot be checked: send a photo of the document as a JPEG, PNG or WebP image.",
    );
  if (!kind) return reject("image_type_unsupported", "The image must be a JPEG, PNG or WebP photo.");
  // The length check rounds up to a whole base64 quantum, so when maxBytes is not a multiple of
  // three up to two bytes over the limit get through it.
  if (bytes.length > maxBytes) return tooLarge(maxBytes);
  if (bytes.length < minBytes)
    return reject(
      "image_too_small",
      `The image is smaller than ${formatSize(minBytes)}: send a photo of the whole document, at least ${formatSize(minBytes)}.`,
    );
  return { ok: true, value: { kind, mimeType: MIME_TYPES[kind], bytes } };
}

function decodeStrictBase64(input: string): Buffer | undefined {
  if (input.length % 4 !== 0 || !STRICT_BASE64.test(input)) return undefined;
  const bytes = Buffer.from(input, "base64");
  // Node ignores the unused bits of the last character ("/x==" decodes like "/w=="), so only
  // the canonical spelling survives the round trip.
  if (bytes.toString("base64") !== input) return undefined;
  return bytes;
}

function startsWith(bytes: Uint8Array, signature: ReadonlyArray<number | null>): boolean {
  if (bytes.length < signature.length) return false;
  return signature.every((byte, index) => byte === null || bytes[index] === byte);
}

function tooLarge(maxBytes: number): ImageCheck {
  return reject("image_too_large", `The image is larger than the ${formatSize(maxBytes)} limit.`);
}

function reject(code: ImageCheckCode, message: string): ImageCheck {
  return { ok: false, code, message };
}

// People think in MB; small limits (used in tests or for thumbnails) read better in KB or bytes.
function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${trimNumber(mb)} MB`;
  const kb = bytes / 1024;
  if (kb >= 1) return `${trimNumber(kb)} KB`;
  return `${bytes}-byte`;
}

function trimNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}
