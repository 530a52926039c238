import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ThemeToggle } from "~/features/settings/ThemeToggle";
import type { loader as rootLoader } from "~/root";
import * as styles from "./agent.css";

/** The agent pages' own layout: the brand, the theme switch, the page. */
export function AgentShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
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
