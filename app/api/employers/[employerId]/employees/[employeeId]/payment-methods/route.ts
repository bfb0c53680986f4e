import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializePaymentMethod } from "@/lib/api/serializers/payment-method";
import { withPartnerOrEmployee } from "@/lib/api/with-partner";
import { listPaymentMethods } from "@/lib/services/payment-methods/list-payment-methods";

const handleGET = withPartnerOrEmployee<{ employerId: string; employeeId: string }>(async ({ ctx, params }) => {
  const rows = await listPaymentMethods({ ctx, employeeId: params.employeeId });
  return json({ data: rows.map(serializePaymentMethod) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
