import type { LoaderFunctionArgs } from "@remix-run/node";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { pointsFormatter, requirePointMall } from "./access.server";

export interface PointMallView {
  /** The player's points now, formatted. */
  points: Result<string>;
}

/** `/pointMall/*`'s layout: the guard and the current points every sub-page shows (read again after each redeem or conversion). */
export async function pointMallLoader({ request, context }: LoaderFunctionArgs): Promise<PointMallView> {
  await requirePointMall(request, context);
  const balance = await settled(context.platform.points.balance());
  return {
    points: balance.ok ? { ok: true, value: pointsFormatter(context)(balance.value.points) } : balance,
  };
}
