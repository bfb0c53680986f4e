import { afterEach, describe, expect, it } from "vitest";

import { resetEnvCache } from "@/lib/env";
import { mintSandboxDetailsKey, verifySandboxDetailsKey } from "@/lib/providers/issuing/sandbox-card-details";

import { createOptOutToken, readOptOutToken } from "./opt-out-token";
import { createSessionCookie, readSession } from "./session";

const OLD = "old-session-secret-0123456789-0123456789";
const NEW = "new-session-secret-0123456789-0123456789";
const OTHER = "another-secret-nobody-used-0123456789-01";

function useSecrets(current: string, previous?: string) {
  process.env.SESSION_SECRET = current;
  if (previous) process.env.SESSION_SECRET_PREVIOUS = previous;
  else delete process.env.SESSION_SECRET_PREVIOUS;
  resetEnvCache();
}

afterEach(() => {
  delete process.env.SESSION_SECRET;
  delete process.env.SESSION_SECRET_PREVIOUS;
  resetEnvCache();
});

const cookieRequest = (cookie: string) =>
  new Request("http://localhost/", { headers: { cookie: cookie.split(";")[0]! } });
const employee = { kind: "employee", employeeId: "empl_1", employerId: "empr_1", version: 1 } as const;
const subject = { employeeId: "empl_1", employerId: "empr_1" };

describe("rotating SESSION_SECRET", () => {
  it("keeps what the previous secret sealed working while it is SESSION_SECRET_PREVIOUS, and seals anew with the current one", async () => {
    useSecrets(OLD);
    const { cookie } = await createSessionCookie(employee);
    const token = await createOptOutToken(subject);
    const key = mintSandboxDetailsKey({ providerId: "ic_1", nonce: "n" });

    useSecrets(NEW, OLD);
    expect(await readSession(cookieRequest(cookie))).toMatchObject(employee);
    expect(await readOptOutToken(token)).toEqual(subject);
    expect(verifySandboxDetailsKey({ providerId: "ic_1", nonce: "n", secret: key.secret })).toBe(true);
    const { cookie: fresh } = await createSessionCookie(employee);

    // The previous secret removed: what it sealed no longer opens; what the current one sealed does.
    useSecrets(NEW);
    expect(await readSession(cookieRequest(cookie))).toBeUndefined();
    expect(await readOptOutToken(token)).toBeUndefined();
    expect(verifySandboxDetailsKey({ providerId: "ic_1", nonce: "n", secret: key.secret })).toBe(false);
    expect(await readSession(cookieRequest(fresh))).toMatchObject(employee);
  });

  it("opens nothing sealed with a secret that is neither current nor previous", async () => {
    useSecrets(OTHER);
    const { cookie } = await createSessionCookie(employee);
    useSecrets(NEW, OLD);
    expect(await readSession(cookieRequest(cookie))).toBeUndefined();
  });
});
