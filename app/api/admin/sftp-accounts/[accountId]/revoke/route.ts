import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeSftpAccount } from "@/lib/api/serializers/sftp";
import { withAdmin } from "@/lib/api/with-admin";
import { getSftpAccountOrThrow } from "@/lib/services/sftp-accounts/get-sftp-account-or-throw";
import { revokeSftpAccount } from "@/lib/services/sftp-accounts/revoke-sftp-account";

const handlePOST = withAdmin<{ accountId: string }>(async ({ ctx, params }) => {
  await revokeSftpAccount({ ctx, accountId: params.accountId });
  return json(serializeSftpAccount(await getSftpAccountOrThrow({ ctx, accountId: params.accountId })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
