import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { ThemeMode } from "~/brand/schema";
import { LanguageSelect, type LanguageOption } from "~/features/settings/LanguageSelect";
import { ThemeToggle } from "~/features/settings/ThemeToggle";
import type { Language } from "~/platform/contract/common";
import { Accordion } from "~/ui/Accordion";
import { Dialog } from "~/ui/Dialog";
import { cx } from "~/ui/cx";
import { Icon, type IconName } from "~/ui/Icon";
import * as ui from "~/ui/ui.css";
import { CATEGORY_LABEL, SIDE_MENU_CATEGORIES } from "~/catalogue/categories";
import type { LayoutData } from "./layout.server";
import { ServiceLink } from "./ServiceLink";
import { AUTH_LINKS } from "./Header";
import { SignOutButton } from "./SignOutButton";
import { menuList } from "./menu.css";
import * as styles from "./side-menu.css";

/** The side menu's own pages. */
export const SIDE_MENU_LINKS = {
  deposit: "/member/depositv2",
  withdrawal: "/member/withdraw",
  manualRebate: "/member/manualRebate",
  promotions: "/promotions",
  referral: "/member/referral",
  rewardCentre: "/member/rewardCenter",
  pointMall: "/pointMall",
  legal: "/legal",
} as const;

export interface SideMenuProps {
  data: LayoutData;
  language: Language;
  languages: LanguageOption[];
  mode: ThemeMode;
}

/** The desktop side menu: collapsible (remembered), hidden on phones where the drawer takes over. */
export function SideMenu({
  collapsed,
  onToggle,
  showItems,
  ...props
}: SideMenuProps & { collapsed: boolean; onToggle: () => void; showItems: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.aside} data-collapsed={collapsed} data-testid="side-menu">
      <div className={styles.toggleRow}>
        <button
          type="button"
          className={ui.iconButton}
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls="side-menu-items"
          aria-label={t(collapsed ? "layout.expandMenu" : "layout.collapseMenu")}
          title={t(collapsed ? "layout.expandMenu" : "layout.collapseMenu")}
        >
          <Icon name={collapsed ? "chevronRight" : "chevronLeft"} />
        </button>
      </div>
      <nav id="side-menu-items" aria-label={t("layout.mainMenu")} hidden={collapsed}>
        {/* While the phone drawer is open it holds the items: one copy at a time keeps ids unique. */}
        {showItems ? <SideMenuItems {...props} /> : null}
      </nav>
    </aside>
  );
}

/** The side menu as a drawer on phones, opened from the header. */
export function SideMenuDrawer({ open, onClose, ...props }: SideMenuProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t("layout.mainMenu")} variant="drawer" id="side-menu-drawer" name="side-menu">
      <nav aria-label={t("layout.mainMenu")}>
        <SideMenuItems {...props} />
      </nav>
    </Dialog>
  );
}

function MenuLink({ to, icon, children }: { to: string; icon: IconName; children: string }) {
  return (
    <li>
      <NavLink to={to} className={styles.item} end>
        <Icon name={icon} />
        {children}
      </NavLink>
    </li>
  );
}

