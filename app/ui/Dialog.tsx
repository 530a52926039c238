import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "~/i18n/react";
import { Icon } from "./Icon";
import { lockPageScroll } from "./scroll-lock";
import * as styles from "./ui.css";

export interface DialogProps {
  open: boolean;
  /** Called when the dialog closes: Escape, the close button, an outside click, or `open` turning false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** "center" (default) or "drawer" (a full-height panel from the left). */
  variant?: "center" | "drawer";
  /** Close when the backdrop is clicked (default true). */
  closeOnOutsideClick?: boolean;
  /**
   * For a popup opened by its URL (rendered open by the server): the page without it.
   * Without JavaScript the close button is a GET form to this address; with it, the
   * button only closes the dialog (and `onClose` decides where to go).
   */
  closeAction?: string;
  /** Extra class on the <dialog>. */
  className?: string;
  id?: string;
  /** A name for styling and tests, rendered as data-dialog. */
  name?: string;
  /**
   * Render into <body> (in the browser only). Needed when the dialog's place in
   * the page may be hidden, e.g. inside a closed <details>; such a dialog does
   * not render on the server.
   */
  portal?: boolean;
}

/**
 * A modal on the native `<dialog>`: focus moves in and back, Escape closes,
 * the page behind is inert and does not scroll, and a click outside closes.
 * Focus goes to the first element marked `data-autofocus` that is not in a hidden
 * panel (a form's first field), else where the browser puts it (the close button).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = "center",
  closeOnOutsideClick = true,
  closeAction,
  className,
  name,
  portal = false,
  id,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  /** Where the pointer went down: a drag that starts inside and ends outside is not an outside click. */
  const downOnBackdrop = useRef(false);

  // Opened on the server (an addressable popup), the dialog is rendered with `open`
  // so it shows without JavaScript; once hydrated it becomes a real modal.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || !hydrated) return;
    if (!dialog.open) dialog.showModal();
    firstAutofocus(dialog)?.focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
    };
  }, [open, hydrated]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A dialog open again by the time the event arrives (rendered open, then made modal) has not closed.
    const handleClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [hydrated]);

  if (portal && !hydrated) return null;

  const closeButton = (
    <button
      type={closeAction ? "submit" : "button"}
      className={styles.iconButton}
      onClick={closeAction ? undefined : () => ref.current?.close()}
      aria-label={t("common.close")}
      title={t("common.close")}
    >
      <Icon name="close" />
    </button>
  );

  const element = (
    // A click on the backdrop closes the popup as a pointer convenience; keyboards close it with Escape, natively.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      open={!hydrated && open ? true : undefined}
      className={[styles.dialog[variant], className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      data-dialog={name}
      onPointerDown={(event) => {
        downOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnOutsideClick && downOnBackdrop.current && event.target === event.currentTarget) {
          event.currentTarget.close();
        }
        downOnBackdrop.current = false;
      }}
    >
      {open ? (
        <div className={styles.dialogInner}>
          <div className={styles.dialogHeader}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {title}
            </h2>
            {closeAction ? (
              <form
                method="get"
                action={closeAction}
                onSubmit={(event) => {
                  event.preventDefault();
                  ref.current?.close();
                }}
              >
                {closeButton}
              </form>
            ) : (
              closeButton
            )}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
  return portal ? createPortal(element, document.body) : element;
}

/** The element the dialog's content asks to be focused first, skipping hidden panels (inactive tabs). */
function firstAutofocus(dialog: HTMLDialogElement): HTMLElement | undefined {
  return Array.from(dialog.querySelectorAll<HTMLElement>("[data-autofocus]")).find((element) => !element.closest("[hidden]"));
}
