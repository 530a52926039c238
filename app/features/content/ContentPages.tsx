import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { pageHref } from "~/ui/paging";
import { DataTable } from "~/ui/DataTable";
import { dayOf } from "~/format/dates";
import type { ErrorCode } from "~/platform/errors";
import { useLayoutData, usePlayerZone } from "~/route-data";
import { Pagination } from "~/ui/Pagination";
import * as styles from "~/ui/content.css";
import type { ArticleListView, ArticleView, Body, ContentPageView, LeaderboardView, MirrorsView } from "./types";

/** Platform HTML, already sanitised on the server. */
export function RichText({ html }: { html: string }) {
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A section's platform failure: a translated message, never a blank page. */
export function Unavailable({ code, message }: { code: ErrorCode; message?: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.error} role="alert" data-state="error">
      {message ?? t("contentPages.unavailable")} {t(`errors.${code}`)}
    </p>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <p className={styles.message} data-state="empty">
      {t("contentPages.empty")}
    </p>
  );
}

/** A page's frame: its h1 (the platform's title, or the page's own) and content. */
function Page({ title, children, name }: { title: string; children: ReactNode; name: string }) {
  return (
    <article className={styles.page} data-page={name}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {children}
    </article>
  );
}

function BodyOf({ body }: { body: Body }) {
  return body.ok ? <RichText html={body.html} /> : <Unavailable code={body.code} />;
}

/** About us, licences, responsible gaming (`children`: what the page adds after the merchant's text). */
export function ContentPage({
  view,
  name,
  children,
}: {
  view: ContentPageView;
  name: "about" | "licences" | "responsible";
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page title={view.body.ok ? view.body.title : t(`contentPages.titles.${name}`)} name={name}>
      <BodyOf body={view.body} />
      {children}
    </Page>
  );
}

export function ArticleList({ view }: { view: ArticleListView }) {
  const { t } = useTranslation();
  const zone = usePlayerZone();
  const { pathname, search } = useLocation();
  const { articles } = view;
  return (
    <Page title={t(`contentPages.titles.${view.section}`)} name={view.section}>
      {!articles.ok ? (
        <Unavailable code={articles.code} />
      ) : articles.items.length === 0 ? (
        <Empty />
      ) : (
        <>
          <ul className={styles.cardList} data-testid="article-list">
            {articles.items.map((article) => (
              <li key={article.href} className={styles.card}>
                <Link className={styles.cardLink} to={article.href}>
                  {article.title}
                </Link>
                <p className={styles.muted}>{t("contentPages.published", { date: dayOf(article.publishedAt, zone) })}</p>
                <p>{article.summary}</p>
              </li>
            ))}
          </ul>
          <Pagination
            page={view.page}
            totalPages={view.totalPages}
            hrefOf={(page) => pageHref(pathname, search, page)}
            label={t("contentPages.pagesLabel")}
          />
        </>
      )}
    </Page>
  );
}

export function ArticlePage({ view }: { view: ArticleView }) {
  const { t } = useTranslation();
  const zone = usePlayerZone();
  return (
    <Page title={view.body.ok ? view.body.title : t(`contentPages.titles.${view.section}`)} name={`${view.section}-article`}>
      {view.publishedAt ? <p className={styles.muted}>{t("contentPages.published", { date: dayOf(view.publishedAt, zone) })}</p> : null}
      <BodyOf body={view.body} />
      <p>
        <Link to={`/${view.section}`}>{t("contentPages.backToList")}</Link>
      </p>
    </Page>
  );
}

export function MirrorsPage({ view }: { view: MirrorsView }) {
  const { t } = useTranslation();
  return (
    <Page title={t("contentPages.titles.mirrors")} name="mirrors">
      <p>{t("contentPages.mirrorsIntro")}</p>
      {!view.mirrors.ok ? (
        <Unavailable code={view.mirrors.code} />
      ) : view.mirrors.items.length === 0 ? (
        <Empty />
      ) : (
        <ul className={styles.cardList}>
          {view.mirrors.items.map((mirror) => (
            <li key={mirror.url} className={styles.card}>
              <a className={styles.cardLink} href={mirror.url} rel="noopener noreferrer">
                {mirror.url}
              </a>
              <span className={styles.muted}>{mirror.region}</span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** The download guide: the platform's steps and the layout's iOS and Android QR codes. */
export function DownloadPage({ view }: { view: ContentPageView }) {
  const { t } = useTranslation();
  const downloads = useLayoutData()?.downloads ?? [];
  return (
    <Page title={view.body.ok ? view.body.title : t("contentPages.titles.download")} name="download">
      {downloads.length === 0 ? (
        <p className={styles.message}>{t("contentPages.noDownloads")}</p>
      ) : (
        <>
          <p>{t("contentPages.downloadApps")}</p>
          <ul className={styles.qrList}>
            {downloads.map((download) => {
              const platform = download.platform === "ios" ? "iOS" : "Android";
              return (
                <li key={download.platform}>
                  <a href={download.url} rel="noopener noreferrer">
                    <img className={styles.qr} src={download.qr} width={107} height={107} alt={t("contentPages.qrAlt", { platform })} />
                  </a>
                  <p>{platform}</p>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <BodyOf body={view.body} />
    </Page>
  );
}

export function LeaderboardPage({ view }: { view: LeaderboardView }) {
  const { t } = useTranslation();
  return (
    <Page title={t("contentPages.titles.leaderboard")} name="leaderboard">
      <p>{t("contentPages.leaderboardIntro")}</p>
      {!view.winners.ok ? (
        <Unavailable code={view.winners.code} />
      ) : (
        <DataTable
          className={styles.card}
          empty={<Empty />}
          columns={[
            { id: "rank", header: t("contentPages.rank"), cell: (_winner, index) => index + 1 },
            { id: "player", header: t("contentPages.player"), cell: (winner) => winner.customerName },
            { id: "game", header: t("contentPages.game"), cell: (winner) => winner.gameName },
            { id: "amount", header: t("contentPages.amount"), cell: (winner) => winner.amount },
          ]}
          rows={view.winners.items}
          rowKey={(winner, index) => `${index}-${winner.customerName}`}
        />
      )}
    </Page>
  );
}
