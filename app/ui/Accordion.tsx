import type { ReactNode } from "react";
import { Icon } from "./Icon";
import * as styles from "./ui.css";

/** A native disclosure (`<details>`): keyboard operable and working without JavaScript. */
export function Accordion({
  summary,
  children,
  defaultOpen = false,
  className,
}: {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}) {
  return (
    <details className={[styles.accordion, className].filter(Boolean).join(" ")} open={defaultOpen || undefined}>
      <summary className={styles.accordionSummary}>
        <span>{summary}</span>
        <Icon name="chevronDown" className={styles.accordionChevron} />
      </summary>
      <div className={styles.accordionBody}>{children}</div>
    </details>
  );
}
