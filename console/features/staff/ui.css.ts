import { globalStyle, style } from "@vanilla-extract/css";

/** A staff member's one-time credentials: the details listed, the secrets in a typewriter face, the QR code. */

export const definitions = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px" });
globalStyle(`${definitions} dt`, { fontWeight: 600 });
globalStyle(`${definitions} dd`, { margin: 0 });

export const secret = style({ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", wordBreak: "break-all" });

export const qr = style({ inlineSize: 200, blockSize: 200, background: "#ffffff" });
