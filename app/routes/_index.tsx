import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loader as rootLoader } from "~/root";
import * as styles from "./_index.css";

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === "root")?.data;
  return root ? [{ title: root.brand.displayName }] : [];
};

/** A placeholder home: the brand's name and welcome, until the real home is built on this root. */
export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { t } = useTranslation();
  if (!root) return null;
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{root.brand.displayName}</h1>
      <p className={styles.welcome}>{t("home.welcome", { brand: root.brand.displayName })}</p>
      <p className={styles.tagline}>{t("home.tagline")}</p>
    </section>
  );
}
