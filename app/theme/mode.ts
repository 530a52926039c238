import type { ThemeMode } from "~/brand/schema";

export const isThemeMode = (value: unknown): value is ThemeMode => value === "dark" || value === "light";
