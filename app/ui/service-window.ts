/** The customer service window is 440×750. */
const SERVICE_WINDOW = "width=440,height=750,resizable=yes,scrollbars=yes";

/**
 * A customer-service link's click: opens `href` in the customer-service window; if the browser
 * blocks that, the link goes on and opens in a new tab. Its own module, so a layout can use it
 * without the player layout's link component (and its icons) in its JavaScript.
 */
export function openServiceWindow(event: { preventDefault(): void }, href: string): void {
  const opened = window.open(href, "customer-service", SERVICE_WINDOW);
  if (!opened) return;
  try {
    opened.opener = null;
  } catch {
    // Already cross-origin: it has no access to this page anyway.
  }
  event.preventDefault();
}
