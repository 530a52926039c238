import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { failureOf, invalidReply, parseForm, refusedReply } from "~/forms/reply.server";
import type { ActiveSession, SignInEntry } from "~/platform/contract/sessions";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { requireRealAccount, revokeSessions } from "~/session/session.server";
import { securityTabPath } from "~/features/security/tabs";
import { parsePage } from "~/ui/paging";
import type { DeviceName } from "./device-label";
import { deviceOf, placeOf } from "./device.server";

/** What the sessions and history pages show of a session or sign-in: its device named, its place found, the raw user agent kept as text. */
interface Shown {
  device: DeviceName;
  userAgent: string;
  ip: string;
  place: string;
}

export type SessionRow = Shown & Pick<ActiveSession, "id" | "current" | "brand" | "method" | "signedInAt" | "lastSeenAt">;
export type HistoryRow = Shown & Pick<SignInEntry, "id" | "at" | "method" | "outcome" | "newDevice">;

export interface SessionsView {
  sessions: Result<SessionRow[]>;
}

export interface HistoryView {
  history: Result<{ entries: HistoryRow[]; page: number; totalPages: number }>;
}

export const SESSIONS_FORM = "sessions";
const PAGE_SIZE = 20;
/** The history call takes pages up to 10,000 (its contract's bound); a later one is the first page. */
const HISTORY_LAST_PAGE = 10_000;

function shown(row: { userAgent: string; ip: string; country: string }, language: Parameters<typeof placeOf>[1]): Shown {
  return { device: deviceOf(row.userAgent), userAgent: row.userAgent, ip: row.ip, place: placeOf(row.country, language) };
}

/** The sessions tab: the player's active sessions, this one marked. */
export async function sessionsLoader({ request, context }: LoaderFunctionArgs): Promise<SessionsView> {
  requireRealAccount(request, context);
  const listed = await settled(context.platform.sessions.list());
  const language = context.i18n.language;
  return {
    sessions: listed.ok
      ? {
          ok: true,
          value: listed.value.sessions.map(({ id, current, brand, method, signedInAt, lastSeenAt, ...row }) => ({
            id,
            current,
            brand,
            method,
            signedInAt,
            lastSeenAt,
            ...shown(row, language),
          })),
        }
      : listed,
  };
}

const endSchema = z.object({
  intent: z.literal("end"),
  id: z.coerce
    .number({ required_error: "security.sessions.invalid", invalid_type_error: "security.sessions.invalid" })
    .int("security.sessions.invalid")
    .positive("security.sessions.invalid")
    .max(2 ** 31, "security.sessions.invalid"),
});
const endOthersSchema = z.object({ intent: z.literal("endOthers") });
export const sessionsFormSchema = z.discriminatedUnion("intent", [endSchema, endOthersSchema], {
  errorMap: () => ({ message: "security.sessions.invalid" }),
});

/**
 * `intent=end` signs one other session out, `intent=endOthers` every other one. The platform
 * ends them and names them; their cookies are then refused on every instance of the portal, so
 * the other browser's next request is signed out.
 */
export async function sessionsAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), sessionsFormSchema);
  if (submission.status !== "success") return invalidReply(SESSIONS_FORM, submission, { formErrors: ["security.sessions.invalid"] });
  try {
    if (submission.value.intent === "end") {
      const { ended } = await context.platform.sessions.end({ id: submission.value.id });
      await revokeSessions(context, [ended]);
    } else {
      const { ended } = await context.platform.sessions.endOthers();
      await revokeSessions(context, ended);
    }
  } catch (error) {
    return refusedReply(SESSIONS_FORM, submission, failureOf(error));
  }
  const message = submission.value.intent === "end" ? "security.sessions.ended" : "security.sessions.endedOthers";
  return redirectWithFlash(securityTabPath("sessions"), { kind: "success", message }, context);
}

/** The sign-in history tab: the last 90 days' sign-ins and failed attempts, newest first, `?page=`. */
export async function historyLoader({ request, context }: LoaderFunctionArgs): Promise<HistoryView> {
  requireRealAccount(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"), HISTORY_LAST_PAGE);
  const read = await settled(context.platform.sessions.history({ page, pageSize: PAGE_SIZE }));
  const language = context.i18n.language;
  if (!read.ok) return { history: read };
  const { entries, total } = read.value;
  return {
    history: {
      ok: true,
      value: {
        page,
        totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
        entries: entries.map(({ id, at, method, outcome, newDevice, ...row }) => ({
          id,
          at,
          method,
          outcome,
          newDevice,
          ...shown(row, language),
        })),
      },
    },
  };
}
