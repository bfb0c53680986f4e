import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeSftpAccount } from "@/lib/api/serializers/sftp";
import { withAdmin } from "@/lib/api/with-admin";
import { createSftpAccountSchema } from "@/lib/schemas/sftp";
import { createSftpAccount } from "@/lib/services/sftp-accounts/create-sftp-account";
import { listSftpAccounts } from "@/lib/services/sftp-accounts/list-sftp-accounts";

const handleGET = withAdmin(async ({ ctx }) =>
  json({ data: (await listSftpAccounts({ ctx })).map((account) => serializeSftpAccount(account)) }),
);

// The password is in this answer only: it is stored hashed.
const handlePOST = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  const input = parseBody(body, createSftpAccountSchema);
  const { account, password } = await createSftpAccount({ ctx, input });
  return json(serializeSftpAccount(account, password), { status: 201 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
