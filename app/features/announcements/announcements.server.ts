import { data, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { htmlSanitiser } from "~/ui/html-context.server";
import { parsePage } from "~/ui/paging";
import { notices } from "~/catalogue/public-lists.server";
import { platformErrorCode } from "~/platform/platform-error";
import { readCookie } from "~/http/cookies.server";
import { ANNOUNCEMENT_TYPES, type Announcement } from "~/platform/contract/common";
import { getSession } from "~/session/session.server";
import { ANNOUNCEMENT_PAGE_SIZE, executionsFor, type Viewer } from "./audience";
import type { BoardItem, BoardView } from "./types";
import { NO_STORE } from "~/http/cache-headers";

/**
 * Set by the first-login step for the rest of the browser session (no Max-Age): the
 * announcement popup then also shows execution F.
 */
export const FIRST_SIGN_IN_COOKIE = "first-sign-in";

/** `?item=none`: every title collapsed. */
export const NO_ITEM = "none";

export function firstSignInCookie(secure: boolean): string {
  return `${FIRST_SIGN_IN_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function viewerOf(request: Request, context: AppLoadContext, withFirstLogin: boolean): Viewer {
  const signedIn = getSession(context) !== null;
  const firstLogin = withFirstLogin && signedIn && readCookie(request.headers.get("Cookie"), FIRST_SIGN_IN_COOKIE) === "1";
  return { signedIn, firstLogin };
}

/** The viewer's announcements, newest first: A and B lists are cached per audience (the home's marquee uses them too); F only at a first sign-in. */
async function announcementsFor(context: AppLoadContext, viewer: Viewer): Promise<Announcement[]> {
  const lists = await Promise.all(
    executionsFor(viewer).map((execution) =>
      execution === "F"
        ? context.platform.content
            .announcements({ types: ANNOUNCEMENT_TYPES.join(","), platform: "W", execution, language: context.i18n.language })
            .then(({ list }) => list)
        : notices(context, execution),
    ),
  );
  return lists.flat().sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id));
}

/** One page of a popup: `?page=` (bad values: the first page; past the end: the last) and `?item=` (the expanded title). */
export function boardPage(list: readonly Announcement[], url: URL, sanitise: (html: string) => string) {
  const totalPages = Math.max(1, Math.ceil(list.length / ANNOUNCEMENT_PAGE_SIZE));
  const page = Math.min(parsePage(url.searchParams.get("page")), totalPages);
  const slice = list.slice((page - 1) * ANNOUNCEMENT_PAGE_SIZE, page * ANNOUNCEMENT_PAGE_SIZE);
  const items: BoardItem[] = slice.map((item) => ({
    id: item.id,
    title: item.title,
    time: item.time,
    html: sanitise(item.content),
    promo: Boolean(item.promotionType),
  }));
  const asked = url.searchParams.get("item");
  const openId = asked === NO_ITEM ? null : ((items.find((item) => item.id === asked) ?? items[0])?.id ?? null);
  return { items, page, totalPages, openId };
}

async function loadBoard(request: Request, context: AppLoadContext, kind: BoardView["kind"]) {
  const viewer = viewerOf(request, context, kind === "announcements");
  const url = new URL(request.url);
  let view: BoardView;
  try {
    const [list, sanitise] = await Promise.all([announcementsFor(context, viewer), htmlSanitiser(context)]);
    const { items, ...rest } = boardPage(list, url, sanitise);
    view = { kind, items: { ok: true, items }, ...rest };
  } catch (error) {
    view = { kind, items: { ok: false, code: platformErrorCode(error) }, page: 1, totalPages: 1, openId: null };
  }
  // Per audience and, for a first sign-in, per player: never kept by a shared cache.
  return data(view, { headers: NO_STORE });
}

/** `/announcements`: the popup that opens by itself once per state (A, B, and F at a first sign-in). */
export const announcementsLoader = ({ request, context }: LoaderFunctionArgs) => loadBoard(request, context, "announcements");

/** `/notices`: the bell's popup, the audience's notices (A or B). */
export const noticesLoader = ({ request, context }: LoaderFunctionArgs) => loadBoard(request, context, "notices");
