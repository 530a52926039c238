import { z } from "zod";
import { defineCall } from "./define";
import { ANNOUNCEMENT_TYPES, announcementSchema, bannerSchema, languageSchema, text } from "./common";

export const BANNER_GROUPS = ["w_home", "w_leftmenu", "w_reg", "w_forget"] as const;

export const contentCalls = {
  banners: defineCall({
    method: "GET",
    path: "/api/v1/content/banners",
    summary: "Banners of one group, in display order.",
    request: z.object({ groupName: z.enum(BANNER_GROUPS), language: languageSchema }).strict(),
    value: z.object({ list: z.array(bannerSchema) }),
  }),
  announcements: defineCall({
    method: "GET",
    path: "/api/v1/content/announcements",
    summary: "Announcements and notices of the given types (comma-separated), optionally one execution.",
    request: z
      .object({
        types: text(32).refine(
          (v) => v.split(",").every((t) => (ANNOUNCEMENT_TYPES as readonly string[]).includes(t)),
          "unknown announcement type",
        ),
        platform: z.literal("W"),
        execution: z.enum(["A", "B", "F"]).optional(),
        language: languageSchema,
      })
      .strict(),
    value: z.object({ list: z.array(announcementSchema) }),
  }),
  help: defineCall({
    method: "GET",
    path: "/api/v1/content/help",
    summary: "Help centre sections (platform HTML) for a language.",
    request: z.object({ lang: languageSchema, device: z.literal("WEB") }).strict(),
    value: z.object({
      sections: z.array(z.object({ anchor: z.string(), title: z.string(), content: z.string() })),
    }),
  }),
};
