/** Below this width the side menu is a drawer opened from the header. */
export const PHONE_MAX = "(max-width: 767.98px)";
/** From this width the header shows the vendor drop menus. */
export const DESKTOP_MIN = "(min-width: 1024px)";
/** Below this width the header keeps only the essentials. */
export const NARROW_MAX = "(max-width: 599.98px)";
