import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { textsLoaded } from "./i18n/texts";
import { popupsLoaded } from "./ui/lazy-popup";

// A popup open at load (its route's module has run by now) hydrates with the page, never after it (ui/lazy-popup.ts);
// the page's texts (preloaded by the document's head) are in before it hydrates, so no text waits (i18n/texts.ts).
void Promise.all([popupsLoaded(), textsLoaded()]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
