import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon, type IconName } from "~/ui/Icon";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import { openServiceWindow } from "~/ui/service-window";

/**
 * An outside link (customer service, social). With `popup`, it opens in the
 * customer-service window; if the browser blocks that, the link opens in a new tab.
 */
export function ServiceLink({
  href,
  className,
  icon,
  popup = false,
  children,
  iconOnly = false,
}: {
  href: string;
  className?: string;
  icon?: IconName;
  popup?: boolean;
  children: ReactNode;
  /** Show only the icon; the text is for screen readers. */
  iconOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      title={iconOnly && typeof children === "string" ? children : undefined}
      onClick={(event) => {
        if (popup) openServiceWindow(event, href);
      }}
    >
      {icon ? <Icon name={icon} /> : null}
      {iconOnly ? <VisuallyHidden>{children}</VisuallyHidden> : children}
      <VisuallyHidden> ({t("layout.opensInNewWindow")})</VisuallyHidden>
    </a>
  );
}
