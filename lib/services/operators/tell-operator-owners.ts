import { actorId, type ServiceContext } from "../context";
import { notifySecurityChange, type SecurityChange } from "../security-notices/notify-security-change";

/**
 * A change to the program's operators is told by e-mail to whoever made it and to every active
 * owner (docs/operator.md#operators), after it is made and on record: an invitation, a new role, a
 * disabled or enabled operator could hand the program to someone else, and an owner who did not do
 * it should hear that someone could. From `npm run ops` the owners hear who ran it on which server.
 */
export async function tellOperatorOwners({ ctx, change }: { ctx: ServiceContext; change: SecurityChange }) {
  const { actor } = ctx;
  await notifySecurityChange({
    ctx,
    holder: {
      accountId: actor.type === "operator" ? actor.operatorId : "",
      realm: "operator",
      by: actorId(actor),
    },
    change,
    audience: "self_and_owners",
  });
}
