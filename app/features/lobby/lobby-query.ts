import { parsePage } from "~/ui/paging";
import { LOBBY_CLASSIFIES, LOBBY_FILTERS, MAX_SEARCH_LENGTH, type LobbyClassify, type LobbyFilter, type LobbyState } from "./lobby-url";

export interface ParsedLobbyQuery {
  /** The view to show: every value within what the platform takes, or its default. */
  state: LobbyState;
  /** `vassalage` names no vendor of this lobby: the page is a 404. */
  unknownVendor: boolean;
  /** `q` was longer than MAX_SEARCH_LENGTH: not run, and the page says so. */
  searchTooLong: boolean;
}

interface Offered {
  /** This lobby's vendor codes; null when the vendor lanes could not be loaded (the vendor is then ignored). */
  vendors: readonly string[] | null;
  classifies: readonly LobbyClassify[];
}

/**
 * A lobby's query string as a view (docs/decisions/game-lobbies.md). Only the first value
 * of each parameter counts; any other parameter (`pageSize` included: the page size is
 * always 18) is ignored. A search and a sub-category narrow ALL only.
 */
export function parseLobbyQuery(params: URLSearchParams, offered: Offered): ParsedLobbyQuery {
  const vendorParam = params.get("vassalage") ?? "";
  const unknownVendor = vendorParam !== "" && offered.vendors !== null && !offered.vendors.includes(vendorParam);
  const vendor = vendorParam !== "" && offered.vendors?.includes(vendorParam) ? vendorParam : null;

  const filterParam = (params.get("filter") ?? "").trim().toUpperCase();
  const filter: LobbyFilter = (LOBBY_FILTERS as readonly string[]).includes(filterParam) ? (filterParam as LobbyFilter) : "ALL";

  const classifyParam = (params.get("classify") ?? "").trim().toUpperCase();
  const classify = filter === "ALL" ? (offered.classifies.find((candidate) => candidate === classifyParam) ?? null) : null;

  const search = filter === "ALL" ? (params.get("q") ?? "").trim() : "";
  const searchTooLong = search.length > MAX_SEARCH_LENGTH;

  const page = parsePage(params.get("page"));

  return {
    state: { vendor, filter, classify, q: searchTooLong ? "" : search, page },
    unknownVendor,
    searchTooLong,
  };
}

/**
 * The sub-categories a lobby offers: those its lane has games in (the
 * lane's `gameClassify`), Bingo only where the brand offers TY (Bingo is TY's own category).
 */
export function offeredClassifies(laneClassifies: readonly string[], tyOffered: boolean): LobbyClassify[] {
  return LOBBY_CLASSIFIES.filter((classify) => laneClassifies.includes(classify) && (classify !== "BINGO" || tyOffered));
}
