import type { Flags } from "~/brand/flags.server";

/** What a password sign-in answers about the password (auth.login). */
interface SignedInPassword {
  defaultPassword: boolean;
  passwordExpired: boolean;
}

/**
 * After a password sign-in the password must be changed first when it is the
 * merchant's default one, or when it has expired and the brand enforces expiry
 * (PWDEXPFORCECHANGE3). Not after an SMS or third-party sign-in: those never call this.
 */
export function passwordChangeDue(signIn: SignedInPassword, flags: Pick<Flags, "PWDEXPFORCECHANGE3">): boolean {
  return signIn.defaultPassword || (signIn.passwordExpired && flags.PWDEXPFORCECHANGE3);
}
