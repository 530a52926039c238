/** Where a banner click goes: a portal route (client navigation), an outside page (new tab), or nowhere. */
export type BannerLink = { kind: "route"; to: string } | { kind: "url"; href: string } | { kind: "none" };

export interface BannerView {
  id: string;
  title: string;
  /** Absolute, on one of the image CDNs. */
  image: string;
  link: BannerLink;
}

export interface GameView {
  nodeId: string;
  name: string;
  /** Absolute, on one of the image CDNs. */
  icon: string;
  href: string;
  hot: boolean;
  /** supportPlay 0: a free trial is available. */
  freeTrial: boolean;
}

export interface VendorView {
  code: string;
  name: string;
  logo: string;
  maintenance: boolean;
}

export interface NoticeView {
  id: string;
  /** Plain text: the platform's HTML content is never shown here. */
  title: string;
}

export interface WinnerView {
  customerName: string;
  gameName: string;
  icon: string;
  /** In the merchant's currency (its symbol and minor digits), formatted on the server. */
  amount: string;
}
