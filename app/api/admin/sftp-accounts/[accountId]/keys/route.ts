import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeSftpAccount } from "@/lib/api/serializers/sftp";
import { withAdmin } from "@/lib/api/with-admin";
import { addSftpKeySchema } from "@/lib/schemas/sftp";
import { addSftpKey } from "@/lib/services/sftp-accounts/add-sftp-key";
import { getSftpAccountOrThrow } from "@/lib/services/sftp-accounts/get-sftp-account-or-throw";

// Answers with the whole account, so the page shows its keys as they now are.
const handlePOST = withAdmin<{ accountId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { publicKey } = parseBody(body, addSftpKeySchema);
  await addSftpKey({ ctx, accountId: params.accountId, publicKey });
  return json(serializeSftpAccount(await getSftpAccountOrThrow({ ctx, accountId: params.accountId })), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
