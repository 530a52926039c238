import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/ui/Icon";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import { CopyUserIdButton } from "./CopyUserIdDialog";
import type { LayoutMember } from "~/session/player.server";
import { ServiceLink } from "./ServiceLink";
import { SignOutButton } from "./SignOutButton";
import * as styles from "./header.css";
import { menuItem, menuList } from "./menu.css";

/** The member centre pages the menu links to. */
export const MEMBER_LINKS = {
  myAccount: "/member/securityCenter",
  bettingRecord: "/member/personalHistoryCopy",
  messages: "/member/messageV2",
  /** The VIP bonus page, next to the avatar's VIP label. */
  vip: "/member/vip",
  agentCentre: "/agentHome",
  /** The change-password popup (CHANGE_PASSWORD_PATH of app/session/paths.ts). */
  changePassword: "/change-password",
} as const;

/**
 * The avatar with the VIP label, opening the member menu. A native <details>,
 * so it works without JavaScript; with it, Escape and a click outside close it.
 */
export function MemberMenu({ member, liveChat }: { member: LayoutMember; liveChat?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const name = member.nickname || member.account;

  const close = (focusSummary = false) => {
    if (ref.current) ref.current.open = false;
    if (focusSummary) ref.current?.querySelector("summary")?.focus();
  };

  useEffect(() => close(), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    // <details> is interactive (its summary toggles it); Escape closing it is the menu's keyboard way out.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={ref}
      className={styles.memberMenu}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          event.stopPropagation();
          close(true);
        }
      }}
      data-testid="member-menu"
    >
      <summary className={styles.memberSummary}>
        <span className={styles.avatar} aria-hidden="true">
          {member.initial}
        </span>
        {member.vipLabel ? <span className={styles.vipLabel}>{member.vipLabel}</span> : null}
        <VisuallyHidden>
          {t("layout.accountMenu")}: {name}
        </VisuallyHidden>
      </summary>
      <div className={styles.memberPanel}>
        <div className={styles.memberHeading}>
          <span className={styles.memberName}>{name}</span>
          <span className={styles.muted} data-user-id={member.id}>
            {t("layout.userId", { id: member.id })}
          </span>
        </div>
        <ul className={menuList}>
          {member.trial ? null : (
            <>
              <li>
                <Link className={menuItem} to={MEMBER_LINKS.myAccount}>
                  <Icon name="user" />
                  {t("header.myAccount")}
                </Link>
              </li>
              <li>
                <Link className={menuItem} to={MEMBER_LINKS.vip}>
                  <Icon name="gift" />
                  {t("member.nav.vip")}
                  {member.vipLabel ? <span className={styles.vipLabel}>{member.vipLabel}</span> : null}
                </Link>
              </li>
              <li>
                <Link className={menuItem} to={MEMBER_LINKS.bettingRecord}>
                  <Icon name="wallet" />
                  {t("header.bettingRecord")}
                </Link>
              </li>
              <li>
                <Link className={menuItem} to={MEMBER_LINKS.changePassword}>
                  <Icon name="user" />
                  {t("passwords.changeTitle")}
                </Link>
              </li>
              <li>
                <Link className={menuItem} to={MEMBER_LINKS.messages}>
                  <Icon name="bell" />
                  {t("header.messages")}
                  {member.unreadMessages > 0 ? <span className={styles.inlineBadge}>{member.unreadMessages}</span> : null}
                </Link>
              </li>
            </>
          )}
          {liveChat ? (
            <li>
              <ServiceLink href={liveChat} className={menuItem} icon="chat" popup>
                {t("header.customerService")}
              </ServiceLink>
            </li>
          ) : null}
          {member.isAgent ? (
            <li>
              <Link className={menuItem} to={MEMBER_LINKS.agentCentre}>
                <Icon name="user" />
                {t("header.agentCentre")}
              </Link>
            </li>
          ) : null}
          <li>
            <CopyUserIdButton userId={member.id} className={menuItem} onDone={() => close()}>
              <Icon name="copy" />
              {t("header.copyUserId")}
            </CopyUserIdButton>
          </li>
          <li>
            <SignOutButton className={menuItem}>
              <Icon name="logout" />
              {t("header.signOut")}
            </SignOutButton>
          </li>
        </ul>
      </div>
    </details>
  );
}
