import { Readable } from "node:stream";

import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { getAcknowledgement } from "@/lib/services/eligibility-files/get-acknowledgement";

// The acknowledgement file exactly as the SFTP account reads it in outbound/ (no SSN, no rejected value).
const handleGET = withAdmin<{ fileId: string }>(async ({ ctx, params }) => {
  const { name, content } = await getAcknowledgement({ ctx, fileId: params.fileId });
  return new Response(Readable.toWeb(content) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
