import { formSchema, type FormSchema, type Rule } from "~/features/auth/schema";
import { MESSAGE_PAGE_SIZE } from "~/platform/contract/member-centre";

/**
 * The inbox's forms: the list's (mark the ticked messages read, mark all read, delete the
 * ticked ones) and the message page's (delete it). Ids are the checkboxes' `id` values.
 * Messages are translation keys; checked on the server (the forms post without JavaScript).
 */

export const LIST_INTENTS = ["read", "read-all", "delete"] as const;
export type ListIntent = (typeof LIST_INTENTS)[number];

const ID = /^\d{1,15}$/;

/** One or more message ids (at most a page of them). */
const messageIds: Rule<number[]> = (raw) => {
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (values.length === 0) return { message: "messages.noneSelected" };
  if (values.length > MESSAGE_PAGE_SIZE || !values.every((value) => typeof value === "string" && ID.test(value))) {
    return { message: "common.required" };
  }
  return { value: [...new Set(values.map(Number))] };
};

const intent: Rule<ListIntent> = (raw) =>
  typeof raw === "string" && (LIST_INTENTS as readonly string[]).includes(raw)
    ? { value: raw as ListIntent }
    : { message: "common.required" };

/** The page the list was on, to come back to (anything odd: the first). */
const page: Rule<string | undefined> = (raw) => ({ value: typeof raw === "string" ? raw : undefined });

export type ListForm = { intent: ListIntent; id?: number[]; page?: string };

const withIds = formSchema<ListForm>({ intent, id: messageIds, page });
const withoutIds = formSchema<ListForm>({ intent, page, id: () => ({ value: undefined }) });

/** Marking all read takes no ids; the other buttons need at least one ticked. */
export const listFormSchema: FormSchema<ListForm> = {
  fields: ["intent", "id", "page"],
  check: (payload) => (payload.intent === "read-all" ? withoutIds : withIds).check(payload),
};

/** The message page's delete: the id is the page's own. */
export const deleteOneSchema = formSchema<{ intent: "delete" }>({
  intent: (raw) => (raw === "delete" ? { value: "delete" as const } : { message: "common.required" }),
});
