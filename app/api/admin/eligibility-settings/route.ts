import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { eligibilitySettingsSchema } from "@/lib/schemas/admin";
import { getEligibilitySettings } from "@/lib/services/employers/get-eligibility-settings";
import { updateEligibilitySettings } from "@/lib/services/employers/update-eligibility-settings";

// How the employer's eligibility files are read: only the people in them, or as the whole population.
const handleGET = withAdmin(async ({ ctx }) => json(await getEligibilitySettings({ ctx })));

const handlePATCH = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  return json(await updateEligibilitySettings({ ctx, input: parseBody(body, eligibilitySettingsSchema.partial()) }));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, PATCH: handlePATCH });
