import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import * as styles from "./marquee.css";
import { DeferredValue } from "~/ui/Section";
import type { NoticeView } from "~/catalogue/types";
import type { Deferred, Loaded } from "~/ui/loaded";

/** Scroll speed of the marquee, in pixels per second. */
const PIXELS_PER_SECOND = 60;
const durationProperty = styles.marqueeDuration.replace(/^var\((--[^,)]+).*$/, "$1");

/**
 * The announcement titles, scrolling (text only: the platform's HTML content is
 * never rendered here). Hover or focus pauses it; with reduced motion it is a
 * static list. Streamed: it never holds back the page.
 */
export function NoticeMarquee({ notices }: { notices: Deferred<Loaded<NoticeView>> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.bar} aria-label={t("home.notices.label")} data-section="notices">
      <NoticeIcon />
      <DeferredValue data={notices} fallback={<span className={styles.placeholder} data-state="loading" />}>
        {(loaded) =>
          loaded.ok ? (
            <Marquee titles={loaded.items} />
          ) : (
            <p className={styles.error} data-state="error">
              {t("home.sectionError")}
            </p>
          )
        }
      </DeferredValue>
    </section>
  );
}

function Marquee({ titles }: { titles: readonly NoticeView[] }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);

  // A constant speed whatever the length: set through the CSSOM (the CSP allows no style attributes).
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const seconds = Math.max(10, track.scrollWidth / 2 / PIXELS_PER_SECOND);
    track.style.setProperty(durationProperty, `${seconds.toFixed(1)}s`);
  }, [titles]);

  if (titles.length === 0) {
    return (
      <p className={styles.error} data-state="empty">
        {t("common.noData")}
      </p>
    );
  }
  const list = (copy: boolean) => (
    <ul className={styles.list} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {titles.map((notice) => (
        <li key={notice.id} className={styles.item} data-notice={copy ? undefined : notice.id}>
          {notice.title}
        </li>
      ))}
    </ul>
  );
  return (
    // Focusable so keyboard users can stop it as hover does.
    <div className={styles.viewport} tabIndex={0} role="marquee" aria-label={t("home.notices.label")}>
      <div className={styles.track} ref={trackRef}>
        {list(false)}
        {list(true)}
      </div>
    </div>
  );
}

function NoticeIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0014 8v8a4.5 4.5 0 002.5-4z" fill="currentColor" />
    </svg>
  );
}
