import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/ui/Icon";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import * as styles from "./header.css";

/** The notice popup's address (a popup over the home, like /login): it renders on the server and the back button closes it. */
export const NOTICES_PATH = "/notices";

export function NoticeButton({ unread }: { unread: number }) {
  const { t } = useTranslation();
  return (
    <Link to={NOTICES_PATH} className={styles.noticeButton} preventScrollReset data-testid="notice-button">
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
