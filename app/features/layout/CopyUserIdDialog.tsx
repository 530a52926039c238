import { useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import * as ui from "~/ui/ui.css";

/** Puts `text` on the clipboard: the async Clipboard API, else the older copy command. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the fallback below.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.className = ui.visuallyHidden;
  document.body.append(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** "Copy user ID": copies the ID, then a dialog confirms (or shows the ID when copying is not possible). */
export function CopyUserIdButton({
  userId,
  className,
  children,
  onDone,
}: {
  userId: string;
  className: string;
  children: ReactNode;
  onDone?: () => void;
}) {
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={async () => {
          setResult((await copyText(userId)) ? "copied" : "failed");
          onDone?.();
        }}
      >
        {children}
      </button>
      <CopyUserIdDialog userId={userId} result={result} onClose={() => setResult(null)} />
    </>
  );
}

export function CopyUserIdDialog({ userId, result, onClose }: { userId: string; result: "copied" | "failed" | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title={result === "failed" ? t("header.copyUserId") : t("header.userIdCopied")}
      name="user-id-copied"
      portal
    >
      <p>{t(result === "failed" ? "layout.copyFailed" : "layout.userIdCopiedBody", { id: userId })}</p>
      <div className={ui.dialogActions}>
        <button type="button" className={ui.button.primary} onClick={onClose}>
          {t("common.confirm")}
        </button>
      </div>
    </Dialog>
  );
}
