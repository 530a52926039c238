import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Swiper as SwiperInstance } from "swiper/types";
import "swiper/css/pagination";
import "./swiper-core.css";
import * as styles from "./carousel.css";
import { useReducedMotion, useSwiper } from "./client-state";
import { SectionError } from "./HomeSection";
import type { BannerView, Loaded } from "./types";

/** SPEC.md §9: banner autoplay and transition. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
/** The platform's banner images are drawn at this size; width and height reserve the space before they load. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

/**
 * The home banners (group w_home). Several: a looping swiper that autoplays
 * (not with reduced motion, not while hovered or focused, and the player may
 * pause it) with arrows and pagination. One: a static banner, no swiper. The
 * first banner is a plain server-rendered <img>, so the page works without JS.
 */
export function BannerCarousel({ banners }: { banners: Loaded<BannerView> }) {
  const { t } = useTranslation();
  if (banners.ok && banners.items.length === 0) return null;
  return (
    <section className={styles.frame} aria-label={t("home.banners.label")} data-section="banners">
      {!banners.ok ? (
        <SectionError code={banners.error} />
      ) : banners.items.length === 1 ? (
        <div className={styles.staticBanner} data-banner-mode="static">
          <BannerItem banner={banners.items[0]} eager />
        </div>
      ) : (
        <BannerSwiper banners={banners.items} />
      )}
    </section>
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function BannerSwiper({ banners }: { banners: readonly BannerView[] }) {
  const { t } = useTranslation();
  const parts = useSwiper();
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const playing = !reducedMotion && !userPaused && !focusWithin;

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
    // Swiper mounts (and starts its autoplay) when its chunk has arrived: `parts`.
  }, [playing, parts]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const carousel = parts ? (
    <parts.Swiper
      modules={[parts.Autoplay, parts.Navigation, parts.Pagination]}
      loop
      speed={reducedMotion ? 0 : BANNER_SPEED_MS}
      autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      navigation={{ prevEl: prevRef.current, nextEl: nextRef.current }}
      pagination={{
        clickable: true,
        renderBullet: (index, className) =>
          `<button type="button" class="${className}" aria-label="${escapeHtml(t("home.banners.goTo", { index: index + 1 }))}"></button>`,
      }}
      onBeforeInit={(swiper) => {
        const navigation = swiper.params.navigation;
        if (navigation && typeof navigation === "object") {
          navigation.prevEl = prevRef.current;
          navigation.nextEl = nextRef.current;
        }
      }}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
      }}
      onSlideChange={hideInactiveSlides}
      onAfterInit={hideInactiveSlides}
    >
      {banners.map((banner, index) => (
        <parts.SwiperSlide key={banner.id}>
          <BannerItem banner={banner} eager={index === 0} />
        </parts.SwiperSlide>
      ))}
    </parts.Swiper>
  ) : (
    // Swiper's own server markup, until it runs: the same styles put the first slide in place.
    <div className="swiper">
      <div className="swiper-wrapper">
        {banners.map((banner, index) => (
          <div key={banner.id} className="swiper-slide">
            <BannerItem banner={banner} eager={index === 0} />
          </div>
        ))}
      </div>
      <div className="swiper-pagination" />
    </div>
  );

  return (
    <div className={styles.carousel} onFocus={() => setFocusWithin(true)} onBlur={onBlur} data-banner-mode="carousel">
      {carousel}
      <button ref={prevRef} type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t("home.banners.previous")}>
        <Chevron direction="left" />
      </button>
      <button ref={nextRef} type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t("home.banners.next")}>
        <Chevron direction="right" />
      </button>
      {reducedMotion ? null : (
        <button
          type="button"
          className={styles.pause}
          aria-label={userPaused ? t("home.banners.play") : t("home.banners.pause")}
          onClick={() => setUserPaused((paused) => !paused)}
          data-autoplay={playing ? "on" : "off"}
        >
          {userPaused ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </div>
  );
}

/** Slides out of view leave the tab order and the accessibility tree. */
function hideInactiveSlides(swiper: SwiperInstance) {
  swiper.slides.forEach((slide, index) => {
    if (index === swiper.activeIndex) slide.removeAttribute("inert");
    else slide.setAttribute("inert", "");
  });
}

/** One banner: a client-side link (ROUTE, GAME), a new tab (URL) or just the image (NONE). */
function BannerItem({ banner, eager }: { banner: BannerView; eager: boolean }) {
  const { t } = useTranslation();
  const image = (
    <img
      className={styles.image}
      src={banner.image}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
  const { link } = banner;
  if (link.kind === "route") {
    return (
      <Link className={styles.link} to={link.to} data-banner={banner.id}>
        {image}
      </Link>
    );
  }
  if (link.kind === "url") {
    return (
      <a
        className={styles.link}
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("home.banners.opensInNewTab", { title: banner.title })}
        data-banner={banner.id}
      >
        {image}
      </a>
    );
  }
  return (
    <div className={styles.link} data-banner={banner.id}>
      {image}
    </div>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
