import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { parsePage } from "~/ui/paging";
import { platformErrorCode } from "~/platform/platform-error";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import type { FormRules } from "~/forms/rules";
import { formRules } from "~/forms/rules.server";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";
import { inCentre } from "~/session/centre-path";
import { MESSAGES_PATH } from "./paths";
import { deleteOneSchema, listFormSchema } from "./schema";
import { NO_STORE } from "~/http/cache-headers";

export interface MessageSummaryView {
  id: number;
  title: string;
  sentAt: string;
  read: boolean;
}

export type MessageListView =
  | {
      ok: true;
      items: MessageSummaryView[];
      page: number;
      totalPages: number;
      total: number;
      unread: number;
    }
  | { ok: false; code: ErrorCode };

export type MessageView =
  { ok: true; id: number; title: string; sentAt: string; paragraphs: string[]; justRead: boolean } | { ok: false; code: ErrorCode };

/** A page of the inbox and its form's rules (from its schema, for the browser's own check). */
export type MessageListData = MessageListView & { rules: FormRules };
/** A message and its delete form's rules. */
export type MessageData = MessageView & { rules: FormRules };

const LIST_RULES = formRules(listFormSchema);
const DELETE_RULES = formRules(deleteOneSchema);

const noStore = { headers: NO_STORE };

/** `/member/messageV2?page=`: a page of the inbox (a bad page number is the first). Per player, never cached. */
export async function messageListLoader({ request, context }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  const query = new URL(request.url).searchParams;
  let view: MessageListView;
  try {
    const list = await context.platform.messages.list({ page: parsePage(query.get("page")) });
    view = { ok: true, ...list };
  } catch (error) {
    view = { ok: false, code: platformErrorCode(error) };
  }
  return data<MessageListData>({ ...view, rules: LIST_RULES }, noStore);
}

/** The list's buttons: mark the ticked messages read, mark all read, or delete the ticked ones; then the list again. */
export async function messageListAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), listFormSchema);
  if (submission.status !== "success") return invalidReply("messages", submission);
  const { intent, page } = submission.value;
  const ids = submission.value.id ?? [];
  try {
    if (intent === "delete") await context.platform.messages.delete({ ids });
    else await context.platform.messages.markRead(intent === "read-all" ? { all: true } : { ids });
  } catch (error) {
    return refusedReply("messages", submission, failureOf(error));
  }
  const pageNumber = parsePage(page ?? null);
  const back = inCentre(pageNumber > 1 ? `${MESSAGES_PATH}?page=${pageNumber}` : MESSAGES_PATH, new URL(request.url).pathname);
  return redirectWithFlash(back, { kind: "success", message: intent === "delete" ? "messages.deleted" : "messages.markedRead" }, context);
}

/** A message id from the address: digits only, else none (the page says it was not found, the platform is not asked). */
const idOf = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null);

/**
 * `/member/messageV2/<id>`: one message. Opening it marks it read (as a mail client does):
 * the platform call is idempotent, so a reload or a prefetch changes nothing more.
 */
export async function messageLoader({ request, context, params }: LoaderFunctionArgs) {
  requireRealAccount(request, context);
  const id = idOf(params.id);
  if (id === null) return data<MessageData>({ ok: false, code: "NOT_FOUND", rules: DELETE_RULES }, { status: 404, ...noStore });
  try {
    const message = await context.platform.messages.detail({ id });
    if (!message.read) await context.platform.messages.markRead({ ids: [id] });
    const view: MessageView = {
      ok: true,
      id: message.id,
      title: message.title,
      sentAt: message.sentAt,
      // Plain text from the platform: paragraphs are separated by blank lines, rendered as text (never as HTML).
      paragraphs: message.content
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      justRead: !message.read,
    };
    return data<MessageData>({ ...view, rules: DELETE_RULES }, noStore);
  } catch (error) {
    const code = platformErrorCode(error);
    return data<MessageData>({ ok: false, code: code, rules: DELETE_RULES }, { status: code === "NOT_FOUND" ? 404 : 200, ...noStore });
  }
}

/** The message page's delete: then the list, saying so. */
export async function messageAction({ request, context, params }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), deleteOneSchema);
  const id = idOf(params.id);
  if (submission.status !== "success" || id === null) return invalidReply("message", submission);
  try {
    await context.platform.messages.delete({ ids: [id] });
  } catch (error) {
    return refusedReply("message", submission, failureOf(error));
  }
  const back = inCentre(MESSAGES_PATH, new URL(request.url).pathname);
  return redirectWithFlash(back, { kind: "success", message: "messages.deleted" }, context);
}
