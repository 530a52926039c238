import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from "react";
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
  /** "center" (default) or "drawer" (a full-height panel at the page's start side: the left, the right in a right-to-left page). */
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
 * A centred dialog can be dragged by its title bar (pointer events: mouse, pen and touch),
 * never past the edges of the window, to see what it covers; it opens centred again each
 * time. Moving it is a convenience only: nothing in a dialog needs it, so the keyboard's way
 * through the dialog (Tab, Escape) is untouched and the title bar takes no focus stop.
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
  /** How far the title bar has moved the dialog from its centred place. */
  const [offset, setOffset] = useState<Offset>(CENTRED);
  const drag = useRef<Drag | null>(null);

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
    // A window that changes size could leave a moved dialog off screen: it goes back to the centre.
    const recentre = () => setOffset(CENTRED);
    window.addEventListener("resize", recentre);
    return () => {
      unlock();
      window.removeEventListener("resize", recentre);
      setOffset(CENTRED);
      if (dialog.open) dialog.close();
    };
  }, [open, hydrated]);

  const draggable = hydrated && variant === "center";
  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    const dialog = ref.current;
    // The title bar's own controls (the close button) keep their clicks.
    if (!draggable || !dialog || event.button !== 0 || (event.target as Element).closest("button, a, input, select, textarea")) return;
    const box = dialog.getBoundingClientRect();
    drag.current = {
      pointerX: event.clientX,
      pointerY: event.clientY,
      from: offset,
      // How far each way the box can go and still be whole in the window.
      left: -box.left,
      right: window.innerWidth - box.right,
      up: -box.top,
      down: window.innerHeight - box.bottom,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = clamp(event.clientX - current.pointerX, Math.min(0, current.left), Math.max(0, current.right));
    const dy = clamp(event.clientY - current.pointerY, Math.min(0, current.up), Math.max(0, current.down));
    setOffset({ x: current.from.x + dx, y: current.from.y + dy });
  };
  const endDrag = () => {
    drag.current = null;
  };

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
      style={offset.x || offset.y ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
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
          <div
            className={draggable ? `${styles.dialogHeader} ${styles.dialogHandle}` : styles.dialogHeader}
            data-drag-handle={draggable || undefined}
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onLostPointerCapture={endDrag}
          >
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

interface Offset {
  x: number;
  y: number;
}

const CENTRED: Offset = { x: 0, y: 0 };

/** A drag under way: where the pointer went down, the offset then, and the room the window leaves each way. */
interface Drag {
  pointerX: number;
  pointerY: number;
  from: Offset;
  left: number;
  right: number;
  up: number;
  down: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The element the dialog's content asks to be focused first, skipping hidden panels (inactive tabs). */
function firstAutofocus(dialog: HTMLDialogElement): HTMLElement | undefined {
  return Array.from(dialog.querySelectorAll<HTMLElement>("[data-autofocus]")).find((element) => !element.closest("[hidden]"));
}
