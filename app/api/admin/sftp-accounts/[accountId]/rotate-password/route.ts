import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { sftpPublicAddress } from "@/lib/env";
import type { IssuedSftpPassword } from "@/lib/schemas/responses/sftp";
import { rotateSftpPassword } from "@/lib/services/sftp-accounts/rotate-sftp-password";

const handlePOST = withAdmin<{ accountId: string }>(async ({ ctx, params }) =>
  json({
    ...(await rotateSftpPassword({ ctx, accountId: params.accountId })),
    ...sftpPublicAddress(),
  } satisfies IssuedSftpPassword),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
