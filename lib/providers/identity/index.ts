import { createSandboxIdentityProvider } from "./sandbox";
import type { IdentityProvider } from "./types";

export type { DocumentEvidence, IdentityProvider, IdentitySubject } from "./types";

let provider: IdentityProvider | undefined;

/** The sandbox is the only adapter today; a vendor adapter slots in here behind the same type. */
export function getIdentityProvider(): IdentityProvider {
  provider ??= createSandboxIdentityProvider();
  return provider;
}

/** Tests swap in a misbehaving provider. */
export function setIdentityProvider(next: IdentityProvider | undefined): void {
  provider = next;
}
