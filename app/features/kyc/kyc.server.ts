import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { readImages, type ImageProblem, type Proof } from "~/features/money/images.server";
import { platformErrorCode } from "~/platform/platform-error";
import { formatDateTime } from "~/format/dates";
import { playerZone } from "~/format/zone.server";
import { amountFormatter } from "~/format/money.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
import { NO_STORE } from "~/http/cache-headers";
import { KYC_DOCUMENTS, type KycDocument, type KycField, type KycStatus } from "~/platform/contract/kyc";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";
import { kycProfileSchema } from "./kyc-schema";
import { KYC_FORM, KYC_PATH } from "./paths";

export type KycView =
  | {
      ok: true;
      status: KycStatus;
      /** Why the back office refused it (REJECTED only), as it wrote it: shown as text, never as markup. */
      reason: string | null;
      submittedAt: string | null;
      decidedAt: string | null;
      /** The withdrawal amount above which verification is needed ("" when every withdrawal needs it); null: none does. */
      threshold: string | null;
      /** What the form starts with: the profile's own details where it has them. */
      values: Partial<Record<KycField, string>>;
      rules: FormRules;
    }
  | { ok: false; code: ErrorCode };

const RULES = formRules(kycProfileSchema);

/** The verification tab: its status and, when the player may send one, the form. Per player, never cached. */
export async function kycLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  let view: KycView;
  try {
    const [state, profile, format] = await Promise.all([
      context.platform.kyc.status(),
      // The form's starting values only: the tab works without them.
      context.platform.profile.get().catch(() => null),
      amountFormatter(context),
    ]);
    const profileValue = (name: string) => profile?.fields.find((field) => field.name === name)?.value || undefined;
    const zone = playerZone(context);
    view = {
      ok: true,
      status: state.status,
      reason: state.reason,
      submittedAt: state.submittedAt ? formatDateTime(state.submittedAt, zone) : null,
      decidedAt: state.decidedAt ? formatDateTime(state.decidedAt, zone) : null,
      threshold: state.thresholdCents === null ? null : state.thresholdCents === 0 ? "" : format(state.thresholdCents),
      values: {
        nationality: profileValue("nationality"),
        placeOfBirth: profileValue("placeOfBirth"),
        occupation: profileValue("occupation"),
        sourceOfIncome: profileValue("sourceOfIncome"),
        currentAddress: profileValue("address"),
        idNumber: profileValue("idNumber"),
      },
      rules: RULES,
    };
  } catch (error) {
    view = { ok: false, code: platformErrorCode(error) };
  }
  return data(view, { headers: NO_STORE });
}

const DOCUMENT_PROBLEMS: Record<ImageProblem, string> = {
  count: "security.kyc.documentCount",
  type: "security.kyc.documentType",
  size: "security.kyc.documentSize",
};

/** One image per document, checked as every upload is (`readImages`); each refusal as its field's message. */
async function readDocuments(form: FormData) {
  const documents: Array<Proof & { kind: KycDocument }> = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const kind of KYC_DOCUMENTS) {
    const read = await readImages(form.getAll(kind), 1);
    if ("problem" in read) fieldErrors[kind] = [DOCUMENT_PROBLEMS[read.problem]];
    else if (read.images.length === 0) fieldErrors[kind] = ["security.kyc.documentRequired"];
    else documents.push({ kind, ...read.images[0] });
  }
  return { documents, fieldErrors };
}

/** Sends the verification (profile details and the four documents, in memory only) to the platform, then shows it pending. */
export async function kycAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const form = await request.formData();
  const submission = parseForm(form, kycProfileSchema);
  const { documents, fieldErrors } = await readDocuments(form);
  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) {
    return invalidReply(KYC_FORM, submission, { fieldErrors });
  }
  try {
    await context.platform.kyc.submit({ profile: submission.value, documents });
  } catch (error) {
    return refusedReply(KYC_FORM, submission, failureOf(error));
  }
  return redirectWithFlash(KYC_PATH, { kind: "success", message: "security.kyc.sent" }, context);
}
