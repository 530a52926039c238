import { useLocation, useNavigate } from "@remix-run/react";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { RealAccountPrompt } from "./RealAccountPrompt";

/** Who is looking: visitors sign in to favourite, trial accounts are asked for a real account. */
export type Viewer = "visitor" | "trial" | "member";

interface Favourites {
  /** The member's favourite ids as the page was loaded (the toggles add what is in flight). */
  ids: ReadonlySet<string>;
  viewer: Viewer;
  /** Opens the "real account needed" prompt (trial accounts). */
  askForRealAccount(): void;
}

const FavouritesContext = createContext<Favourites | null>(null);

/**
 * Gives every game card below it the player's favourite ids (from the layout loader, so
 * every page's cards know them, with or without JavaScript) and the one "real account"
 * prompt the cards open for trial accounts.
 */
export function FavouritesProvider({ ids, viewer, children }: { ids: readonly string[]; viewer: Viewer; children: ReactNode }) {
  const [prompt, setPrompt] = useState(false);
  const navigate = useNavigate();
  // The prompt's own page (/real-account) shows it too, rendered open by the server.
  const routePrompt = useLocation().pathname === REAL_ACCOUNT_PAGE;
  const value = useMemo(() => ({ ids: new Set(ids), viewer, askForRealAccount: () => setPrompt(true) }), [ids, viewer]);
  return (
    <FavouritesContext.Provider value={value}>
      {children}
      {/* Without JavaScript only the page's prompt shows: its close button goes home. */}
      {(prompt || routePrompt) && (
        <RealAccountPrompt onClose={() => (prompt ? setPrompt(false) : navigate("/", { replace: true }))} closeAction="/" />
      )}
    </FavouritesContext.Provider>
  );
}

/** The prompt's own page (REAL_ACCOUNT_PATH of app/session/paths.ts; its route renders nothing itself). */
const REAL_ACCOUNT_PAGE = "/real-account";

/** The favourites of the page; outside a provider (a page without the player layout), a visitor's. */
export function useFavourites(): Favourites {
  return useContext(FavouritesContext) ?? VISITOR;
}

const VISITOR: Favourites = { ids: new Set(), viewer: "visitor", askForRealAccount: () => {} };
