"use client";

import { createContext, useContext } from "react";

/**
 * Which door a page of accounts stands behind: HR's (/admin, an employer's HR people) or the
 * operator console's (/operator, the program's own staff). Both realms share one account machinery
 * and the same sign-in, factor and account components; the door says where their API and pages
 * are, under which messages the words that differ live, and what its account API offers.
 */
export type AccountDoor = {
  /** The door's name: its messages' namespace (`admin.signIn.title`, `operator.signIn.title`) and its queries' first key. */
  name: "admin" | "operator";
  /** Where its API is: `${api}/sign-in`, `${api}/account`. */
  api: "/api/admin" | "/api/operator";
  /** Where its pages are: `${pages}/sign-in`, `${pages}/account`; `pages` itself is its home. */
  pages: "/admin" | "/operator";
  /** What the account page may do beyond adding factors, as the door's API allows it. */
  account: {
    /** Remove a passkey or the authenticator app. */
    removeFactors: boolean;
    /** Replace the recovery codes with new ones. */
    newRecoveryCodes: boolean;
    /** List the account's sessions and end them. */
    sessions: boolean;
  };
};

export const HR_DOOR: AccountDoor = {
  name: "admin",
  api: "/api/admin",
  pages: "/admin",
  account: { removeFactors: true, newRecoveryCodes: true, sessions: true },
};

/** The console's account API offers what HR's does (docs/operator.md); an operator keeps one factor. */
export const OPERATOR_DOOR: AccountDoor = {
  name: "operator",
  api: "/api/operator",
  pages: "/operator",
  account: { removeFactors: true, newRecoveryCodes: true, sessions: true },
};

/** HR's unless a page says otherwise, so every HR page works as it always has without a provider. */
export const AccountDoorContext = createContext<AccountDoor>(HR_DOOR);

export const useAccountDoor = (): AccountDoor => useContext(AccountDoorContext);
