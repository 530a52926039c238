import { useFetcher, useFetchers, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useLayoutData } from "~/route-data";
import { CONTRACT_CHECK_PARAM, CONTRACT_POPUP_PATH } from "./popup-path";
import type { ContractPopupView } from "./types";

/** Which account the popup opened for in this browser session (sessionStorage). */
const SHOWN_KEY = "contract-popup-shown";
const HOME_PATHS = new Set(["/", "/index", "/home", "/index.html"]);

/**
 * Opens the contract popup by itself, once per browser session and account, when the home
 * shows for a signed-in real account that has a contract request waiting (a popup for
 * signed-in accounts only). It reads the popup's own data; without JavaScript the popup is
 * still at /contract. Like the announcement popup, it waits until the page is idle.
 */
export function ContractTrigger() {
  const layout = useLayoutData();
  const account = layout?.member && !layout.member.trial ? layout.member.account : null;
  const pending = useFetcher<ContractPopupView>({ key: "contract-popup" });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");

  const shownFor = () => {
    try {
      return window.sessionStorage.getItem(SHOWN_KEY);
    } catch {
      return account; // Storage refused: better never than on every page.
    }
  };

  useEffect(() => {
    if (!account || busy || !HOME_PATHS.has(pathname) || pending.data || shownFor() === account) return;
    pending.load(`${CONTRACT_POPUP_PATH}?${CONTRACT_CHECK_PARAM}`);
  }, [account, busy, pathname, pending.data]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const waiting = pending.data?.pending;
    if (!account || busy || !HOME_PATHS.has(pathname) || !waiting?.ok || waiting.value.length === 0 || shownFor() === account) return;
    window.sessionStorage.setItem(SHOWN_KEY, account);
    navigate(CONTRACT_POPUP_PATH, { preventScrollReset: true });
  }, [account, busy, pathname, pending.data, navigate]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
