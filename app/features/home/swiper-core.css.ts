import { globalStyle } from "@vanilla-extract/css";

/*
 * Swiper's core layout rules, the ones our carousels use (horizontal slides,
 * loop, slide transitions). Swiper's own core stylesheet (`swiper/css`) is not
 * imported because it embeds its icon font as a data: URL, which the portal's
 * CSP (font-src 'self') refuses with a console error on every page; we use none
 * of its icons. The pagination stylesheet (`swiper/css/pagination`) is imported
 * as is. Keep in step with node_modules/swiper/swiper.css when upgrading swiper.
 */
globalStyle(".swiper", {
  marginInline: "auto",
  position: "relative",
  overflow: "hidden",
  listStyle: "none",
  padding: 0,
  zIndex: 1,
  display: "block",
});

globalStyle(".swiper-wrapper", {
  position: "relative",
  width: "100%",
  height: "100%",
  zIndex: 1,
  display: "flex",
  transitionProperty: "transform",
  transitionTimingFunction: "var(--swiper-wrapper-transition-timing-function, initial)",
  boxSizing: "content-box",
});

globalStyle(".swiper-android .swiper-slide, .swiper-ios .swiper-slide, .swiper-wrapper", {
  transform: "translate3d(0px, 0, 0)",
});

globalStyle(".swiper-horizontal", { touchAction: "pan-y" });

globalStyle(".swiper-slide", {
  flexShrink: 0,
  width: "100%",
  height: "100%",
  position: "relative",
  transitionProperty: "transform",
  display: "block",
});

globalStyle(".swiper-slide-invisible-blank", { visibility: "hidden" });

globalStyle(".swiper-backface-hidden .swiper-slide", { transform: "translateZ(0)", backfaceVisibility: "hidden" });
