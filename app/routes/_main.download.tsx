import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/features/content/content.server";
import { DownloadPage } from "~/features/content/ContentPages";
import { contentMeta } from "~/features/content/meta";

/** `/download`: the download and installation guide, with the iOS and Android QR codes. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadContentPage(request, context, "download", "DOWNLOAD");
export const meta = contentMeta;

export default function Download() {
  return <DownloadPage view={useLoaderData<typeof loader>()} />;
}
