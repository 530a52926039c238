import type { Loaded } from "~/ui/loaded";

export interface BoardItem {
  id: string;
  /** Plain text (React escapes it). */
  title: string;
  /** ISO time, formatted by the page. */
  time: string;
  /** Platform HTML, sanitised on the server (app/ui/sanitize.server.ts). */
  html: string;
  /** The item is a promotion: its button opens the reward centre. */
  promo: boolean;
}

/** One page of the announcement or notice popup. */
export interface BoardView {
  kind: "announcements" | "notices";
  items: Loaded<BoardItem>;
  page: number;
  totalPages: number;
  /** The expanded title's id (the first of the page unless the URL names another, or none). */
  openId: string | null;
}
