import { z } from "zod";
import { profileText } from "~/features/security/profile-schema";
import { KYC_ID_TYPES, type KycField } from "~/platform/contract/kyc";

/**
 * The verification's profile step: the profile details a verification asks for, each with the
 * profile's own rule (trimmed, at most 64 characters) and required here, as the platform needs
 * every one of them; the ID type from the platform's list and the ID number in its shape.
 * Messages are translation keys.
 */
export const kycProfileSchema = z.object({
  nationality: profileText,
  placeOfBirth: profileText,
  occupation: profileText,
  sourceOfIncome: profileText,
  currentAddress: profileText,
  permanentAddress: profileText,
  idType: z.enum(KYC_ID_TYPES, { errorMap: () => ({ message: "security.kyc.idTypeRequired" }) }),
  idNumber: profileText.regex(/^[A-Za-z0-9-]{4,32}$/, "security.kyc.idNumberInvalid"),
}) satisfies z.ZodType<Record<KycField, string>>;
export type KycProfileForm = z.output<typeof kycProfileSchema>;
