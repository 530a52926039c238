import { securityTabPath } from "~/features/security/tabs";

/** The verification form's name (its element id and its replies' `form`). */
export const KYC_FORM = "kyc";
/** The security centre's verification tab: where the player sends one and sees where it stands. */
export const KYC_PATH = securityTabPath("verification");
