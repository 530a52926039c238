import { data, redirect, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from "@remix-run/node";
import { Outlet, useFetcher, useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import { texts, translatorOf } from "~/i18n/texts";
import { BannerCarousel, firstBannerImage } from "~/features/home/BannerCarousel";
import { CategorySection } from "~/features/home/CategorySection";
import { HomeSection, SectionError } from "~/ui/Section";
import * as styles from "~/features/home/home.css";
import * as pageStyles from "~/ui/page.css";
import { loadHome } from "~/features/home/home.server";
import { HomeTabs } from "~/features/home/HomeTabs";
import { ACCOUNT_GAMES_FETCHER, AccountSections } from "~/features/home/AccountSections";
import { AnnouncementTrigger } from "~/features/announcements/AnnouncementTrigger";
import { FavouritesTab } from "~/features/home/FavouritesTab";
import { HotSection } from "~/features/home/HotSection";
import { NoticeMarquee } from "~/features/home/NoticeMarquee";
import { homePageOf } from "~/features/home/tabs";
import { WinnerBoard as ServerWinnerBoard } from "~/features/home/WinnerBoard";
import { originOf } from "~/http/origin";
import { FORGOT_PASSWORD_PATH, isForgotPasswordLink } from "~/features/passwords/paths";
import { lazyPopup } from "~/ui/lazy-popup";
import type { loader as rootLoader } from "~/root";

export const handle = texts("lobbies");

/**
 * The winner board, at the foot of the home: rendered by the server at once, its code a chunk of its
 * own asked for as the route's module runs (as the popups' are: the page hydrates once it is in, so
 * a navigation meanwhile cannot make React throw the server's board away), so the home and the
 * popups over it (`/login`) do not carry it in their first JavaScript (docs/decisions/page-weight.md).
 */
const WinnerBoard = import.meta.env.SSR
  ? ServerWinnerBoard
  : lazyPopup(() => import("~/features/home/WinnerBoard").then((module) => module.WinnerBoard));

/** Only for a signed-in account, and in the browser only: its code is a chunk of its own, off the home's initial JavaScript. */
const ContractTrigger = import.meta.env.SSR
  ? () => null
  : lazy(() => import("~/features/agent/contracts/ContractTrigger").then((module) => ({ default: module.ContractTrigger })));

/**
 * The home, a pathless layout: `/`, `/index`, `/home` and `/index.html` are its child
 * `_main._home.($page)`, `/login` its child `_main._home.login` (the login popup over the
 * home) and `/register` its child `_main._home.register` (the register popup). Moving between them keeps
 * the page (they share one identity), and a popup's code loads only
 * at its address. Any other segment is a 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (homePageOf(params.page) === null) throw data({ code: "NOT_FOUND" as const }, { status: 404 });
  // The product's address of the forgot-password popup, kept for old links (the login route has no loader of its own).
  if (isForgotPasswordLink(request)) throw redirect(FORGOT_PASSWORD_PATH);
  return loadHome(request, context);
}

/**
 * The home's title and description, and what makes its largest paint early on a phone:
 * the first banner (the LCP element) is on the image CDN, another origin, and the
 * browser would find it only once the CSS is in and the body parsed. A preconnect to
 * that origin and a high-priority preload of the image, at the top of the head, start
 * both at once. The login popup (`/login`) is the same page: it inherits all this.
 */
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data;
  if (!root) return [];
  const brand = root.brand.displayName;
  const tags: MetaDescriptor[] = [
    { title: brand },
    { name: "description", content: translatorOf(root).t("home.metaDescription", { brand }) },
  ];
  const image = data ? firstBannerImage(data.banners) : null;
  if (image) {
    const origin = originOf(image);
    if (origin) tags.push({ tagName: "link", rel: "preconnect", href: origin });
    tags.push({ tagName: "link", rel: "preload", as: "image", href: image, fetchpriority: "high" });
  }
  return tags;
};

/** The params the loader reads; the page segment (home, login, register) changes nothing it loads. */
const LOADER_PARAMS = ["tab", "vassalage"];

/** Opening or closing the login popup (`/` <-> `/login`) does not reload the home's lists. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const onlyPageChanged =
    !formMethod &&
    currentUrl.pathname !== nextUrl.pathname &&
    homePageOf(currentParams.page) !== null &&
    homePageOf(nextParams.page) !== null &&
    LOADER_PARAMS.every((name) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name));
  return onlyPageChanged ? false : defaultShouldRevalidate;
};

export default function Home() {
  const home = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { t } = useTranslation();
  const brandName = root?.brand.displayName ?? "";
  // The announcement popup opens once the player's FAV and RECENT (AccountSections) are in.
  const accountGames = useFetcher({ key: ACCOUNT_GAMES_FETCHER });

  return (
    <div className={pageStyles.page}>
      <header className={styles.intro}>
        <h1 className={styles.visuallyHidden}>{brandName}</h1>
        <p className={styles.welcome}>{t("home.welcome", { brand: brandName })}</p>
        <p className={styles.tagline}>{t("home.tagline")}</p>
      </header>
      <BannerCarousel banners={home.banners} />
      <NoticeMarquee notices={home.notices} />
      <HomeTabs tabs={home.tabs} current={home.tab} />

      {home.lanesError ? (
        <HomeSection name="categories" title={t("home.tabsLabel")}>
          <SectionError code={home.lanesError} />
        </HomeSection>
      ) : null}

      {home.tab === "HOME" ? (
        <>
          {home.hot ? <HotSection hot={home.hot} /> : null}
          {home.accountSections ? <AccountSections /> : null}
          {home.categories.map((category) => (
            <CategorySection key={category.gameType} category={category} />
          ))}
        </>
      ) : home.tab === "FAV" ? (
        home.favourites ? (
          <FavouritesTab games={home.favourites} />
        ) : null
      ) : (
        home.categories.map((category) => <CategorySection key={category.gameType} category={category} />)
      )}

      <Suspense fallback={null}>
        <WinnerBoard winners={home.winners} />
      </Suspense>

      <Outlet />
      <AnnouncementTrigger ready={!home.accountSections || accountGames.data !== undefined} />
      {home.accountSections ? (
        <Suspense fallback={null}>
          <ContractTrigger />
        </Suspense>
      ) : null}
    </div>
  );
}
