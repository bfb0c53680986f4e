import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { getDb } from "@/db/client";
import { agreementAcceptances, employeeNotifications, events } from "@/db/schema";
import { systemContext } from "@/lib/services/context";
import { queueNotification } from "@/lib/services/notifications/queue-notification";
import { queueProductUpdate } from "@/lib/services/notifications/queue-product-update";
import { sendNotification } from "@/lib/services/notifications/send-notification";

import { createTenantAgreement, employeeBody, signInEmployee } from "../support/fixtures";
import { httpHarness } from "../support/http-harness";

// Issue 27 item 5: consent to product e-mails is withdrawn through the portal or the API, recorded
// beside the acceptance (when, who, through which door), and the notifications job sends no
// product e-mail after it — service e-mails still go.

const { server, tenant, call } = httpHarness();
let consent: { agreementId: string; tag: string };
let terms: { agreementId: string; tag: string };

beforeAll(async () => {
  consent = await createTenantAgreement(tenant, { required: false, slug: "product-updates" });
  terms = await createTenantAgreement(tenant, { required: true });
});

type Agreement = { id: string; acceptedOn: string | null; withdrawnOn: string | null; required: boolean };

async function consentingEmployee() {
  const created = await call<{ id: string }>("POST", `/api/employers/${tenant.employerId}/employees`, {
    body: employeeBody(),
  });
  const base = `/api/employers/${tenant.employerId}/employees/${created.body.id}`;
  const accepted = await call<Agreement>("POST", `${base}/agreements/${consent.agreementId}`, {
    body: { agreementTag: consent.tag, acceptedAt: new Date().toISOString() },
  });
  expect(accepted.body.acceptedOn).not.toBeNull();
  return { employeeId: created.body.id, base };
}

const acceptancesOf = async (employeeId: string) =>
  (await getDb())
    .select()
    .from(agreementAcceptances)
    .where(
      and(eq(agreementAcceptances.employeeId, employeeId), eq(agreementAcceptances.agreementId, consent.agreementId)),
    );

describe("withdrawing consent to product e-mails", () => {
  it("through the API: recorded beside the acceptance, with the partner as the door; a retry changes nothing", async () => {
    const { employeeId, base } = await consentingEmployee();
    const withdrawn = await call<Agreement>("DELETE", `${base}/agreements/${consent.agreementId}`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: consent.agreementId, acceptedOn: null, required: false });
    expect(withdrawn.body.withdrawnOn).not.toBeNull();
    const [row] = await acceptancesOf(employeeId);
    expect(row).toMatchObject({ withdrawnActorType: "partner", withdrawnActorId: tenant.clientId });
    expect(row!.withdrawnAt).not.toBeNull();
    expect(row!.withdrawnRequestId).toMatch(/^req_/);
    expect(row!.acceptedAt).not.toBeNull();

    const again = await call<Agreement>("DELETE", `${base}/agreements/${consent.agreementId}`);
    expect(again.body.withdrawnOn).toBe(withdrawn.body.withdrawnOn);
    const recorded = await (
      await getDb()
    )
      .select()
      .from(events)
      .where(and(eq(events.employeeId, employeeId), eq(events.type, "agreement.withdrawn")));
    expect(recorded.map((event) => event.data)).toEqual([
      { employeeId, agreementId: consent.agreementId, withdrawnAt: withdrawn.body.withdrawnOn },
    ]);

    // Accepting again is a new record; the withdrawn one stays as it was.
    const accepted = await call<Agreement>("POST", `${base}/agreements/${consent.agreementId}`, {
      body: { agreementTag: consent.tag, acceptedAt: new Date().toISOString() },
    });
    expect(accepted.body).toMatchObject({ withdrawnOn: null });
    expect(accepted.body.acceptedOn).not.toBeNull();
    expect((await acceptancesOf(employeeId)).map((acceptance) => acceptance.withdrawnAt === null)).toEqual([
      false,
      true,
    ]);
  });

  it("refuses to withdraw a required agreement", async () => {
    const { base } = await consentingEmployee();
    const refused = await call("DELETE", `${base}/agreements/${terms.agreementId}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "agreement_required" });
  });

  it("through the portal: the employee's own session is the door", async () => {
    const { employeeId, base } = await consentingEmployee();
    const portal = await signInEmployee(server.baseUrl, call, base);
    const withdrawn = await portal<Agreement>("DELETE", `${base}/agreements/${consent.agreementId}`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.acceptedOn).toBeNull();
    const [row] = await acceptancesOf(employeeId);
    expect(row).toMatchObject({ withdrawnActorType: "employee", withdrawnActorId: employeeId });
  });

  it("stops product e-mails, even those queued before, and never service e-mails", async () => {
    const db = await getDb();
    const stays = await consentingEmployee();
    const leaves = await consentingEmployee();
    const ctx = systemContext(db, "test", tenant.employerId);
    const occasion = `news-${Date.now()}`;
    expect(await queueProductUpdate({ ctx, occasion })).toBeGreaterThanOrEqual(2);
    const service = await queueNotification({
      ctx,
      employerId: tenant.employerId,
      employeeId: leaves.employeeId,
      occasion: { kind: "documents_needed", occasion: "idv_test", data: {} },
    });
    expect((await call("DELETE", `${leaves.base}/agreements/${consent.agreementId}`)).status).toBe(200);

    const productOf = async (employeeId: string) =>
      (
        await db
          .select()
          .from(employeeNotifications)
          .where(
            and(
              eq(employeeNotifications.employeeId, employeeId),
              eq(employeeNotifications.kind, "product_update"),
              eq(employeeNotifications.occasion, occasion),
            ),
          )
      )[0]!;
    expect(await sendNotification({ ctx, notificationId: (await productOf(stays.employeeId)).id })).toBe("sent");
    expect(await sendNotification({ ctx, notificationId: (await productOf(leaves.employeeId)).id })).toBe("canceled");
    expect(await sendNotification({ ctx, notificationId: service! })).toBe("sent");

    // Queued after the withdrawal: nobody who withdrew is asked.
    const later = `later-${Date.now()}`;
    await queueProductUpdate({ ctx, occasion: later });
    const queuedLater = await db
      .select()
      .from(employeeNotifications)
      .where(and(eq(employeeNotifications.employeeId, leaves.employeeId), eq(employeeNotifications.occasion, later)));
    expect(queuedLater).toEqual([]);
  });
});
