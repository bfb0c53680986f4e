import type { ImageKind, PhotoKind } from "@/lib/domain/identity/evidence";

// Identity documents are photographed on phones: a 12-megapixel photo is several MB and far more
// detail than a document check needs, so photos are downscaled in the browser before upload.
// A PDF is refused here as the server refuses it: the identity vendor reads photos only.
//
// The limits and signatures repeat lib/domain/identity/evidence.ts on purpose: importing that module into
// the page makes the bundler ship a Buffer polyfill (~6 kB gzip). prepare-image.test.ts checks that
// both agree.

export const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(",");

/** Decoded size limits per image, as the server's MAX_IMAGE_BYTES and MIN_IMAGE_BYTES. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_IMAGE_BYTES = 10 * 1024;
export const MAX_SIDE = 2000;
export const JPEG_QUALITY = 0.85;

export type PrepareErrorCode = "unreadable" | "type_unsupported" | "pdf" | "too_large" | "too_small";
export type PreparedImage = { ok: true; base64: string; kind: PhotoKind } | { ok: false; code: PrepareErrorCode };

export function isAcceptedType(mimeType: string): mimeType is AcceptedType {
  return (ACCEPTED_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

/** The base64 payload of a data URL: the API refuses the "data:…;base64," prefix. */
export function stripDataUrlPrefix(dataUrl: string): string {
  const match = /^data:[^,]*;base64,/i.exec(dataUrl);
  return match ? dataUrl.slice(match[0].length) : dataUrl;
}

/** The size that fits `max` on the longest side, keeping the aspect ratio; never enlarges. */
export function scaledSize(width: number, height: number, max: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

// null: any byte (a WebP file is "RIFF", its length, then "WEBP").
const SIGNATURES: ReadonlyArray<readonly [ImageKind, ReadonlyArray<number | null>]> = [
  ["jpeg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["webp", [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** What a file is by its first bytes, as the server judges it, never by its name or claimed type. */
export function sniffKind(bytes: Uint8Array): ImageKind | undefined {
  return SIGNATURES.find(([, signature]) =>
    signature.every((byte, index) => index < bytes.length && (byte === null || bytes[index] === byte)),
  )?.[0];
}

/** The server's first check: the base64 length, before decoding (padded base64 of MAX_IMAGE_BYTES). */
export function fitsUploadLimit(base64: string): boolean {
  return base64.length <= 4 * Math.ceil(MAX_IMAGE_BYTES / 3);
}

/** Whether the decoded image reaches MIN_IMAGE_BYTES, judged from its base64 (padding excluded). */
export function reachesMinimum(base64: string): boolean {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return (base64.length / 4) * 3 - padding >= MIN_IMAGE_BYTES;
}

/** Browser only: checks a chosen file like the server would and returns its base64 for upload. */
export async function prepareImage(file: File): Promise<PreparedImage> {
  let sniffed: ImageKind | undefined;
  try {
    sniffed = sniffKind(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  } catch {
    return { ok: false, code: "unreadable" };
  }
  if (sniffed === "pdf") return { ok: false, code: "pdf" };
  if (!sniffed) return { ok: false, code: "type_unsupported" };
  const downscaled = await downscale(file, sniffed).catch(() => undefined);
  if (!downscaled) return { ok: false, code: "unreadable" };
  const base64 = stripDataUrlPrefix(await readAsDataUrl(downscaled.blob).catch(() => ""));
  if (!base64) return { ok: false, code: "unreadable" };
  if (!fitsUploadLimit(base64)) return { ok: false, code: "too_large" };
  if (!reachesMinimum(base64)) return { ok: false, code: "too_small" };
  return { ok: true, base64, kind: downscaled.kind };
}

/** Re-encodes as JPEG when the photo is bigger than needed; a small enough one is kept as it is. */
async function downscale(file: File, kind: PhotoKind): Promise<{ blob: Blob; kind: PhotoKind }> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = scaledSize(bitmap.width, bitmap.height, MAX_SIDE);
    if (size.width === bitmap.width && file.size <= MAX_IMAGE_BYTES) return { blob: file, kind };
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas.");
    // JPEG has no transparency: a transparent PNG would turn black without a white background.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    if (!blob) throw new Error("The canvas could not encode the image.");
    return { blob, kind: "jpeg" };
  } finally {
    bitmap.close();
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(blob);
  });
}
