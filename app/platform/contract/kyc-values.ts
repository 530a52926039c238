/*
 * Identity verification's values, apart from its calls (kyc.ts) so that a page's code can list
 * them without bringing the contract's schemas into the browser.
 */

export const KYC_STATUSES = ["NOT_STARTED", "PENDING", "APPROVED", "REJECTED"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The documents a verification carries, one image each. */
export const KYC_DOCUMENTS = ["idFront", "idBack", "proofOfAddress", "selfie"] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number];

/** The identity documents the platform accepts. */
export const KYC_ID_TYPES = ["PASSPORT", "DRIVERS_LICENSE", "NATIONAL_ID", "UMID", "SSS", "POSTAL_ID"] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];

/** The profile details a verification asks for, in the order the form shows them. */
export const KYC_FIELDS = [
  "nationality",
  "placeOfBirth",
  "occupation",
  "sourceOfIncome",
  "currentAddress",
  "permanentAddress",
  "idType",
  "idNumber",
] as const;
export type KycField = (typeof KYC_FIELDS)[number];