/** The side menu's entries, shared by the desktop menu and the phone drawer. */
export function SideMenuItems({ data, language, languages, mode }: SideMenuProps) {
  const { t } = useTranslation();
  const { menu, contacts, downloads } = data;
  const present = new Set(data.categories.map((category) => category.gameType));
  const categories = SIDE_MENU_CATEGORIES.filter((gameType) => present.has(gameType));
  const hasService = Boolean(contacts.liveChat || contacts.serviceTelegram);
  // A trial account's member-only entries open the "need a real account" prompt.
  const memberPage = (to: string) => (data.member?.trial ? AUTH_LINKS.realAccount : to);

  return (
    <ul className={menuList}>
      <MenuLink to={memberPage(SIDE_MENU_LINKS.deposit)} icon="wallet">
        {t("menu.deposit")}
      </MenuLink>
      <MenuLink to={memberPage(SIDE_MENU_LINKS.withdrawal)} icon="wallet">
        {t("menu.withdrawal")}
      </MenuLink>
      {menu.manualRebate ? (
        <MenuLink to={memberPage(SIDE_MENU_LINKS.manualRebate)} icon="refresh">
          {t("menu.manualRebate")}
        </MenuLink>
      ) : null}
      <MenuLink to={SIDE_MENU_LINKS.promotions} icon="gift">
        {t("menu.promotions")}
      </MenuLink>
      {menu.referral ? (
        <MenuLink to={memberPage(SIDE_MENU_LINKS.referral)} icon="user">
          {t("menu.referral")}
        </MenuLink>
      ) : null}
      <MenuLink to={memberPage(SIDE_MENU_LINKS.rewardCentre)} icon="gift">
        {t("menu.rewardCentre")}
      </MenuLink>
      {menu.pointMall ? (
        <MenuLink to={memberPage(SIDE_MENU_LINKS.pointMall)} icon="gift">
          {t("menu.pointMall")}
        </MenuLink>
      ) : null}

      <li className={styles.group}>
        {data.categoriesError ? (
          <p className={styles.notice} role="status">
            {t("layout.categoriesUnavailable")}
          </p>
        ) : (
          <ul className={menuList} aria-label={t("layout.gameCategories")}>
            {categories.map((gameType) => (
              <li key={gameType}>
                <NavLink to={data.categories.find((c) => c.gameType === gameType)!.menuHref} className={styles.item}>
                  <Icon name="chevronRight" />
                  {t(CATEGORY_LABEL[gameType])}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </li>

      {downloads.length > 0 || hasService ? (
        <li className={styles.group}>
          {downloads.length > 0 ? (
            <Accordion summary={t("menu.appDownload")}>
              <div className={styles.qrRow}>
                {downloads.map((download) => {
                  const platform = t(download.platform === "ios" ? "menu.ios" : "menu.android");
                  return (
                    <figure key={download.platform} className={styles.qrFigure} data-download={download.platform}>
                      <img className={styles.qrImage} src={download.qr} width={107} height={107} alt={t("layout.qrAlt", { platform })} />
                      <figcaption className={styles.qrCaption}>
                        <a href={download.url} target="_blank" rel="noopener noreferrer">
                          {t("layout.downloadFor", { platform })}
                        </a>
                      </figcaption>
                    </figure>
                  );
                })}
              </div>
            </Accordion>
          ) : null}
          {hasService ? (
            <Accordion summary={t("menu.customerService")}>
              <ul className={menuList}>
                {contacts.liveChat ? (
                  <li>
                    <ServiceLink href={contacts.liveChat} className={styles.item} icon="chat" popup>
                      {t("menu.liveChat")}
                    </ServiceLink>
                  </li>
                ) : null}
                {contacts.serviceTelegram ? (
                  <li>
                    <ServiceLink href={contacts.serviceTelegram} className={styles.item} icon="telegram">
                      {t("menu.telegram")}
                    </ServiceLink>
                  </li>
                ) : null}
              </ul>
            </Accordion>
          ) : null}
        </li>
      ) : null}

      {contacts.facebook ? (
        <li>
          <ServiceLink href={contacts.facebook} className={styles.item} icon="facebook">
            {t("menu.facebook")}
          </ServiceLink>
        </li>
      ) : null}
      {contacts.telegram ? (
        <li>
          <ServiceLink href={contacts.telegram} className={styles.item} icon="telegram">
            {t("menu.telegram")}
          </ServiceLink>
        </li>
      ) : null}
      <MenuLink to={SIDE_MENU_LINKS.legal} icon="help">
        {t("menu.legal")}
      </MenuLink>
      {data.signedIn ? (
        <li>
          <SignOutButton className={styles.item}>
            <Icon name="logout" />
            {t("menu.signOut")}
          </SignOutButton>
        </li>
      ) : null}
      <li className={cx(styles.group, styles.settings)}>
        <LanguageSelect current={language} options={languages} />
        <ThemeToggle mode={mode} />
      </li>
    </ul>
  );
}
