import { z } from "zod";
import { MESSAGE_PAGE_SIZE } from "~/platform/contract/member-centre";

/**
 * The inbox's forms: the list's (mark the ticked messages read, mark all read, delete the
 * ticked ones) and the message page's (delete it). Ids are the checkboxes' `id` values.
 * Messages are translation keys.
 */

export const LIST_INTENTS = ["read", "read-all", "delete"] as const;
export type ListIntent = (typeof LIST_INTENTS)[number];

const ID = /^\d{1,15}$/;

const intent = z.enum(LIST_INTENTS, { errorMap: () => ({ message: "common.required" }) });

export type ListForm = { intent: ListIntent; id?: number[]; page?: string };

/**
 * Marking all read takes no ids (whatever was ticked); the other buttons need at least one
 * ticked, at most a page of them. The page the list was on comes back with it (anything
 * odd: the first).
 */
export const listFormSchema = z
  .object({
    intent,
    id: z.array(z.unknown()).optional(),
    page: z.unknown().optional(),
  })
  .transform((value, ctx): ListForm => {
    const page = typeof value.page === "string" ? value.page : undefined;
    if (value.intent === "read-all") return { intent: value.intent, page };
    const ids = value.id ?? [];
    if (ids.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["id"], message: "messages.noneSelected" });
      return z.NEVER;
    }
    if (ids.length > MESSAGE_PAGE_SIZE || !ids.every((id) => typeof id === "string" && ID.test(id))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["id"], message: "common.required" });
      return z.NEVER;
    }
    return { intent: value.intent, id: [...new Set(ids.map(Number))], page };
  });

/** The message page's delete: the id is the page's own. */
export const deleteOneSchema = z.object({
  intent: z.literal("delete", { errorMap: () => ({ message: "common.required" }) }),
});
