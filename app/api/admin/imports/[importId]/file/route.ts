import { Readable, Transform } from "node:stream";

import { AppError } from "@/lib/errors/app-error";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { runImport } from "@/lib/services/imports/run-import";
import { serializeImport } from "@/lib/api/serializers/admin";
import { getImportOrThrow } from "@/lib/services/imports/get-import-or-throw";

// Comfortably above 100,000 rows of the eligibility file's columns.
const MAX_FILE_BYTES = 64 * 1024 * 1024;

// Step 2: the CSV itself, streamed straight into the parser (never held in memory whole).
const handlePUT = withAdmin<{ importId: string }>(
  async ({ request, ctx, params }) => {
    const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!["text/csv", "application/csv", "text/plain"].includes(type)) {
      throw new AppError("unsupported_media_type", "Upload the file as text/csv.", {
        extra: { acceptedContentTypes: ["text/csv"] },
      });
    }
    const existing = await getImportOrThrow({ ctx, importId: params.importId });
    if (existing.status !== "pending")
      throw new AppError("invalid_request", "This import already has its file; start a new import.");
    if (!request.body) throw new AppError("invalid_request", "The file is empty.");
    let seen = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen > MAX_FILE_BYTES)
          callback(new AppError("payload_too_large", "The file is larger than 64 MB; split it."));
        else callback(null, chunk);
      },
    });
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>).pipe(limit);
    await runImport({ ctx, importId: existing.id, source });
    return json(serializeImport(await getImportOrThrow({ ctx, importId: existing.id })));
  },
  { streamBody: true },
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ PUT: handlePUT });
