import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { amountFormatter } from "~/format/money.server";
import { NO_STORE } from "~/http/cache-headers";
import { settled } from "~/platform/result.server";
import { isTrialAccount } from "~/session/roles";
import { getSession, requireRealAccount } from "~/session/session.server";
import { termsView } from "./contracts.server";
import { CONTRACT_CHECK_PARAM, CONTRACT_POPUP_PATH } from "./popup-path";
import { respondSchema } from "./offer-form.server";
import type { ContractPopupView } from "./types";

/**
 * The contract popup (`/contract`, over the home): the new contract requests waiting for
 * the signed-in account, each to accept or reject. Any real account (a member offered a
 * contract by its agent, or an agent); visitors sign in first.
 */
export async function contractPopupLoader({ request, context }: LoaderFunctionArgs) {
  // The home's trigger only asks whether anything waits: an account signed out meanwhile (its
  // layout not yet reloaded) has nothing waiting, rather than a redirect to the sign-in that the
  // trigger's fetch would follow.
  const user = getSession(context);
  if (new URL(request.url).searchParams.has(CONTRACT_CHECK_PARAM) && (!user || isTrialAccount(user.isAgent))) {
    return data<ContractPopupView>({ pending: { ok: true, value: [] } }, { headers: NO_STORE });
  }
  requireRealAccount(request, context);
  const [pending, money] = await Promise.all([settled(context.platform.contracts.pending()), amountFormatter(context)]);
  const view: ContractPopupView = {
    pending: pending.ok
      ? {
          ok: true,
          value: pending.value.list.map((contract) => ({
            id: contract.id,
            kind: contract.kind,
            upline: contract.upline,
            terms: termsView(contract.terms, money),
          })),
        }
      : pending,
  };
  return data(view, { headers: NO_STORE });
}

/** The popup answers only the holder's first decision: accept or reject. */
export const popupRespondSchema = respondSchema.extend({
  action: z.enum(["accept", "reject"], { errorMap: () => ({ message: "money.choose" }) }),
});

export async function contractPopupAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), popupRespondSchema);
  if (submission.status !== "success") return invalidReply("respond", submission);
  try {
    await context.platform.contracts.respond({ contractId: submission.value.contractId, action: submission.value.action });
  } catch (error) {
    return refusedReply("respond", submission, failureOf(error));
  }
  const message = submission.value.action === "accept" ? "agentContracts.popupAccepted" : "agentContracts.popupRejected";
  return redirectWithFlash(CONTRACT_POPUP_PATH, { kind: "success", message }, context);
}
