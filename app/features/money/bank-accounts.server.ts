import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import type { BankAccount } from "~/platform/contract/money";
import { requireRealAccount } from "~/session/session.server";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import { withNextKey } from "~/forms/money.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { MONEY_DONE, MONEY_PATHS } from "./paths";
import { inCentre } from "~/session/centre-path";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";

export interface BankAccountsView {
  accounts: Result<BankAccount[]>;
  /** The add form's rules for the browser, made from its schema. */
  rules: FormRules;
}

/** The security centre's bank-accounts tab: the player's accounts (masked by the platform), add, remove. */
export async function bankAccountsLoader({ request, context }: LoaderFunctionArgs): Promise<BankAccountsView> {
  requireRealAccount(request, context);
  const accounts = await settled(context.platform.bank.list());
  return {
    accounts: accounts.ok ? { ok: true, value: accounts.value.accounts } : accounts,
    rules: addBankRules,
  };
}

const name = z.string({ required_error: "money.textRequired" }).trim().min(2, "money.textRequired").max(64, "money.textRequired");

export const addBankSchema = z.object({
  intent: z.literal("add"),
  bankName: name,
  accountName: name,
  accountNumber: z
    .string({ required_error: "money.accountNumberInvalid" })
    .transform((value) => value.replace(/[\s-]/g, ""))
    // A refinement, not a pattern: the browser has no rule for it, as it takes the spaces and dashes this removes.
    .refine((value) => /^\d{6,24}$/.test(value), "money.accountNumberInvalid"),
});
const addBankRules = formRules(addBankSchema);

export const removeBankSchema = z.object({
  intent: z.literal("remove"),
  id: z.coerce
    .number({ required_error: "money.invalidField", invalid_type_error: "money.invalidField" })
    .int("money.invalidField")
    .positive("money.invalidField")
    .max(2 ** 31, "money.invalidField"),
});

const bankFormSchema = z.discriminatedUnion("intent", [addBankSchema, removeBankSchema], {
  errorMap: () => ({ message: "money.invalidField" }),
});

/** `intent=add` adds an account; `intent=remove` removes one of the player's (the platform refuses another player's id). */
export async function bankAccountsAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), bankFormSchema);
  const form = submission.payload.intent === "remove" ? "removeBank" : "addBank";
  if (submission.status !== "success") return invalidReply(form, submission, withNextKey());
  try {
    if (submission.value.intent === "add") {
      const { bankName, accountName, accountNumber } = submission.value;
      await context.platform.bank.add({ bankName, accountName, accountNumber });
    } else {
      await context.platform.bank.remove({ id: submission.value.id });
    }
  } catch (error) {
    return refusedReply(form, submission, failureOf(error), withNextKey());
  }
  const message = submission.value.intent === "add" ? MONEY_DONE.bankAdded : "money.bankRemoved";
  return redirectWithFlash(inCentre(MONEY_PATHS.bankAccounts, new URL(request.url).pathname), { kind: "success", message }, context);
}
