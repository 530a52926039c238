/** What the carousels use of Swiper: one chunk, loaded by `useSwiper` once the page runs. */
export { Swiper, SwiperSlide } from "swiper/react";
export { Autoplay, Navigation, Pagination } from "swiper/modules";
