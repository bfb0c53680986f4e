import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeSftpAccount } from "@/lib/api/serializers/sftp";
import { withAdmin } from "@/lib/api/with-admin";
import { getSftpAccountOrThrow } from "@/lib/services/sftp-accounts/get-sftp-account-or-throw";
import { removeSftpKey } from "@/lib/services/sftp-accounts/remove-sftp-key";

const handleDELETE = withAdmin<{ accountId: string; keyId: string }>(async ({ ctx, params }) => {
  await removeSftpKey({ ctx, accountId: params.accountId, keyId: params.keyId });
  return json(serializeSftpAccount(await getSftpAccountOrThrow({ ctx, accountId: params.accountId })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ DELETE: handleDELETE });
