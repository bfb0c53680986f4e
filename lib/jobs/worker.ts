import { getDb, type Db } from "@/db/client";
import type { WorkChannel } from "@/db/work-channels";
import { purgeExpiredIdempotencyKeys } from "@/lib/api/idempotency";
import { getEnv, type Env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { purgeExpiredAdverseActionNotices } from "@/lib/services/adverse-action/purge-expired-notices";
import { sendPendingAdverseActionNotices } from "@/lib/services/adverse-action/send-adverse-action-notice";
import { expireHeldImports } from "@/lib/services/admin/expire-held-imports";
import { keyChainHeads } from "@/lib/services/audit/key-chain-heads";
import { purgeExpiredAuditRecords } from "@/lib/services/audit/purge-expired-audit-records";
import { systemWideContext } from "@/lib/services/context";
import { purgeExpiredErasureRecords } from "@/lib/services/erasure/purge-expired-erasure-records";
import { purgeDocumentImages } from "@/lib/services/identity/purge-document-images";
import { carryOutOffboarding } from "@/lib/services/offboarding/carry-out-offboarding";
import { purgeEndedSessions } from "@/lib/services/sessions/purge-ended-sessions";
import { announceExpiredInvites } from "@/lib/services/sign-in-links/sign-in-links";
import type { DeliveryOptions } from "@/lib/webhooks/deliver";
import { runJob } from "@/lib/telemetry/jobs";
import { markWorkerTick } from "@/lib/telemetry/metrics";
import { pruneExpiredEvents } from "@/lib/events/prune-events";

import { sealAuditTrail } from "./seal-audit-trail";
import { startDeliveryPool } from "./delivery-pool";
import { deliverSandboxCards } from "./deliver-sandbox-cards";
import { pollIdentityReviews, type ReviewPollOptions } from "./poll-identity-reviews";
import { readCheckedDocuments } from "./read-checked-documents";
import { processEligibilityFiles, type FileRunnerOptions } from "./process-eligibility-files";
import { purgeSftpFiles } from "./purge-sftp-files";
import { reconcileCardReservations, type CardReconcilerOptions } from "./reconcile-card-reservations";
import { runNotifications, runOnboardingReminders, type NotificationsOptions } from "./run-notifications";
import { runProgramRules, type ProgramRulesOptions } from "./run-program-rules";
import { sendInvitationRuns, type InvitationRunOptions } from "./send-invitation-runs";
import { refreshStaleProjections } from "./refresh-stale-projections";
import { announceCompletedOnboarding } from "./announce-completed-onboarding";
import { foldEmployeeCounts } from "./fold-employee-counts";
import { ssnFingerprintWalk } from "./fingerprint-ssns";
import { runIdentityChecks, type IdentityRunnerOptions } from "./run-identity-checks";
import { WakeSignal } from "./wake-signal";
import { within } from "./within";
import { listenForWork, type WorkListener } from "./work-listener";

export type WorkerOptions = {
  /** Sleep between polls when there is nothing to do; a NOTIFY wakes the worker sooner. */
  pollMs?: number;
  identity?: IdentityRunnerOptions;
  /** Asking the vendor about checks whose review callback is overdue. */
  reviews?: ReviewPollOptions;
  cards?: CardReconcilerOptions;
  programRules?: ProgramRulesOptions;
  /** The e-mails about a person's card and identity, and the reminders to finish onboarding. */
  notifications?: NotificationsOptions;
  files?: FileRunnerOptions;
  /** HR's invitations of everyone selected (lib/jobs/send-invitation-runs.ts). */
  invitations?: InvitationRunOptions;
  webhooks?: DeliveryOptions & {
    /** In flight in this worker; default WEBHOOK_CONCURRENCY. */
    concurrency?: number;
    /** In flight per endpoint across all workers; default WEBHOOK_ENDPOINT_CONCURRENCY. */
    perEndpoint?: number;
  };
  /** How long stop() waits for deliveries and checks in flight before it gives up on them. */
  stopTimeoutMs?: number;
  /** LISTEN for work announced by writes (db/work-channels.ts); on unless a test turns it off. */
  listen?: boolean;
};

export type Worker = {
  stop: () => Promise<void>;
  /** Resolves once the wake-up listener is connected (true), or the worker polls only (false). */
  listening: Promise<boolean>;
};

const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/**
 * The background worker: four loops that never wait for each other. One runs identity checks (and
 * asks the vendor about reviews whose callback is overdue), the card reconciler, the program rules
 * (lib/jobs/run-program-rules.ts), stale projection refreshes and housekeeping; one imports
 * eligibility files received over SFTP (minutes for a large file); one sends the e-mails to
 * employees and their reminders (lib/jobs/run-notifications.ts); the fourth is the webhook delivery pool. A partner's endpoint that never answers therefore
 * delays neither another employer's identity check nor deliveries to other endpoints, and a slow
 * mail server delays neither. All state is
 * in the database, so a stopped worker loses nothing: what was pending is picked up by the next
 * one, here or in another process (on PostgreSQL).
 */
export function startWorker(options: WorkerOptions = {}): Worker {
  const env = getEnv();
  const pollMs = options.pollMs ?? env.WORKER_POLL_MS;
  const pool = startDeliveryPool(getDb, {
    ...options.webhooks,
    concurrency: options.webhooks?.concurrency ?? env.WEBHOOK_CONCURRENCY,
    perEndpoint: options.webhooks?.perEndpoint ?? env.WEBHOOK_ENDPOINT_CONCURRENCY,
    disableAfterDays: options.webhooks?.disableAfterDays ?? env.WEBHOOK_DISABLE_AFTER_DAYS,
    pollMs,
  });
  const checks = startChecksLoop(options, pollMs);
  const files = startFilesLoop(options, pollMs);
  const mail = startMailLoop(options, pollMs);
  const wake: Record<WorkChannel, () => void> = { webhooks: pool.wake, identity: checks.wake, files: files.wake };
  const listener: Promise<WorkListener | undefined> =
    options.listen === false
      ? Promise.resolve(undefined)
      : listenForWork((channel) => wake[channel]()).catch((error: unknown) => {
          logger.warn({ err: error }, "work listener unavailable; polling only");
          return undefined;
        });
  return {
    listening: listener.then((connected) => connected !== undefined),
    stop: async () => {
      // Inside the server's bound for this shutdown step (SHUTDOWN_TIMEOUT_MS), so the database
      // never closes under a delivery still recording its attempt.
      const timeoutMs = options.stopTimeoutMs ?? env.SHUTDOWN_TIMEOUT_MS - 2_000;
      // Both loops finish what they started, within the timeout; past it, their leases hand the
      // unfinished work to the next worker.
      const [checksDone, filesDone, mailDone] = await Promise.all([
        within(checks.stop(), timeoutMs),
        within(files.stop(), timeoutMs),
        within(mail.stop(), timeoutMs),
        pool.stop(timeoutMs),
      ]);
      if (!checksDone) logger.warn("stopping with identity checks still running; they will be retried");
      if (!mailDone) logger.warn("stopping with an e-mail still being sent; it is tried again after its retry delay");
      if (!filesDone)
        logger.warn("stopping with an eligibility file still importing; another worker takes it over after its lease");
      await (await listener)?.close();
    },
  };
}

/** Identity checks, overdue reviews, card reservations, the sandbox's card deliveries, the program rules, stale projections, offboarding employers, then the audit trail's sealing, invites expired unopened (`employee.invite_expired`), onboarding completed (`employee.onboarding_completed`) (and, once per process, the SSN fingerprints of employees stored before them: lib/jobs/fingerprint-ssns.ts), until none is left; housekeeping (purges, event and audit retention) every ten minutes. */
function startChecksLoop(options: WorkerOptions, pollMs: number) {
  const env = getEnv();
  let lastHousekeeping = 0;
  const fingerprintSsns = ssnFingerprintWalk();
  return startLoop("background checks", pollMs, async () => {
    const db = await getDb();
    const done =
      (await runJob(
        "identity_checks",
        async () =>
          (await runIdentityChecks(db, options.identity)) +
          (await pollIdentityReviews(db, options.reviews)) +
          (await readCheckedDocuments(db)),
      )) +
      (await runJob(
        "card_reconciler",
        async () => (await reconcileCardReservations(db, options.cards)) + (await deliverSandboxCards(db)),
      )) +
      (await runJob("program_rules", () => runProgramRules(db, options.programRules))) +
      (await runJob("projections", () => refreshStaleProjections(db, 200))) +
      (await runJob("employee_counts", () => foldEmployeeCounts(db))) +
      (await runJob("offboarding", () => carryOutOffboarding({ ctx: systemWideContext(db, "offboarding") }))) +
      (await runJob("audit_seal", () => sealAuditTrail(db))) +
      (await runJob("ssn_fingerprints", () => fingerprintSsns(db))) +
      (await runJob("invites_expired", () => announceExpiredInvites({ ctx: systemWideContext(db, "invite-expiry") }))) +
      (await runJob("onboarding_completed", () => announceCompletedOnboarding(db)));
    if (Date.now() - lastHousekeeping > HOUSEKEEPING_EVERY_MS) {
      lastHousekeeping = Date.now();
      await runJob("purges", () => housekeeping(db, env).then(() => 1));
    }
    return done;
  });
}

/** Purges and retention, every ten minutes. */
async function housekeeping(db: Db, env: Env): Promise<void> {
  await purgeExpiredIdempotencyKeys(db);
  await purgeEndedSessions({ ctx: systemWideContext(db, "session-purge") });
  await purgeExpiredAuditRecords({ ctx: systemWideContext(db, "audit-retention") });
  // After a release that keys the chain, or a rotation of the data keys: each chain's head under the current key.
  await keyChainHeads({ ctx: systemWideContext(db, "audit-sealer") });
  await pruneExpiredEvents(db, { retentionDays: env.EVENT_RETENTION_DAYS });
  await purgeSftpFiles(db);
  await expireHeldImports({ ctx: systemWideContext(db, "held-imports") });
  await sendPendingAdverseActionNotices({ ctx: systemWideContext(db, "adverse-action-mailer") });
  await purgeExpiredAdverseActionNotices({ ctx: systemWideContext(db, "adverse-action-purge") });
  await purgeDocumentImages({
    ctx: systemWideContext(db, "document-image-purge"),
    retentionDays: env.IDENTITY_DOCUMENT_RETENTION_DAYS,
  });
  await purgeExpiredErasureRecords({ ctx: systemWideContext(db, "erasure-records-purge") });
}

/** E-mails to employees (the moments that matter, then what is queued), and the reminders' round. */
function startMailLoop(options: WorkerOptions, pollMs: number) {
  return startLoop("e-mails to employees", pollMs, async () => {
    const db = await getDb();
    return (
      (await runJob(
        "notifications",
        async () => (await runNotifications(db, options.notifications)) + (await runOnboardingReminders(db)),
      )) + (await runJob("invitations", () => sendInvitationRuns(db, options.invitations)))
    );
  });
}

/** Eligibility files received over SFTP, one at a time, each through the import service. */
function startFilesLoop(options: WorkerOptions, pollMs: number) {
  return startLoop("eligibility files", pollMs, async () => {
    const db = await getDb();
    return runJob("eligibility_files", () => processEligibilityFiles(db, options.files));
  });
}

/**
 * A loop that runs `tick` again at once while it finds work, else sleeps until `pollMs` passes or
 * it is woken (a NOTIFY). A failing tick is logged and the loop goes on. `stop` lets the round in
 * progress finish: whatever it claimed settles (within its own timeouts).
 */
function startLoop(name: string, pollMs: number, tick: () => Promise<number>) {
  const signal = new WakeSignal();
  let running = true;
  const loop = (async () => {
    while (running) {
      markWorkerTick();
      try {
        if ((await tick()) > 0) continue;
      } catch (error) {
        logger.error({ err: error }, `${name} tick failed`);
      }
      await signal.wait(pollMs);
    }
  })();
  return {
    wake: () => signal.notify(),
    stop: async () => {
      running = false;
      signal.notify();
      await loop;
    },
  };
}
