import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import * as styles from "~/ui/content.css";
import { dayOf } from "~/format/dates";
import { usePlayerZone } from "~/route-data";
import { Dialog } from "~/ui/Dialog";
import { Pagination } from "~/ui/Pagination";
import { REWARD_CENTRE_PATH } from "~/features/rewards/paths";
import type { BoardView } from "./types";

/** The page under the popups: where closing one goes. */
const CLOSED_PATH = "/";
const NO_ITEM = "none";

/**
 * The announcement or notice popup: titles at the start side (the left; the right in a
 * right-to-left page), 9 a page, the open title's HTML (sanitised on the server) beside them.
 */
export function AnnouncementBoard({ view }: { view: BoardView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t(view.kind === "notices" ? "announcements.noticesTitle" : "announcements.title")}
      closeAction={CLOSED_PATH}
      name={view.kind}
      className={styles.boardDialog}
    >
      <BoardContent view={view} />
    </Dialog>
  );
}

/**
 * A page of announcements (the popups', the agent centre's): its titles and the open one's
 * content, or why there are none. A title opens or closes its item: a link to `?item=`
 * without JavaScript, in place with it. Paging is plain links.
 */
export function BoardContent({ view, emptyText }: { view: Omit<BoardView, "kind">; emptyText?: string }) {
  const { t } = useTranslation();
  const zone = usePlayerZone();
  const location = useLocation();
  const [openId, setOpenId] = useState(view.openId);
  useEffect(() => setOpenId(view.openId), [view.openId]);

  const hrefWith = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    const query = params.toString();
    return query ? `${location.pathname}?${query}` : location.pathname;
  };

  const items = view.items.ok ? view.items.items : [];
  const open = items.find((item) => item.id === openId) ?? null;

  if (!view.items.ok) {
    return (
      <p className={styles.error} role="alert" data-state="error">
        {t("announcements.unavailable")} {t(`errors.${view.items.code}`)}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <p className={styles.message} data-state="empty">
        {emptyText ?? t("announcements.empty")}
      </p>
    );
  }
  return (
    <div className={styles.board}>
      <nav aria-label={t("announcements.titlesLabel")}>
        <ul className={styles.titles}>
          {items.map((item) => {
            const expanded = item.id === openId;
            return (
              <li key={item.id}>
                <Link
                  className={styles.title}
                  to={hrefWith({ item: expanded ? NO_ITEM : item.id })}
                  replace
                  preventScrollReset
                  aria-expanded={expanded}
                  aria-controls="announcement-panel"
                  data-item={item.id}
                  onClick={(event) => {
                    event.preventDefault();
                    setOpenId(expanded ? null : item.id);
                  }}
                >
                  {item.title}
                </Link>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={view.page}
          totalPages={view.totalPages}
          hrefOf={(page) => hrefWith({ page: page > 1 ? String(page) : null, item: null })}
          label={t("announcements.pagesLabel")}
          replace
        />
      </nav>
      <section id="announcement-panel" className={styles.panel} aria-live="polite" data-state={open ? "open" : "closed"}>
        {open ? (
          <>
            <h3 className={styles.pageTitle}>{open.title}</h3>
            <p className={styles.muted}>
              <time dateTime={open.time}>{dayOf(open.time, zone)}</time>
            </p>
            <div className={styles.richText} dangerouslySetInnerHTML={{ __html: open.html }} />
            {open.promo ? (
              <Link className={styles.linkButton} to={REWARD_CENTRE_PATH} data-testid="promo-button">
                {t("announcements.promo")}
              </Link>
            ) : null}
          </>
        ) : (
          <p className={styles.message}>{t("announcements.pick")}</p>
        )}
      </section>
    </div>
  );
}
