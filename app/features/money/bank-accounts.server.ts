import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { BankAccount } from "~/platform/contract/money";
import { requireRealAccount } from "~/session/session.server";
import { invalid, parseForm, refused } from "./forms.server";
import { MONEY_PATHS } from "./paths";
import { settled } from "./results.server";
import type { Result } from "./types";

export interface BankAccountsView {
  accounts: Result<BankAccount[]>;
  /** What the last post did (`?done=added|removed`). */
  done: "added" | "removed" | null;
}

/** The security centre's bank-accounts tab: the player's accounts (masked by the platform), add, remove. */
export async function bankAccountsLoader({ request, context }: LoaderFunctionArgs): Promise<BankAccountsView> {
  requireRealAccount(request, context);
  const done = new URL(request.url).searchParams.get("done");
  const accounts = await settled(context.platform.bank.list());
  return {
    accounts: accounts.ok ? { ok: true, value: accounts.value.accounts } : accounts,
    done: done === "added" || done === "removed" ? done : null,
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
    .pipe(z.string().regex(/^\d{6,24}$/, "money.accountNumberInvalid")),
});

export const removeBankSchema = z.object({
  intent: z.literal("remove"),
  id: z.coerce
    .number({ invalid_type_error: "money.invalidField" })
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
  if (submission.status !== "success") return invalid(form, submission);
  try {
    if (submission.value.intent === "add") {
      const { bankName, accountName, accountNumber } = submission.value;
      await context.platform.bank.add({ bankName, accountName, accountNumber });
    } else {
      await context.platform.bank.remove({ id: submission.value.id });
    }
  } catch (error) {
    return refused(form, submission, error);
  }
  return redirect(`${MONEY_PATHS.bankAccounts}?done=${submission.value.intent === "add" ? "added" : "removed"}`);
}
