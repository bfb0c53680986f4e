import fs from "node:fs";
import zlib from "node:zlib";

/**
 * A real, decodable PNG built from bytes (the identity step decodes photos in the browser to
 * downscale them, so a file that only starts like a PNG would be refused as unreadable): a grey
 * card with a dark band, like a photographed ID, with a camera's faint grain, so it is as large as
 * a photo of a document is (640 × 400 by default: about 250 KB, over the identity vendor's
 * 10 KB floor). The grain is the same every time (a fixed-seed generator).
 */
export function documentPng(width = 640, height = 400): Buffer {
  let seed = 0x2545f491;
  const grain = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return (seed >>> 24) % 7;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (None), then RGB
    for (let x = 0; x < width; x += 1) {
      const band = y > height * 0.2 && y < height * 0.4 && x > width * 0.1 && x < width * 0.9;
      for (let channel = 0; channel < 3; channel += 1) row[1 + x * 3 + channel] = (band ? 40 : 200) + grain();
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Writes the PNG where the test keeps its artifacts and returns the path. */
export function writeDocumentPng(file: string): string {
  fs.writeFileSync(file, documentPng());
  return file;
}
