import { Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { useTranslation } from "~/i18n/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import { cx } from "~/ui/cx";
import { mirrored } from "~/ui/ui.css";
import { usePageDirection } from "~/route-data";
import "./swiper-core.css";
import * as styles from "./carousel.css";
import { loadSwiper, useReducedMotion, whenIdle } from "./client-state";
import { SectionError } from "~/ui/Section";
import type { BannerView } from "~/catalogue/types";
import type { Loaded } from "~/ui/loaded";

/** Banner autoplay and transition. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
/** The platform's banner images are drawn at this size; width and height reserve the space before they load. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/**
 * The first banner is the largest paint of the home on a phone: it is fetched first
 * (with the preload the route's `meta` puts in the head) and never lazily. React 18
 * does not know `fetchPriority`; the attribute passes through in lower case.
 */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;
/** A slide out of view: out of the tab order and the accessibility tree (React 18 does not know `inert` either). */
const INERT = { inert: "" } as Record<string, string>;

/** The first banner's image, for the route's preload link; null when there is none. */
export function firstBannerImage(banners: Loaded<BannerView>): string | null {
  return banners.ok && banners.items.length > 0 ? banners.items[0].image : null;
}

/**
 * The home banners (group w_home). Several: a looping carousel that autoplays
 * (not with reduced motion, not while hovered or focused, and the player may
 * pause it) with arrows and dots. One: a static banner. The slides, arrows and
 * dots are server-rendered; Swiper only moves the slides, and starts on the first
 * need (the first autoplay step, or a pointer, touch or focus on the carousel), so
 * the page's start-up does none of its work. Without JavaScript the first banner
 * shows and the controls are hidden.
 */
export function BannerCarousel({ banners }: { banners: Loaded<BannerView> }) {
  const { t } = useTranslation();
  if (banners.ok && banners.items.length === 0) return null;
  return (
    <section className={styles.frame} aria-label={t("home.banners.label")} data-section="banners">
      {!banners.ok ? (
        <SectionError code={banners.code} />
      ) : banners.items.length === 1 ? (
        <div className={styles.staticBanner} data-banner-mode="static">
          <BannerItem banner={banners.items[0]} first />
        </div>
      ) : (
        // Another set of banners is another carousel: Swiper has moved the old slides around.
        <BannerSwiper key={banners.items.map((banner) => banner.id).join(" ")} banners={banners.items} />
      )}
    </section>
  );
}

function BannerSwiper({ banners }: { banners: readonly BannerView[] }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [hovered, setHovered] = useState(false);
  const elementRef = useRef<HTMLDivElement>(null);
  const dir = usePageDirection();
  const starting = useRef<Promise<SwiperInstance | null> | null>(null);
  const speed = reducedMotion ? 0 : BANNER_SPEED_MS;
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const playing = ready && !reducedMotion && !userPaused && !focusWithin && !hovered;

  // Hydrated: the controls work from now on. Swiper's chunk is fetched while the page
  // is idle, so the first slide change does not wait for the network.
  useEffect(() => {
    setReady(true);
    return whenIdle(() => void loadSwiper().catch(() => {}));
  }, []);

  /** Swiper on the server-rendered slides, made on first need; null if its chunk cannot load. */
  const start = useCallback((): Promise<SwiperInstance | null> => {
    starting.current ??= loadSwiper().then(
      ({ Swiper }) => {
        const element = elementRef.current;
        if (!element) return null;
        const instance = new Swiper(element, {
          loop: true,
          speed: speedRef.current,
          // Its width follows the window's. Swiper's ResizeObserver reports once right after
          // start, and in loop mode moves back to that slide a frame later: it undid the very
          // first arrow or dot press, which is what starts Swiper.
          resizeObserver: false,
          on: { slideChange: (current) => setActive(current.realIndex) },
        });
        setSwiper(instance);
        return instance;
      },
      () => {
        starting.current = null;
        return null;
      },
    );
    return starting.current;
  }, []);

  useEffect(
    () => () => {
      void starting.current?.then((instance) => instance?.destroy(true, false));
    },
    [],
  );

  useEffect(() => {
    if (swiper) swiper.params.speed = speed;
  }, [swiper, speed]);

  // Swiper reads the direction once, when it starts: a language change that turns the page over tells it.
  useEffect(() => {
    swiper?.changeLanguageDirection(dir);
  }, [swiper, dir]);

  // Autoplay: a plain timer, started again after every slide change (by it, an arrow, a dot or a swipe).
  useEffect(() => {
    if (!playing) return;
    let timer = 0;
    const advance = () => void start().then((instance) => instance?.slideNext());
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(advance, BANNER_AUTOPLAY_MS);
    };
    arm();
    swiper?.on("slideChange", arm);
    return () => {
      window.clearTimeout(timer);
      swiper?.off("slideChange", arm);
    };
  }, [playing, swiper, start]);

  const go = (move: (instance: SwiperInstance) => void) => () =>
    void start().then((instance) => {
      if (instance) move(instance);
    });
  const onFocus = () => {
    setFocusWithin(true);
    void start();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };
  // A finger or the mouse on the carousel: Swiper is about to be needed (a swipe, an arrow).
  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse") setHovered(true);
    void start();
  };
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse") setHovered(false);
  };

  return (
    <div
      className={styles.carousel}
      data-banner-mode="carousel"
      data-ready={ready ? "" : undefined}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {/* Swiper's own markup: its styles put the first slide in place before (and without) it. Its `dir`
          is the page's: right to left, the slides run from the right and "next" brings the one on the left. */}
      <div className="swiper" ref={elementRef} dir={dir}>
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className={index === 0 ? "swiper-slide swiper-slide-active" : "swiper-slide"}
              {...(index === active ? null : INERT)}
            >
              <BannerItem banner={banner} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={cx(styles.arrow, styles.prev)}
        aria-label={t("home.banners.previous")}
        onClick={go((instance) => instance.slidePrev())}
      >
        <Chevron direction="left" />
      </button>
      <button
        type="button"
        className={cx(styles.arrow, styles.next)}
        aria-label={t("home.banners.next")}
        onClick={go((instance) => instance.slideNext())}
      >
        <Chevron direction="right" />
      </button>
      <div className={styles.dots}>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className={styles.dot}
            aria-label={t("home.banners.goTo", { index: index + 1 })}
            aria-current={index === active ? "true" : undefined}
            onClick={go((instance) => instance.slideToLoop(index))}
          />
        ))}
      </div>
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

/** One banner: a client-side link (ROUTE, GAME), a new tab (URL) or just the image (NONE). */
function BannerItem({ banner, first }: { banner: BannerView; first: boolean }) {
  const { t } = useTranslation();
  // The first banner is the page's largest paint: fetched at once, first; the others when near.
  const loading = first ? ({ loading: "eager", ...HIGH_PRIORITY } as const) : ({ loading: "lazy", decoding: "async" } as const);
  const image = (
    <img className={styles.image} src={banner.image} alt={banner.title} width={BANNER_WIDTH} height={BANNER_HEIGHT} {...loading} />
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
    <svg className={mirrored} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
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
