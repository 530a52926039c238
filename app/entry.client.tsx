import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { popupsLoaded } from "./ui/lazy-popup";

// A popup open at load (its route's module has run by now) hydrates with the page, never after it (ui/lazy-popup.ts).
void popupsLoaded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
