import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/Icon";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import * as styles from "./header.css";

/** The notice modal opens from the URL (`?notice=1`), so it renders on the server and the back button closes it. */
export const NOTICE_PARAM = "notice";

export function NoticeButton({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.set(NOTICE_PARAM, "1");
  return (
    <Link
      to={{ pathname: location.pathname, search: `?${search}` }}
      className={styles.noticeButton}
      preventScrollReset
      data-testid="notice-button"
    >
      <Icon name="bell" />
      <VisuallyHidden>{t("header.notices")}</VisuallyHidden>
      {unread > 0 ? (
        <span className={styles.badge}>
          <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
          <VisuallyHidden>{t("layout.unreadNotices", { count: unread })}</VisuallyHidden>
        </span>
      ) : null}
    </Link>
  );
}
