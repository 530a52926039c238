import type { AccountType, Contract, ValueOf } from "../../app/platform/contract";
import type { Db } from "../db/index";
import { SandboxError } from "./errors";
import type { AccountRow } from "./accounts";
import { passwordExpired } from "./account-passwords";
import { refuseUntilCameBack } from "./come-back";
import { refuseIfExcluded } from "./exclusions";
import { clearAttempts } from "./login-attempts";
import { refuseSignInIfListed } from "./national-register";
import { recordSecurityEvent } from "./security-events";
import { issueSession, recordSignIn, type SignInOrigin } from "./sessions";

export type SignedIn = ValueOf<Contract["auth"]["login"]>;

/**
 * The end of every successful sign-in, by password or by SMS code: the counters kept under
 * `attemptsKey` (the username, or the mobile number) are cleared and a session is issued.
 * A frozen account (an agent froze it) is refused, and so is an account a time-out or
 * self-exclusion covers (SELF_EXCLUDED / TIMED_OUT with its end), one the national
 * self-exclusion register lists where the merchant checks it (NATIONALLY_EXCLUDED), and one that
 * has not come back from an ended self-exclusion (EXCLUSION_ENDED, with the come-back steps'
 * ticket): every way in ends here, so none gets round it. Every sign-in is recorded with its session and in the sign-in history (`origin`). firstTimeLogin stays true until the first-login step is done (firstLogin.complete).
 */
export function completeSignIn(db: Db, account: AccountRow, attemptsKey: string, now: Date, origin: SignInOrigin): SignedIn {
  // Only after the password or code was right, so a wrong guess never learns the account is frozen.
  if (account.status === "FROZEN") throw new SandboxError("ACCOUNT_FROZEN");
  refuseIfExcluded(db, account, now);
  refuseSignInIfListed(db, account);
  refuseUntilCameBack(db, account, origin.ip, now);
  return db.transaction(() => {
    clearAttempts(db, account.merchant, attemptsKey);
    db.prepare("UPDATE accounts SET last_login_at = ? WHERE id = ?").run(now.toISOString(), account.id);
    const session = issueSession(db, { id: account.id, merchant: account.merchant }, now, origin);
    // A sign-in from a browser this account never signed in with: the player is told.
    if (recordSignIn(db, account.id, origin, "success", now)) recordSecurityEvent(db, account.id, "security.newDevice", now);
    return {
      ...session,
      username: account.username,
      isAgent: account.is_agent as AccountType,
      firstTimeLogin: account.first_login === 1,
      passwordExpired: passwordExpired(account, now),
      defaultPassword: account.password_is_default === 1,
    };
  })();
}
