import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { idempotencyKeyField, newIdempotencyKey, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { amountFormatter } from "~/format/money.server";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { pointsFormatter, requirePointMall, requirePointMallFlag } from "./access.server";
import { requireRealAccount } from "~/session/session.server";
import { POINT_MALL_PATHS } from "./paths";

export interface ConvertView {
  config: Result<{
    ratio: string;
    minPoints: string;
    min: number;
    max: number;
  }>;
  idempotencyKey: string;
  /** The form's rules for the browser, made from its schema. */
  rules: FormRules;
}

/** `/pointMall/convert`: the ratio, the minimum, and the form that converts points to the main wallet. */
export async function convertLoader({ request, context }: LoaderFunctionArgs): Promise<ConvertView> {
  await requirePointMall(request, context);
  const [config, balance, money] = await Promise.all([
    settled(context.platform.points.config({ language: context.i18n.language })),
    settled(context.platform.points.balance()),
    amountFormatter(context),
  ]);
  const points = pointsFormatter(context);
  return {
    config: !config.ok
      ? config
      : !balance.ok
        ? balance
        : {
            ok: true,
            value: {
              ratio: money(config.value.centsPerPoint * 100),
              minPoints: points(config.value.minConvertPoints),
              min: config.value.minConvertPoints,
              max: balance.value.points,
            },
          },
    idempotencyKey: newIdempotencyKey(),
    rules: convertRules,
  };
}

export const convertSchema = z.object({
  points: z.coerce
    .number({
      required_error: "pointMall.pointsInvalid",
      invalid_type_error: "pointMall.pointsInvalid",
    })
    .int("pointMall.pointsInvalid")
    .positive("pointMall.pointsInvalid")
    .max(1_000_000_000, "pointMall.pointsInvalid"),
  idempotencyKey: idempotencyKeyField,
});
const convertRules = formRules(convertSchema);

/** Converts points (encrypted call); the platform checks the minimum and the points, and credits the ledger. */
export async function convertAction({ request, context }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const submission = parseForm(await request.formData(), convertSchema);
  if (submission.status !== "success") return invalidReply("convert", submission, withNextKey());
  await requirePointMallFlag(context);
  try {
    const { amountCents } = await context.platform.points.convert(submission.value);
    const amount = (await amountFormatter(context))(amountCents);
    return await redirectWithFlash(
      POINT_MALL_PATHS.convert,
      { kind: "success", message: "pointMall.converted", values: { amount } },
      context,
    );
  } catch (error) {
    return moneyFailureReply("convert", submission, error, submission.value.idempotencyKey);
  }
}
