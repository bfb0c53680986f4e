import { and, eq, isNull } from "drizzle-orm";

import { accounts, adminUsers, employers, employerSso, type EmployerSsoRow } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { encrypt } from "@/lib/crypto/encryption";
import { securitySettingChanges, type SecuritySettingChange } from "@/lib/domain/hr/security-settings-changes";
import { normalizeEmailDomain } from "@/lib/domain/hr/sso-policy";
import { getEnv } from "@/lib/env";
import { validationFailed, type FieldError } from "@/lib/errors/app-error";

import { recordAudit } from "../audit/record-audit";
import { requireStepUp } from "../accounts/step-up";
import { notifySecurityChange } from "../security-notices/notify-security-change";
import { demoteSessionsWithoutFactor } from "../sessions/admin-sessions";
import { authorize } from "../authorize";
import type { EmployerContext, TxContext } from "../context";

import { followProviderChange } from "./follow-provider-change";
import { type SsoSettingsInput, ssoSecretContext } from "./security-settings";
import { getSecuritySettings } from "./get-security-settings";

/**
 * Changes "require MFA" and single sign-on. The issuer must be https (plain http only for a
 * provider on this machine, outside production), the domains are kept in their normalised form,
 * and "require SSO" needs a break-glass owner who is one of the employer's active owners — so
 * nobody is locked out when the provider is down. The client secret is sealed; null SSO removes it.
 */
export async function updateSecuritySettings({
  ctx,
  input,
}: {
  ctx: EmployerContext;
  input: { requireMfa?: boolean; sso?: SsoSettingsInput | null };
}) {
  authorize(ctx.actor, "settings.manage");
  await requireStepUp({ ctx });
  let changes: SecuritySettingChange[] = [];
  const saved = await inTransaction(ctx, async (tx) => {
    let demotedSessions = 0;
    const [employer] = await tx.db
      .select({ requireMfa: employers.requireMfa })
      .from(employers)
      .where(eq(employers.id, tx.employerId));
    const [stored] = await tx.db.select().from(employerSso).where(eq(employerSso.employerId, tx.employerId));
    if (input.requireMfa !== undefined) {
      await tx.db.update(employers).set({ requireMfa: input.requireMfa }).where(eq(employers.id, tx.employerId));
      // On: nobody without a factor keeps a full session for the rest of its eight hours.
      if (input.requireMfa) demotedSessions = await demoteSessionsWithoutFactor({ ctx: tx, employerId: tx.employerId });
    }
    let ssoAfter: Parameters<typeof securitySettingChanges>[0]["sso"];
    if (input.sso === null) {
      const [removed] = await tx.db
        .delete(employerSso)
        .where(eq(employerSso.employerId, tx.employerId))
        .returning({ issuer: employerSso.issuer });
      await followProviderChange({ ctx: tx, before: removed, after: null });
      ssoAfter = { before: stored, after: null, secretReplaced: false };
    } else if (input.sso) {
      const columns = await ssoColumns(tx, input.sso, stored);
      await tx.db
        .insert(employerSso)
        .values({ employerId: tx.employerId, ...columns })
        .onConflictDoUpdate({ target: employerSso.employerId, set: { ...columns, updatedAt: new Date() } });
      await followProviderChange({ ctx: tx, before: stored, after: columns });
      ssoAfter = { before: stored, after: columns, secretReplaced: Boolean(input.sso.clientSecret && stored) };
    }
    changes = securitySettingChanges({
      ...(input.requireMfa !== undefined && employer
        ? { requireMfa: { before: employer.requireMfa, after: input.requireMfa } }
        : {}),
      ...(ssoAfter ? { sso: ssoAfter } : {}),
    });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "settings.updated",
        details: {
          settings: "security",
          fields: [
            ...(input.requireMfa !== undefined ? ["requireMfa"] : []),
            ...(input.sso === null ? ["sso.removed"] : input.sso ? ["sso"] : []),
            ...(input.sso?.clientSecret ? ["sso.clientSecret"] : []),
          ],
          ...(input.requireMfa !== undefined ? { requireMfa: input.requireMfa } : {}),
          ...(demotedSessions > 0 ? { sessionsSentToEnrol: demotedSessions } : {}),
          ...(input.sso ? { ssoEnabled: input.sso.enabled, ssoRequired: input.sso.required } : {}),
        },
      },
    });
    return getSecuritySettings({ ctx: tx as EmployerContext });
  });
  // Every owner hears of it, with the person who made it: a stolen owner session re-pointing
  // single sign-on is what this tells them.
  if (ctx.actor.type === "admin" && (input.requireMfa !== undefined || input.sso !== undefined))
    await notifySecurityChange({
      ctx,
      holder: { accountId: ctx.actor.adminId, realm: "hr", employerId: ctx.employerId },
      change: { kind: "security_settings_changed", changes },
      audience: "self_and_owners",
    });
  return saved;
}

async function ssoColumns(tx: TxContext, input: SsoSettingsInput, stored: EmployerSsoRow | undefined) {
  const errors: FieldError[] = [];
  const problem = (path: string, code: string, message: string) => errors.push({ path: `/sso${path}`, code, message });
  let issuer: URL | undefined;
  try {
    issuer = new URL(input.issuer);
  } catch {
    problem("/issuer", "invalid_url", "Enter the provider's issuer URL, starting with https://.");
  }
  const loopback = issuer && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
  if (
    issuer &&
    issuer.protocol !== "https:" &&
    !(issuer.protocol === "http:" && loopback && getEnv().APP_ENV !== "production")
  )
    problem("/issuer", "https_required", "The issuer must start with https://.");
  const domains = input.allowedDomains.map((domain) => normalizeEmailDomain(domain));
  domains.forEach((domain, index) => {
    if (!domain) problem(`/allowedDomains/${index}`, "invalid_domain", "Enter a domain such as example.com.");
  });
  if (input.allowedDomains.length === 0) problem("/allowedDomains", "required", "List at least one e-mail domain.");
  if (!input.clientSecret && !stored?.clientSecretEncrypted)
    problem("/clientSecret", "required", "Enter the client secret the provider gave you.");
  if (input.required) {
    if (!input.breakGlassAdminId)
      problem("/breakGlassAdminId", "required", "Choose an owner who may still sign in with a password.");
    else {
      const [owner] = await tx.db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .innerJoin(accounts, eq(accounts.id, adminUsers.id))
        .where(
          and(
            eq(adminUsers.id, input.breakGlassAdminId),
            eq(adminUsers.employerId, tx.employerId),
            eq(adminUsers.role, "owner"),
            isNull(accounts.disabledAt),
          ),
        );
      if (!owner) problem("/breakGlassAdminId", "not_an_owner", "Choose one of your active owners.");
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
  return {
    enabled: input.enabled,
    // As entered: the issuer is an identifier the provider's discovery document must match exactly
    // (some end in a slash, some do not).
    issuer: input.issuer.trim(),
    clientId: input.clientId,
    ...(input.clientSecret
      ? {
          clientSecretEncrypted: encrypt(input.clientSecret, ssoSecretContext(tx.employerId)),
          clientSecretLastFour: input.clientSecret.slice(-4),
        }
      : {}),
    allowedDomains: [...new Set(domains as string[])],
    roleClaim: input.roleClaim,
    scopes: [...new Set(input.scopes)],
    roleMapping: input.roleMapping,
    defaultRole: input.defaultRole,
    required: input.required,
    breakGlassAdminId: input.required ? input.breakGlassAdminId : null,
  };
}
