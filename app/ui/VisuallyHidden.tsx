import type { ReactNode } from "react";
import * as styles from "./ui.css";

/** Text for screen readers only. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.visuallyHidden} id={id}>
      {children}
    </span>
  );
}
