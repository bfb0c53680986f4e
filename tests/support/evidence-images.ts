/**
 * Document images as the evidence upload takes them (base64, as the API receives them): a JPEG's
 * and a PNG's first bytes, then filler up to 12 KB. The API and the fake Persona judge an image by
 * its first bytes and its size (10 KB at least, as Persona documents), never by decoding it; a test
 * that needs a picture a browser can decode uses e2e/support/images.ts.
 */
const sized = (header: number[], size = 12 * 1024) => {
  const bytes = Buffer.alloc(size, 0x5a);
  bytes.set(header);
  return bytes.toString("base64");
};

export const JPEG = sized([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const PNG = sized([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
/** A WebP's RIFF header ("RIFF", its length, "WEBP"), 12 KB. */
export const WEBP = sized([0x52, 0x49, 0x46, 0x46, 0xf4, 0x2f, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50]);
/** A JPEG of 5 KB: a real file, under the 10 KB floor. */
export const SMALL_JPEG = sized([0xff, 0xd8, 0xff, 0xe0], 5 * 1024);
/** A PDF's first bytes ("%PDF-1.7"), 12 KB: a scan, not a photo. */
export const PDF = sized([...Buffer.from("%PDF-1.7\n")]);
