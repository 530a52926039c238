import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Loaded } from "~/ui/loaded";
import type { ErrorCode } from "~/platform/errors";
import { Dialog } from "~/ui/Dialog";
import { RichText, Unavailable } from "./ContentPages";
import * as styles from "~/ui/content.css";

export interface HelpSection {
  anchor: string;
  title: string;
  /** Sanitised on the server. */
  html: string;
}

const CLOSED_PATH = "/";

/**
 * The help centre: the home with this popup, a section per topic
 * that opens and closes (`<details>`). The anchor after `#` opens its section
 * (`/help#term`): read once hydrated, and on every hash change.
 */
export function HelpDialog({ sections }: { sections: Loaded<HelpSection> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [openAnchor, setOpenAnchor] = useState<string | null>(null);

  useEffect(() => {
    const anchor = decodeURIComponent(hash.replace(/^#/, ""));
    if (!anchor) return;
    setOpenAnchor(anchor);
    document.getElementById(anchor)?.scrollIntoView({ block: "nearest" });
  }, [hash]);

  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("help.title")}
      closeAction={CLOSED_PATH}
      name="help"
      className={styles.boardDialog}
    >
      {!sections.ok ? (
        <Unavailable code={sections.code} message={t("help.unavailable")} />
      ) : sections.items.length === 0 ? (
        <p className={styles.message} data-state="empty">
          {t("help.empty")}
        </p>
      ) : (
        <nav aria-label={t("help.sectionsLabel")} className={styles.page}>
          {sections.items.map((section) => (
            <details
              key={section.anchor}
              id={section.anchor}
              className={styles.card}
              open={openAnchor === section.anchor}
              onToggle={(event) => {
                const isOpen = event.currentTarget.open;
                setOpenAnchor((current) => (isOpen ? section.anchor : current === section.anchor ? null : current));
              }}
            >
              <summary className={styles.cardLink}>{section.title}</summary>
              <RichText html={section.html} />
            </details>
          ))}
        </nav>
      )}
    </Dialog>
  );
}

/** The legal licence popup (footer and side menu): the merchant's licences page in a popup. */
export function LegalDialog({ body }: { body: { ok: true; title: string; html: string } | { ok: false; code: ErrorCode } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      open
      onClose={() => navigate(CLOSED_PATH, { replace: true })}
      title={t("contentPages.legalTitle")}
      closeAction={CLOSED_PATH}
      name="legal"
    >
      <div className={styles.page}>{body.ok ? <RichText html={body.html} /> : <Unavailable code={body.code} />}</div>
    </Dialog>
  );
}
