/** The points mall's pages (/pointMall, sign-in required, PTSYS3 only); each sub-page is its own address. */
export const POINT_MALL_PATHS = {
  goods: "/pointMall",
  history: "/pointMall/history",
  details: "/pointMall/details",
  rules: "/pointMall/rules",
  convert: "/pointMall/convert",
} as const;

export const goodsPath = (id: string) => `/pointMall/goods/${encodeURIComponent(id)}`;

/** Goods a page of the list shows. */
export const GOODS_PAGE_SIZE = 12;
