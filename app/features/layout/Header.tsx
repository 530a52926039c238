import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { ThemeMode } from "~/brand/schema";
import { ThemeToggle } from "~/features/settings/ThemeToggle";
import { cx } from "~/ui/cx";
import { Icon } from "~/ui/Icon";
import * as ui from "~/ui/ui.css";
import { BalanceBox } from "./BalanceBox";
import type { LayoutData } from "./layout.server";
import { MemberMenu } from "./MemberMenu";
import { NoticeButton } from "./NoticeButton";
import { VendorMenus } from "./VendorMenus";
import * as styles from "./header.css";

export const WALLET_LINKS = { deposit: "/member/depositv2", withdraw: "/member/withdraw" } as const;
/** The brand's logo (brands/<id>/assets/logo.svg, served by the brand assets route). */
export const BRAND_LOGO_PATH = "/brand/logo.svg";
/** `realAccount`: the "need a real account" prompt a trial account gets for member pages (REAL_ACCOUNT_PATH of app/session/paths.ts). */
export const AUTH_LINKS = { login: "/login", register: "/register", realAccount: "/real-account" } as const;

const isAuthError = (code: string | null) => code === "UNAUTHORIZED" || code === "SESSION_EXPIRED";

export interface HeaderProps {
  brandName: string;
  data: LayoutData;
  mode: ThemeMode;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

export function Header({ brandName, data, mode, drawerOpen, onOpenDrawer }: HeaderProps) {
  const { t } = useTranslation();
  const { member, wallet } = data;
  const showAuthButtons = !data.signedIn || (member === null && isAuthError(data.memberError));
  return (
    <header className={styles.header}>
      <div className={styles.topRow}>
        <button
          type="button"
          className={cx(ui.iconButton, styles.drawerButton)}
          onClick={onOpenDrawer}
          aria-expanded={drawerOpen}
          aria-controls="side-menu-drawer"
          aria-label={t("menu.open")}
        >
          <Icon name="menu" />
        </button>
        <Link to="/" className={styles.brand}>
          <img className={styles.logo} src={BRAND_LOGO_PATH} alt={t("layout.home", { brand: brandName })} />
        </Link>
        <div className={styles.spacer} />
        <div className={styles.actions}>
          <div className={styles.wideOnly}>
            <ThemeToggle mode={mode} />
          </div>
          {/* Notices are for everyone: a visitor's bell opens the visitors' notices, a trial account's has no unread count. */}
          <NoticeButton unread={member && !member.trial ? member.unreadMessages : 0} />
          {showAuthButtons ? (
            <>
              <Link to={AUTH_LINKS.login} className={cx(ui.button.secondary, styles.action)}>
                {t("header.login")}
              </Link>
              <Link to={AUTH_LINKS.register} className={cx(ui.button.primary, styles.action)}>
                {t("header.register")}
              </Link>
            </>
          ) : (
            <>
              {/* A trial account's wallet links open the "need a real account" prompt instead. */}
              {wallet ? <BalanceBox wallet={wallet} initiallyHidden={data.prefs.balanceHidden} /> : null}
              <Link
                to={member?.trial ? AUTH_LINKS.realAccount : WALLET_LINKS.deposit}
                className={cx(ui.button.primary, styles.action, styles.wideOnly)}
              >
                {t("header.deposit")}
              </Link>
              <Link
                to={member?.trial ? AUTH_LINKS.realAccount : WALLET_LINKS.withdraw}
                className={cx(ui.button.secondary, styles.action, styles.wideOnly)}
              >
                {t("header.withdraw")}
              </Link>
              {member ? <MemberMenu member={member} liveChat={data.contacts.liveChat} /> : null}
            </>
          )}
        </div>
      </div>
      <VendorMenus categories={data.categories} unavailable={data.categoriesError !== null} />
    </header>
  );
}
