import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeCard } from "@/lib/api/serializers/card";
import { withAdmin } from "@/lib/api/with-admin";
import { AppError } from "@/lib/errors/app-error";
import {
  cardLockBodySchema,
  closeCardBodySchema,
  mailCardAgainBodySchema,
  reportLostBodySchema,
} from "@/lib/schemas/card";
import { closeCard } from "@/lib/services/cards/close-card";
import { liftCardLock } from "@/lib/services/cards/lift-card-lock";
import { placeCardLock } from "@/lib/services/cards/place-card-lock";
import { replaceCard } from "@/lib/services/cards/replace-card";

type Params = { employeeId: string; cardId: string; action: string };

// HR's card changes: the partner API's lock, unlock, close, report-lost-or-stolen and mail-again, with the
// admin as actor (the use cases decide what HR may do: lib/domain/cards/card-lifecycle.ts).
const handlePOST = withAdmin<Params>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const target = { ctx, employeeId: params.employeeId, cardId: params.cardId };
  switch (params.action) {
    case "lock":
      return json(
        serializeCard(await placeCardLock({ ...target, reason: parseBody(body, cardLockBodySchema).reason })),
      );
    case "unlock":
      return json(serializeCard(await liftCardLock({ ...target, reason: parseBody(body, cardLockBodySchema).reason })));
    case "close":
      return json(serializeCard(await closeCard({ ...target, reason: parseBody(body, closeCardBodySchema).reason })));
    case "report-lost-or-stolen": {
      const { card } = await replaceCard({ ...target, reason: parseBody(body, reportLostBodySchema).reason });
      return json(serializeCard(card), { status: 201 });
    }
    case "mail-again": {
      parseBody(body, mailCardAgainBodySchema);
      const { card } = await replaceCard({ ...target, reason: "undeliverable" });
      return json(serializeCard(card), { status: 201 });
    }
    default:
      throw new AppError("not_found", "No API endpoint matches this path.");
  }
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
