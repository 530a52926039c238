import { useRef } from "react";
import { useTranslation } from "react-i18next";
import "swiper/css/pagination";
import "./swiper-core.css";
import { useSwiper, type SwiperParts } from "./client-state";
import { groupsOf, WINNERS_PER_SLIDE } from "./groups";
import { NoData } from "./GameCard";
import { DeferredValue, HomeSection, SectionError } from "./HomeSection";
import * as styles from "./winners.css";
import type { Deferred, Loaded, WinnerView } from "./types";

/**
 * The winner board: the biggest wins, 4 per slide. Streamed (Suspense) unless
 * it was ready at once, so a slow board never holds back the page. A swiper once the page runs; before
 * that, and without JavaScript, a plain horizontally scrollable list.
 */
export function WinnerBoard({ winners }: { winners: Deferred<Loaded<WinnerView>> }) {
  const { t } = useTranslation();
  return (
    <HomeSection name="winners" title={t("home.winners")}>
      <DeferredValue
        data={winners}
        fallback={
          <p className={styles.loading} data-state="loading">
            {t("home.winnerBoard.loading")}
          </p>
        }
      >
        {(loaded) =>
          !loaded.ok ? (
            <SectionError code={loaded.error} />
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

function WinnerSlides({ winners }: { winners: readonly WinnerView[] }) {
  const parts = useSwiper();
  const groups = groupsOf(winners, WINNERS_PER_SLIDE);
  return parts ? <WinnerSwiper parts={parts} groups={groups} /> : <WinnerScroller groups={groups} />;
}

/** Without JavaScript: the groups side by side in a scrollable strip. */
function WinnerScroller({ groups }: { groups: WinnerView[][] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroller} tabIndex={0} role="group" aria-label={t("home.winners")} data-winners-mode="list">
      {groups.map((group, index) => (
        <WinnerGroup key={index} winners={group} offset={index * WINNERS_PER_SLIDE} />
      ))}
    </div>
  );
}

function WinnerSwiper({ parts, groups }: { parts: SwiperParts; groups: WinnerView[][] }) {
  const { Swiper, SwiperSlide, Navigation, Pagination } = parts;
  const { t } = useTranslation();
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  return (
    <div className={styles.carousel} data-winners-mode="carousel">
      <Swiper
        modules={[Navigation, Pagination]}
        spaceBetween={16}
        navigation={{ prevEl: prevRef.current, nextEl: nextRef.current }}
        pagination={{ clickable: false }}
        onBeforeInit={(swiper) => {
          const navigation = swiper.params.navigation;
          if (navigation && typeof navigation === "object") {
            navigation.prevEl = prevRef.current;
            navigation.nextEl = nextRef.current;
          }
        }}
        breakpoints={{ 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } }}
      >
        {groups.map((group, index) => (
          <SwiperSlide key={index}>
            <WinnerGroup winners={group} offset={index * WINNERS_PER_SLIDE} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button ref={prevRef} type="button" className={styles.arrow} aria-label={t("home.winnerBoard.previous")}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <button ref={nextRef} type="button" className={styles.arrow} aria-label={t("home.winnerBoard.next")}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
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
