import { data, type AppLoadContext } from "@remix-run/node";
import { vendorPath } from "~/catalogue/categories";
import { settle } from "~/ui/loaded.server";
import type { Loaded } from "~/ui/loaded";
import { platformErrorCode } from "~/platform/platform-error";
import { amountFormatter } from "~/format/money.server";
import { defineSwrCache } from "~/platform/cache.server";
import { cdnUrl } from "~/platform/cdn";
import type { ValueOf } from "~/platform/contract";
import type { contract } from "~/platform/contract";
import { LIVE_MODEL_ID } from "~/platform/contract/live";
import type { ErrorCode } from "~/platform/errors";
import { requireRealAccount } from "~/session/session.server";
import type { LiveModelView, PvpRoomView } from "./types";

type Ctx = Pick<AppLoadContext, "brand" | "platform" | "i18n" | "imageCdn" | "systemInfo" | "caches"> &
  Partial<Pick<AppLoadContext, "shared">>;
type Model = ValueOf<typeof contract.live.models>["list"][number];
type Room = ValueOf<typeof contract.live.pvpRooms>["list"][number];

/** Public lists, per merchant and language; who is online and how many watch move within a minute. */
const modelsCache = defineSwrCache<{ list: Model[] }>({ name: "live-models", ttlMs: 30_000, max: 200 });
const roomsCache = defineSwrCache<{ list: Room[] }>({ name: "pvp-rooms", ttlMs: 15_000, max: 200 });

const keyOf = (context: Ctx) => `${context.brand.merchantCode}:${context.i18n.language}`;

/** The chat-room popup of a model (app/routes/_main.live-rooms.chat.$modelId.tsx). */
export const chatRoomHref = (modelId: string) => `/live-rooms/chat/${encodeURIComponent(modelId)}`;

/** The live models, online first. Mount with `<LiveModels models={...} />`. */
export async function loadLiveModels(context: Ctx): Promise<Loaded<LiveModelView>> {
  const cdn = await context.imageCdn();
  return settle(
    modelsCache
      .get(context, keyOf(context), () => context.platform.live.models({ language: context.i18n.language }))
      .then(({ list }) => list),
    (model): LiveModelView => ({
      modelId: model.modelId,
      name: model.name,
      avatar: cdnUrl(cdn, model.avatarUrl),
      online: model.online,
      viewers: model.viewers,
      chatHref: model.online ? chatRoomHref(model.modelId) : null,
    }),
  );
}

/** The open PVP rooms, optionally of one vendor. Mount with `<PvpRooms rooms={...} />`. */
export async function loadPvpRooms(context: Ctx, vassalage?: string): Promise<Loaded<PvpRoomView>> {
  const money = await amountFormatter(context);
  return settle(
    roomsCache
      .get(context, `${keyOf(context)}:${vassalage ?? "*"}`, () =>
        context.platform.live.pvpRooms({ vassalage, language: context.i18n.language }),
      )
      .then(({ list }) => list),
    (room): PvpRoomView => ({
      roomId: room.roomId,
      name: room.name,
      gameName: room.gameName,
      href: vendorPath("PVP", room.vassalage),
      minBet: money(room.minBetCents),
      seats: room.seats,
      players: room.players,
    }),
  );
}

export interface ChatRoomData {
  modelId: string;
  name: string;
  /** The room's address on the platform, fetched here (the session token never leaves the server), or why not. */
  chat: { ok: true; url: string } | { ok: false; code: ErrorCode };
}

/**
 * The chat-room popup: sign-in required (a visitor goes to /login and comes back), with a
 * real account (a trial account gets the "need a real account" prompt, as for every protected action).
 * A malformed model id never reaches the platform, and an unknown or offline model
 * is a 404, like any page that does not exist.
 */
export async function loadChatRoom(
  request: Request,
  context: Ctx & Pick<AppLoadContext, "session">,
  modelId: string,
): Promise<ChatRoomData> {
  requireRealAccount(request, context);
  const notFound = () => data({ code: "NOT_FOUND" as const }, { status: 404 });
  if (!LIVE_MODEL_ID.test(modelId)) throw notFound();
  const models = await loadLiveModels(context);
  const model = models.ok ? models.items.find((candidate) => candidate.modelId === modelId) : undefined;
  if (models.ok && !model?.online) throw notFound();
  const name = model?.name ?? modelId;
  try {
    const { chatUrl } = await context.platform.live.chat({ modelId, language: context.i18n.language });
    return { modelId, name, chat: { ok: true, url: chatUrl } };
  } catch (error) {
    const code = platformErrorCode(error);
    if (code === "NOT_FOUND") throw notFound();
    return { modelId, name, chat: { ok: false, code: code } };
  }
}
