import type { AppLoadContext } from "@remix-run/node";
import { toGame } from "~/catalogue/views.server";
import type { GameView } from "~/catalogue/types";
import type { Loaded } from "~/ui/loaded";
import { parsePage } from "~/ui/paging";
import { platformErrorCode } from "~/platform/platform-error";
import type { Game } from "~/platform/contract/common";
import { requireMember, requireRealAccount } from "~/session/session.server";

export type AccountGamesKind = "favorite" | "recent";

/** Both lists page like a lobby (lobby page size 18). */
export const ACCOUNT_GAMES_PAGE_SIZE = 18;

export interface AccountGamesData {
  kind: AccountGamesKind;
  page: number;
  totalPages: number;
  games: Loaded<GameView>;
}

/**
 * `/favorite` or `/recent`: one page of the player's favourites or recent games.
 * A visitor is sent to the sign-in with this page (and its query) as the way back;
 * favourites are a member feature (a trial account is sent to the "need a real account"
 * prompt, as for every protected action), recent games are a trial account's too. The list is the page's reason to exist,
 * so it is awaited; a platform failure is shown in its section.
 */
export async function loadAccountGames(request: Request, context: AppLoadContext, kind: AccountGamesKind): Promise<AccountGamesData> {
  if (kind === "favorite") requireRealAccount(request, context);
  else requireMember(request, context, { allowTrial: true });
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { platform, i18n } = context;
  const common = { clientType: "3", language: i18n.language } as const;
  const call: Promise<{ games: Game[]; totalPages: number }> =
    kind === "favorite"
      ? platform.favourites
          .list({ ...common, platform: "html5-desktop", pageNo: page, pageSize: ACCOUNT_GAMES_PAGE_SIZE })
          .then((value) => ({ games: value.content, totalPages: value.totalPages }))
      : platform.games
          .recent({ ...common, page, pageSize: ACCOUNT_GAMES_PAGE_SIZE })
          .then((value) => ({ games: value.list, totalPages: value.totalPages }));
  const [cdn, result] = await Promise.all([context.imageCdn(), call.catch((error: unknown) => ({ error: platformErrorCode(error) }))]);
  if ("error" in result) return { kind, page, totalPages: 0, games: { ok: false, code: result.error } };
  return { kind, page, totalPages: result.totalPages, games: { ok: true, items: result.games.map(toGame(cdn)) } };
}
