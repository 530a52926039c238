import type { Announcement, Banner } from "../../app/platform/contract";
import { inLanguage } from "../lib/images";
import type { GroupHandlers } from "../lib/context";
import { prepared } from "../db/statements";
import { writtenIn, type Written } from "../lib/written";

interface BannerRow {
  id: string;
  group_name: string;
  title: string;
  image_path: string;
  linkage_type: Banner["linkage"]["type"];
  linkage_target: string;
}

interface AnnouncementRow {
  id: string;
  type: Announcement["type"];
  execution: Announcement["execution"];
  title: string;
  content: string;
  promotion_type: string | null;
  time: string;
}

/** Column pairs per language; fixed text, never built from the request. */
const TITLE: Written<string> = { EN: "title_en", TY: "title_ty" };
const CONTENT: Written<string> = { EN: "content_en", TY: "content_ty" };

export const contentHandlers: GroupHandlers<"content"> = {
  banners: (ctx, { groupName, language }) => {
    const rows = prepared(
      ctx.db,
      `SELECT id, group_name, ${writtenIn(TITLE, language)} AS title, image_path, linkage_type, linkage_target
         FROM banners WHERE merchant = ? AND group_name = ? ORDER BY sort`,
    ).all(ctx.merchant.code, groupName) as BannerRow[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        groupName: row.group_name,
        title: row.title,
        url: inLanguage(row.image_path, language),
        linkage: { type: row.linkage_type, target: row.linkage_target },
      })),
    };
  },

  announcements: (ctx, { types, execution, language }) => {
    const wanted = JSON.stringify(types.split(","));
    const rows = prepared(
      ctx.db,
      `SELECT id, type, execution, ${writtenIn(TITLE, language)} AS title, ${writtenIn(CONTENT, language)} AS content, promotion_type, time
         FROM announcements
        WHERE merchant = @merchant
          AND audience = 'PLAYER'
          AND type IN (SELECT value FROM json_each(@wanted))
          AND (@execution IS NULL OR execution = @execution)
        ORDER BY time DESC, id`,
    ).all({ merchant: ctx.merchant.code, wanted, execution: execution ?? null }) as AnnouncementRow[];
    return {
      list: rows.map((row) => ({
        id: row.id,
        type: row.type,
        execution: row.execution,
        title: row.title,
        content: row.content,
        promotionType: row.promotion_type,
        time: row.time,
      })),
    };
  },

  help: (ctx, { lang }) => {
    // Help is written in the merchant's languages only; others get its first (default) language.
    const language = ctx.merchant.languages.includes(lang) ? lang : ctx.merchant.languages[0];
    const sections = prepared(
      ctx.db,
      "SELECT anchor, title, content FROM help_sections WHERE merchant = ? AND language = ? ORDER BY sort",
    ).all(ctx.merchant.code, language) as Array<{ anchor: string; title: string; content: string }>;
    return { sections };
  },
};
