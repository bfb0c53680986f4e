import { readFile } from "node:fs/promises";
import path from "node:path";

// The portal's screenshots (docs/screenshots/portal/, made by `npm run screenshots`), served to the
// hosted portal guide (/docs/guides/portal) from where they are kept, not copied into public/. A
// name is one of those files' (letters, digits and dashes, then the width): nothing else is read.
const FOLDER = path.join(process.cwd(), "docs", "screenshots", "portal");
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*-(?:320|1280)\.png$/;

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  if (!NAME.test(file)) return notFound();
  const image = await readFile(path.join(FOLDER, file)).catch(() => undefined);
  if (!image) return notFound();
  return new Response(new Uint8Array(image), {
    headers: {
      "content-type": "image/png",
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    },
  });
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
