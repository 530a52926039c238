import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirectWithFlash } from "~/http/flash.server";
import { z } from "zod";
import { htmlSanitiser } from "~/ui/html-context.server";
import { parsePage } from "~/ui/paging";
import { invalidReply, parseForm } from "~/forms/reply.server";
import { idempotencyKeyField, newIdempotencyKey, withdrawPasswordField, withNextKey, moneyFailureReply } from "~/forms/money.server";
import { formRules } from "~/forms/rules.server";
import type { FormRules } from "~/forms/rules";
import { amountFormatter } from "~/format/money.server";
import { settled } from "~/platform/result.server";
import type { Result } from "~/platform/result";
import { cdnUrl } from "~/platform/cdn";
import { GOODS_ID_PATTERN, REDEEM_MOBILE_PATTERN, type Goods } from "~/platform/contract/points";
import { notFound, pointsFormatter, requirePointMall, requirePointMallFlag } from "./access.server";
import { requireRealAccount } from "~/session/session.server";
import { GOODS_PAGE_SIZE, POINT_MALL_PATHS } from "./paths";

/** A good as the pages show it: numbers formatted on the server, the image on a CDN. */
export interface GoodsCard {
  id: string;
  name: string;
  image: string;
  points: string;
  amountRequired: string;
  quantity: number;
  available: number;
  pointsRatio: string;
}

export interface GoodsListView {
  goods: Result<{ cards: GoodsCard[]; page: number; totalPages: number }>;
}

export interface GoodsDetailView {
  goods: Result<GoodsCard & { remarkHtml: string }>;
  idempotencyKey: string;
  /** The form's rules for the browser, made from its schema. */
  rules: FormRules;
}

async function cardMaker(context: LoaderFunctionArgs["context"]) {
  const [money, imageCdn] = await Promise.all([amountFormatter(context), context.imageCdn()]);
  const points = pointsFormatter(context);
  return (goods: Goods): GoodsCard => ({
    id: goods.id,
    name: goods.name,
    image: cdnUrl(imageCdn, goods.imageUrl),
    points: points(goods.pointsRequired),
    amountRequired: money(goods.amountRequiredCents),
    quantity: goods.quantity,
    available: goods.availableQuantity,
    pointsRatio: points(goods.pointsRatio),
  });
}

/** `/pointMall` (`?page=`): the goods, a page at a time; a bad page is the first. */
export async function goodsListLoader({ request, context }: LoaderFunctionArgs): Promise<GoodsListView> {
  await requirePointMall(request, context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const [list, toCard] = await Promise.all([
    settled(
      context.platform.points.rewards({
        pageNo: page,
        pageSize: GOODS_PAGE_SIZE,
        language: context.i18n.language,
      }),
    ),
    cardMaker(context),
  ]);
  return {
    goods: list.ok
      ? {
          ok: true,
          value: {
            cards: list.value.list.map(toCard),
            page,
            totalPages: list.value.totalPages,
          },
        }
      : list,
  };
}

/** `/pointMall/goods/:id`: one good with its remark (sanitised platform HTML) and the redeem form; an id of no form is not found. */
export async function goodsDetailLoader({ request, context, params }: LoaderFunctionArgs): Promise<GoodsDetailView> {
  await requirePointMall(request, context);
  const id = goodsIdOf(params.id);
  const [goods, toCard, safe] = await Promise.all([
    settled(context.platform.points.reward({ id, language: context.i18n.language })),
    cardMaker(context),
    htmlSanitiser(context),
  ]);
  // Another merchant's or an unknown good: the page does not exist.
  if (!goods.ok && goods.code === "NOT_FOUND") throw notFound();
  return {
    goods: goods.ok
      ? {
          ok: true,
          value: {
            ...toCard(goods.value),
            remarkHtml: safe(goods.value.remark),
          },
        }
      : goods,
    idempotencyKey: newIdempotencyKey(),
    rules: redeemRules,
  };
}

/** The route's id when it is one the platform could have made, else a 404 before any call. */
function goodsIdOf(id: string | undefined): string {
  if (!id || !GOODS_ID_PATTERN.test(id)) throw notFound();
  return id;
}

export const redeemSchema = z.object({
  quantity: z.coerce
    .number({
      required_error: "pointMall.quantityInvalid",
      invalid_type_error: "pointMall.quantityInvalid",
    })
    .int("pointMall.quantityInvalid")
    .min(1, "pointMall.quantityInvalid")
    .max(99, "pointMall.quantityInvalid"),
  withdrawPassword: withdrawPasswordField,
  address: z
    .string({ required_error: "pointMall.addressRequired" })
    .trim()
    .min(1, "pointMall.addressRequired")
    .max(200, "pointMall.addressTooLong"),
  mobile: z
    .string({ required_error: "pointMall.mobileRequired" })
    .trim()
    .min(1, "pointMall.mobileRequired")
    .regex(REDEEM_MOBILE_PATTERN, "pointMall.mobileInvalid"),
  idempotencyKey: idempotencyKeyField,
});
const redeemRules = formRules(redeemSchema);

/** Redeems a good (encrypted call); the platform takes the stock and the points at once and answers the refusals. */
export async function redeemAction({ request, context, params }: ActionFunctionArgs) {
  requireRealAccount(request, context);
  const goodsId = goodsIdOf(params.id);
  const submission = parseForm(await request.formData(), redeemSchema);
  if (submission.status !== "success") return invalidReply("redeem", submission, withNextKey());
  await requirePointMallFlag(context);
  try {
    const { reference } = await context.platform.points.redeem({
      goodsId,
      ...submission.value,
    });
    return await redirectWithFlash(
      POINT_MALL_PATHS.history,
      { kind: "success", message: "pointMall.redeemed", values: { reference } },
      context,
    );
  } catch (error) {
    return moneyFailureReply("redeem", submission, error, submission.value.idempotencyKey);
  }
}
