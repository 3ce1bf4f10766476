/** Response shapes as the original clients read them (contract 3.1–3.4). Prices are wire numbers. */

export type SellerVo = {
  id: number;
  name: string;
  avatar: string;
  banner1: string;
  banner2: string;
  banner3: string;
  shopRemark: string;
  contact: string;
  shopPhone: string;
  shopAddress: string;
  keyWords: string;
  status: number;
  creditScore: number;
  mallLevel: string;
  createTime: string;
  /** Real counts: paid units sold, people following, on-shelf listings, page views. */
  soldNum: number;
  focusNum: number;
  sellerGoodsNum: number;
  viewsNum: number;
  /** Share of good reviews, "98.5" (percent, one decimal) or "0" with no reviews. */
  highOpinion: string;
  isFocus?: number;
  onShelvesFlag?: number;
};

export type SkuAttr = {
  attrId: number;
  attrValueId: number;
  attrName: string;
  attrValueName: string;
  isIcon: number;
  iconImg: string;
};

export type CanSelectAttributes = {
  skus: {
    skuId: number;
    attrs: SkuAttr[];
    price: number;
    sellingPrice: number;
    discountPrice: number | null;
    iconImg: string;
    coverImg: string;
    img: string[];
    hidden: boolean;
    stock: number;
  }[];
  goodAttrs: {
    attrId: number;
    attrName: string;
    attrValues: { attrValueId: number; attrValueName: string; isIcon: number; iconImg: string }[];
  }[];
  skuImg: Record<string, string>;
};

export type GoodsVo = {
  id: number;
  goodsId: number;
  sellerId: number;
  categoryId: number;
  categoryName: string;
  secondaryCategoryId: number | null;
  secondaryCateName: string;
  name: string;
  unit: string;
  des?: string;
  imgUrl1: string;
  imgUrl2?: string;
  imgUrl3?: string;
  imgUrl4?: string;
  imgUrl5?: string;
  systemPrice: number;
  sellingPrice: number;
  discountPrice: number | null;
  discountRatio: number | null;
  discountStartTime: string | null;
  discountEndTime: string | null;
  freightAmount: number;
  goodsTax: number;
  soldNum: number;
  viewsNum: number;
  buyMin: number;
  isShelf: number;
  isKeep?: number;
  recTime: string | null;
  newTime: string;
  upTime: string;
  createTime: string;
  showWeight1: number;
  showWeight2: number;
  /** Share of good reviews in percent, one decimal, "0" with none (detail only). */
  highOpinion?: string;
  evaluationNum?: number;
  seller?: SellerVo;
  attributes?: {
    attrName: string;
    attrValue: string;
    attrNameId: number;
    attrValueId: number;
    goodsId: number;
    sort: number;
  }[];
  canSelectAttributes?: CanSelectAttributes;
};

export type CategoryVo = {
  id: number;
  parentId: number | null;
  categoryId: number;
  name: string;
  iconImg: string;
  level: number;
  rank: number;
  sort: number;
  status: number;
  des: string;
  recTime: string | null;
  createTime: string;
  subList: CategoryVo[];
};

export type EvaluationVo = {
  id: number;
  sellerGoodsId: number;
  systemGoodsId: number;
  sellerId: number;
  userName: string;
  partyAvatar: number;
  avatar: number;
  skuId: number | null;
  evaluationType: number;
  rating: number;
  content: string;
  orderId: string;
  status: number;
  countryName: string;
  evaluationTime: string;
  createTime: string;
  createTimeStr: string;
  imgUrl1?: string;
  imgUrl2?: string;
  imgUrl3?: string;
  imgUrl4?: string;
  imgUrl5?: string;
  imgUrl6?: string;
  imgUrl7?: string;
  imgUrl8?: string;
  imgUrl9?: string;
  attributes: { attrName: string; attrValue: string }[];
  /** A default positive review the system wrote after the buyer did not review (spec point 4). */
  isDefault?: boolean;
};

export type BannerVo = {
  id: number;
  imgUrl: string;
  sort: number;
  type: string;
  link: string;
  imgType: number;
  remarks: string;
  createTime: string;
};

export type SearchKeywordResult = {
  sellerList: SellerVo[];
  goodsList: { goodsId: number; id: number; name: string }[];
};

/** Relative luminance of a #rrggbb colour (WCAG), to pick readable ink on a brand background. */
export function isDarkColour(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = Number.parseInt(c ?? "0", 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.4;
}

export type BrandVo = {
  id: string;
  name: string;
  title: string;
  theme: {
    primary: string;
    primaryDark: string;
    accent: string;
    surface: string;
    text: string;
    headerBg: string;
    headerText: string;
  };
  supportEmail: string;
  supportPhone: string;
  supportUrl: string;
  footer: { cities: string[]; countries: number; legalName: string };
  productCount: number;
};
