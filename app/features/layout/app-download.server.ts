import QRCode from "qrcode";
import type { SystemInfo } from "~/load-context";
import { safeLink } from "./service.server";

/** The app-download QR codes are 107 px. */
export const QR_SIZE = 107;

export interface AppDownload {
  platform: "ios" | "android";
  url: string;
  /** The QR code as an SVG data URL (generated here, on the server). */
  qr: string;
}

/** QR codes depend only on the URL: keep the few there are. */
const qrCache = new Map<string, Promise<string>>();
const QR_CACHE_MAX = 100;

export function qrSvgDataUrl(url: string, width = QR_SIZE): Promise<string> {
  const key = `${width}:${url}`;
  let qr = qrCache.get(key);
  if (!qr) {
    qr = QRCode.toString(url, { type: "svg", width, margin: 1, errorCorrectionLevel: "M" }).then(
      (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    );
    qr.catch(() => qrCache.delete(key));
    if (qrCache.size >= QR_CACHE_MAX) qrCache.clear();
    qrCache.set(key, qr);
  }
  return qr;
}

/** The iOS and Android downloads of the merchant's resources; a platform without a resource is absent. */
export async function appDownloads(resources: SystemInfo["resources"]): Promise<AppDownload[]> {
  const wanted = [
    { platform: "ios", type: "iOS" },
    { platform: "android", type: "Android" },
  ] as const;
  const downloads = await Promise.all(
    wanted.map(async ({ platform, type }) => {
      const url = safeLink(resources.find((entry) => entry.resourceType === type)?.url);
      return url ? { platform, url, qr: await qrSvgDataUrl(url) } : null;
    }),
  );
  return downloads.filter((download): download is AppDownload => download !== null);
}
