import { Await, Link, useLocation } from "@remix-run/react";
import { Suspense, useId, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { ErrorCode } from "~/platform/errors";
import { cx } from "~/ui/cx";
import { VisuallyHidden } from "~/ui/VisuallyHidden";
import * as styles from "./section.css";
import type { Deferred, Loaded } from "./loaded";

interface Props {
  /** `data-section`, for tests and analytics. */
  name: string;
  title: string;
  more?: { href: string; label: string } | null;
  /** What it holds, for the height it is taken to have until it is first rendered (home.css.ts). */
  size?: keyof typeof styles.sectionSize;
  children: ReactNode;
}

/** A titled block of a page (the home's lanes, lobbies, centres) with an optional "more" link. */
export function HomeSection({ name, title, more, size = "games", children }: Props) {
  const headingId = useId();
  return (
    <section className={cx(styles.section, styles.sectionSize[size])} aria-labelledby={headingId} data-section={name}>
      <header className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle} id={headingId}>
          {title}
        </h2>
        {more ? (
          <Link className={styles.moreLink} to={more.href} prefetch="intent" aria-label={more.label}>
            {more.label}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}

/** The translated message of a section whose platform call failed, with a way to try again. */
export function SectionError({ code }: { code: ErrorCode }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className={styles.errorBox} data-state="error" data-error-code={code}>
      <p className={styles.errorTitle}>{t("home.sectionError")}</p>
      <p className={styles.errorDetail}>{t(`errors.${code}`)}</p>
      <Link to={location.pathname + location.search} preventScrollReset>
        {t("common.retry")}
      </Link>
    </div>
  );
}

/** A loaded list: its content, or the section's error message. */
export function LoadedContent<T>({ data, children }: { data: Loaded<T>; children: (items: T[]) => ReactNode }) {
  return data.ok ? <>{children(data.items)}</> : <SectionError code={data.code} />;
}

/** A value that may still be on its way: shown at once when ready, else `fallback` until it streams in. */
export function DeferredValue<T>({
  data,
  fallback,
  children,
}: {
  data: Deferred<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (data.ready) return <>{children(data.value)}</>;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={data.promise} errorElement={<SectionError code="INTERNAL_ERROR" />}>
        {(value) => children(value as T)}
      </Await>
    </Suspense>
  );
}

/**
 * A non-critical list: `placeholder` (an empty list of the size the list will likely
 * have, so nothing below moves when it streams in) until it arrives, then its content
 * or error.
 */
export function DeferredContent<T>({
  data,
  placeholder,
  children,
}: {
  data: Deferred<Loaded<T>>;
  placeholder: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DeferredValue
      data={data}
      fallback={
        <div data-state="loading" aria-busy="true">
          <VisuallyHidden>{t("common.loading")}</VisuallyHidden>
          {placeholder}
        </div>
      }
    >
      {(loaded) => <LoadedContent data={loaded}>{children}</LoadedContent>}
    </DeferredValue>
  );
}

/** A list's "nothing here" line. */
export function NoData({ text }: { text: string }) {
  return (
    <p className={styles.message} data-state="empty">
      {text}
    </p>
  );
}
