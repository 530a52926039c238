/**
 * What the carousels use of Swiper: its core only (sliding, loop, touch, breakpoints).
 * Arrows, dots and autoplay are the components' own, rendered by React (so they are in
 * the first HTML and the page never re-renders when Swiper arrives), and Swiper's
 * autoplay module is not used: it runs a requestAnimationFrame loop for as long as it
 * plays, which keeps a phone's main thread busy on every frame. One chunk, fetched by
 * `loadSwiper` (client-state.ts) when a carousel first needs it.
 */
export { default as Swiper } from "swiper";
