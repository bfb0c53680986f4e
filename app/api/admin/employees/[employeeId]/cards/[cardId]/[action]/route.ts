import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withAdmin } from "@/lib/api/with-admin";
import { AppError } from "@/lib/errors/app-error";
import { cardLockBodySchema, closeCardBodySchema, reportCardLostBodySchema } from "@/lib/schemas/card";
import { closeCard } from "@/lib/services/cards/close-card";
import { liftCardLock } from "@/lib/services/cards/lift-card-lock";
import { placeCardLock } from "@/lib/services/cards/place-card-lock";
import { reportCardLost } from "@/lib/services/cards/report-card-lost";

type Params = { employeeId: string; cardId: string; action: string };

// HR's card changes: the partner API's lock, unlock, close and report-lost-or-stolen, with the
// admin as actor (the use cases decide what HR may do: lib/domain/card-lifecycle.ts).
const handlePOST = withAdmin<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const target = { ctx, employeeId: params.employeeId, cardId: params.cardId };
  switch (params.action) {
    case "lock":
      return json(serializeCard(await placeCardLock({ ...target, reason: parseBody(body, cardLockBodySchema).reason })));
    case "unlock":
      return json(serializeCard(await liftCardLock({ ...target, reason: parseBody(body, cardLockBodySchema).reason })));
    case "close":
      return json(serializeCard(await closeCard({ ...target, reason: parseBody(body, closeCardBodySchema).reason })));
    case "report-lost-or-stolen": {
      const { card } = await reportCardLost({ ...target, reason: parseBody(body, reportCardLostBodySchema).reason });
      return json(serializeCard(card), { status: 201 });
    }
    default:
      throw new AppError("not_found", "No API endpoint matches this path.");
  }
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
