import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "~/ui/Icon";
import { VisuallyHidden } from "~/ui/VisuallyHidden";

/** SPEC.md §2: the customer service window is 440×750. */
const SERVICE_WINDOW = "width=440,height=750,resizable=yes,scrollbars=yes";

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
        if (!popup) return;
        const opened = window.open(href, "customer-service", SERVICE_WINDOW);
        if (opened) {
          try {
            opened.opener = null;
          } catch {
            // Already cross-origin: it has no access to this page anyway.
          }
          event.preventDefault();
        }
      }}
    >
      {icon ? <Icon name={icon} /> : null}
      {iconOnly ? <VisuallyHidden>{children}</VisuallyHidden> : children}
      <VisuallyHidden> ({t("layout.opensInNewWindow")})</VisuallyHidden>
    </a>
  );
}
