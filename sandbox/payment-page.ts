import { timingSafeEqual } from "node:crypto";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { minorToDecimal } from "../app/format/amount";
import { currencyOfAccount } from "./lib/currency";
import { escapeHtml } from "./demo-game-page";
import type { SandboxEnv } from "./lib/context";
import { depositOrder, settleDeposit, type DepositOrderRow } from "./lib/deposits";

/**
 * The payment page a deposit order's payUrl opens (served on the merchant's launch CDN
 * hosts, which are this server), standing in for a payment provider: it shows the order and
 * pays it or fails it, then sends the player back to the portal's return URL with
 * `order=<reference>`. Only the holder of the order's pay token (in the URL) may settle it.
 */
export function registerPaymentPageRoutes(app: Hono, env: SandboxEnv): void {
  app.get("/pay/:reference", (c) => {
    const order = orderFor(env, c.req.param("reference"), c.req.query("token"));
    if (!order) return page(c, "<p>This payment link is not valid.</p>", 404);
    const currency = currencyOfAccount(env.db, order.account_id);
    // As a provider's page: the amount as a decimal in the currency's own digits, and the currency's code.
    const amount = `${minorToDecimal(order.amount_cents, currency)} ${currency}`;
    if (order.status !== "PENDING") {
      return page(
        c,
        `<p data-status="${order.status}">Order ${escapeHtml(order.reference)} is already ${order.status.toLowerCase()}.</p>${backLink(order)}`,
        200,
      );
    }
    const form = (outcome: "paid" | "failed", label: string) =>
      `<form method="post"><input type="hidden" name="token" value="${escapeHtml(order.pay_token)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
    return page(
      c,
      `<h1>Sandbox payment</h1>
       <p>Order <strong data-reference>${escapeHtml(order.reference)}</strong>: ${amount} by ${escapeHtml(order.method)} / ${escapeHtml(order.channel)}</p>
       ${form("paid", "Pay now")}${form("failed", "Fail the payment")}`,
      200,
      `'self' ${new URL(order.return_url).origin}`,
    );
  });

  app.post("/pay/:reference", bodyLimit({ maxSize: 2048, onError: (c) => page(c, "<p>Bad request.</p>", 400) }), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === "string" ? form.token : undefined;
    const order = orderFor(env, c.req.param("reference"), token);
    if (!order || (form.outcome !== "paid" && form.outcome !== "failed")) return page(c, "<p>This payment link is not valid.</p>", 404);
    settleDeposit(env.db, env.clock.now(), order.reference, form.outcome === "paid");
    return c.redirect(returnUrl(order), 303);
  });
}

/** The order, when `token` is its pay token. */
function orderFor(env: SandboxEnv, reference: string, token: string | undefined): DepositOrderRow | null {
  const order = depositOrder(env.db, reference);
  if (!order || token === undefined) return null;
  const given = Buffer.from(token);
  const expected = Buffer.from(order.pay_token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? order : null;
}

function returnUrl(order: DepositOrderRow): string {
  const url = new URL(order.return_url);
  url.searchParams.set("order", order.reference);
  return url.toString();
}

const backLink = (order: DepositOrderRow) => `<p><a href="${escapeHtml(returnUrl(order))}">Back to the site</a></p>`;

/** `formAction`: where its forms may lead (Chromium applies form-action to the redirect after the post too). */
function page(c: Context, body: string, status: 200 | 400 | 404, formAction = "'self'"): Response {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox payment</title>
     <style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{margin:.5rem 0;padding:.5rem 1rem}</style>
     </head><body><main>${body}</main></body></html>`,
    status,
    {
      "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action ${formAction}`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  );
}
