import { ERRORS, type ErrorKey } from "@mall/contract";

/** An expected failure: answered as code "1" with the catalogue sentence. */
export class DomainError extends Error {
  constructor(
    readonly key: ErrorKey,
    /** Overrides the catalogue sentence where the contract names a more specific one. */
    readonly msgOverride?: string,
  ) {
    super(msgOverride ?? ERRORS[key].zh);
  }
}

/** No session, an expired one, or a disabled user: answered as code "403". */
export class SessionError extends Error {
  constructor(readonly key: ErrorKey = "notLoggedIn") {
    super(ERRORS[key].zh);
  }
}

export const fail = (key: ErrorKey, msgOverride?: string): never => {
  throw new DomainError(key, msgOverride);
};
