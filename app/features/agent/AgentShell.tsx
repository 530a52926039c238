import type { ReactNode } from "react";
import { ThemeToggle } from "~/features/settings/ThemeToggle";
import { useRootData } from "~/route-data";
import * as styles from "./agent.css";

/** The agent pages' own layout: the brand, the theme switch, the page. */
export function AgentShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <p className={styles.brand}>{root?.brand.displayName}</p>
        {root ? <ThemeToggle mode={root.mode} /> : null}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
