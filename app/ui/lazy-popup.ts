import { lazy, type FunctionComponent, type LazyExoticComponent } from "react";

/** The popup chunks the page's first render waits for (app/entry.client.tsx). */
const loading: Promise<unknown>[] = [];

/**
 * A popup's component in the browser, its code a chunk of its own (the server renders the
 * popup at once with the component itself). The chunk starts loading as soon as the route's
 * module runs, and a page opened with the popup showing hydrates once it is in: React cannot
 * hydrate a Suspense boundary whose code is still on its way, and a navigation meanwhile (a
 * `/help#term` link while `/help` loads) would make it throw the server's popup away and
 * render it again later (React error 421). On a client-side navigation it is the same chunk on demand.
 */
export function lazyPopup<P extends object>(load: () => Promise<FunctionComponent<P>>): LazyExoticComponent<FunctionComponent<P>> {
  const module = load().then((component) => ({ default: component }));
  loading.push(module.catch(() => undefined));
  return lazy(() => module);
}

/** Settles once every popup chunk asked for so far is in (or has failed: the popup then loads as before). */
export function popupsLoaded(): Promise<void> {
  return Promise.all(loading).then(() => undefined);
}
