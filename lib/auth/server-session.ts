import { cookies } from "next/headers";

import { readSession, SESSION_COOKIE, type Session } from "./session";

/** The session in a server component or layout (no Request object there). */
export async function currentSession(): Promise<Session | undefined> {
  const store = await cookies();
  const value = store.get(SESSION_COOKIE)?.value;
  if (!value) return undefined;
  return readSession(new Request("http://local/", { headers: { cookie: `${SESSION_COOKIE}=${value}` } }));
}
