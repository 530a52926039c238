import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/ui/Icon";
import type { ContactLinks } from "./service.server";
import { ServiceLink } from "./ServiceLink";
import { menuItem, menuList } from "./menu.css";
import * as styles from "./service-widget.css";

/** The floating contact button: live chat, Facebook and Telegram, when the brand has them. */
export function ServiceWidget({ contacts }: { contacts: ContactLinks }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const telegram = contacts.serviceTelegram ?? contacts.telegram;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it wherever the focus is; focus returns to the button only from inside the widget.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const inside = rootRef.current?.contains(document.activeElement);
      setOpen(false);
      if (inside) toggleRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  if (!contacts.liveChat && !contacts.facebook && !telegram) return null;

  return (
    <div ref={rootRef} className={styles.widget} data-testid="service-widget">
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="service-widget-panel"
        aria-label={t("layout.contactUs")}
        title={t("layout.contactUs")}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? "close" : "chat"} />
      </button>
      <div id="service-widget-panel" className={styles.panel} hidden={!open}>
        <p className={styles.title} id="service-widget-title">
          {t("layout.contactUs")}
        </p>
        <ul className={menuList} aria-labelledby="service-widget-title">
          {contacts.liveChat ? (
            <li>
              <ServiceLink href={contacts.liveChat} className={menuItem} icon="chat" popup>
                {t("menu.liveChat")}
              </ServiceLink>
            </li>
          ) : null}
          {contacts.facebook ? (
            <li>
              <ServiceLink href={contacts.facebook} className={menuItem} icon="facebook">
                {t("menu.facebook")}
              </ServiceLink>
            </li>
          ) : null}
          {telegram ? (
            <li>
              <ServiceLink href={telegram} className={menuItem} icon="telegram">
                {t("menu.telegram")}
              </ServiceLink>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}
