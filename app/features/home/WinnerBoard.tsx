import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import { cx } from "~/ui/cx";
import { mirrored } from "~/ui/ui.css";
import { usePageDirection } from "~/route-data";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import "./swiper-core.css";
import { loadSwiper } from "./client-state";
import { groupsOf, WINNERS_PER_SLIDE } from "./groups";
import { DeferredValue, HomeSection, NoData, SectionError } from "~/ui/Section";
import * as styles from "./winners.css";
import type { WinnerView } from "~/catalogue/types";
import type { Deferred, Loaded } from "~/ui/loaded";

/**
 * The winner board: the biggest wins, 4 per slide. Streamed (Suspense) unless
 * it was ready at once, so a slow board never holds back the page; until it
 * arrives a placeholder of one slide's height holds its place. A plain
 * horizontally scrollable strip before (and without) JavaScript; a swiper once
 * the board comes near the screen (below the fold on a phone, so the page's
 * start-up does none of Swiper's work).
 */
export function WinnerBoard({ winners }: { winners: Deferred<Loaded<WinnerView>> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="winners" title={t("home.winners")} size="board">
      <DeferredValue data={winners} fallback={<WinnersPlaceholder />}>
        {(loaded) =>
          !loaded.ok ? (
            <SectionError code={loaded.code} />
          ) : loaded.items.length === 0 ? (
            <NoData text={t("common.noData")} />
          ) : (
            <WinnerSlides winners={loaded.items} />
          )
        }
      </DeferredValue>
    </HomeSection>
  );
}

/** While the board streams in: one slide of empty entries (the same boxes), so nothing below moves when it comes. */
function WinnersPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={styles.placeholder} data-state="loading" aria-busy="true">
      <VisuallyHidden>{t("home.winnerBoard.loading")}</VisuallyHidden>
      <div className={styles.group} aria-hidden="true">
        {Array.from({ length: WINNERS_PER_SLIDE }, (_, index) => (
          <div key={index} className={styles.entry}>
            <span className={cx(styles.icon, styles.placeholderBox)} />
            <span className={styles.text}>
              <span className={styles.game}>&nbsp;</span>
              <span className={styles.customer}>&nbsp;</span>
            </span>
          </div>
        ))}
      </div>
      <div className={styles.controls} />
    </div>
  );
}

/** Swiper's events that can move the board to or from an end. */
const EDGE_EVENTS = ["afterInit", "progress", "breakpoint", "resize"] as const;

function WinnerSlides({ winners }: { winners: readonly WinnerView[] }) {
  const { t } = useTranslation();
  const groups = groupsOf(winners, WINNERS_PER_SLIDE);
  const elementRef = useRef<HTMLDivElement>(null);
  const dir = usePageDirection();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ beginning: true, end: false });

  // Swiper starts when the board comes near the screen, on the strip the server rendered.
  useEffect(() => {
    const element = elementRef.current;
    if (!element || typeof IntersectionObserver !== "function") return;
    let instance: SwiperInstance | null = null;
    let gone = false;
    const onEdges = (current: SwiperInstance) =>
      setEdges((was) =>
        was.beginning === current.isBeginning && was.end === current.isEnd ? was : { beginning: current.isBeginning, end: current.isEnd },
      );
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadSwiper().then(
          ({ Swiper }) => {
            if (gone) return;
            instance = new Swiper(element, {
              spaceBetween: 16,
              breakpoints: { 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } },
              on: Object.fromEntries(EDGE_EVENTS.map((name) => [name, onEdges])),
            });
            setSwiper(instance);
          },
          () => {},
        );
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => {
      gone = true;
      observer.disconnect();
      instance?.destroy(true, false);
    };
  }, []);

  // New entries (a language change, a revalidation): React updated the slides, Swiper measures them again.
  useEffect(() => {
    swiper?.update();
  }, [swiper, winners]);

  // Swiper reads the direction once, when it starts: a language change that turns the page over tells it.
  useEffect(() => {
    swiper?.changeLanguageDirection(dir);
  }, [swiper, dir]);

  // Before Swiper the strip scrolls by itself: focusable, so the keyboard can scroll it too.
  const strip = swiper ? {} : { tabIndex: 0, role: "group", "aria-label": t("home.winners") };
  return (
    <div className={styles.carousel} data-winners-mode={swiper ? "carousel" : "list"}>
      {/* The page's direction: right to left, the board starts at the right and "next" moves it on to the left. */}
      <div className={cx("swiper", styles.strip)} ref={elementRef} dir={dir}>
        <div className="swiper-wrapper" {...strip}>
          {groups.map((group, index) => (
            <div key={index} className="swiper-slide">
              <WinnerGroup winners={group} offset={index * WINNERS_PER_SLIDE} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t("home.winnerBoard.previous")}
          disabled={!swiper || edges.beginning}
          onClick={() => swiper?.slidePrev()}
        >
          <svg className={mirrored} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t("home.winnerBoard.next")}
          disabled={!swiper || edges.end}
          onClick={() => swiper?.slideNext()}
        >
          <svg className={mirrored} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}

function WinnerGroup({ winners, offset }: { winners: readonly WinnerView[]; offset: number }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.group} start={offset + 1}>
      {winners.map((winner, index) => (
        <li key={offset + index} className={styles.entry} data-winner="entry">
          <img className={styles.icon} src={winner.icon} alt={winner.gameName} width={48} height={48} loading="lazy" decoding="async" />
          <span className={styles.text}>
            <span className={styles.game}>{winner.gameName}</span>
            <span className={styles.customer}>
              {winner.customerName} <span className={styles.won}>{t("home.winnerBoard.won")}</span>
            </span>
          </span>
          <span className={styles.amount} data-amount="">
            {winner.amount}
          </span>
        </li>
      ))}
    </ol>
  );
}
