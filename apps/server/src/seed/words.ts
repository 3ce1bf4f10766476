import type { BrandVo } from "@mall/contract";
import type { L3 } from "./vocab.ts";

/** Store names are prefix + core + suffix; 24 × 20 × 10 = 4,800 distinct names before numbering. */
export const STORE_PREFIX = [
  "Golden",
  "Blue",
  "Silver",
  "Urban",
  "Lucky",
  "Bright",
  "Maple",
  "Coral",
  "Happy",
  "Royal",
  "Green",
  "Sunny",
  "Little",
  "Pacific",
  "Crystal",
  "Swift",
  "Lotus",
  "Cedar",
  "Amber",
  "Nova",
  "Harbor",
  "Velvet",
  "Polar",
  "Jade",
];
export const STORE_CORE = [
  "Leaf",
  "Harbor",
  "Peak",
  "Bridge",
  "Garden",
  "River",
  "Star",
  "Field",
  "Stone",
  "Wave",
  "Orchid",
  "Fox",
  "Lantern",
  "Pine",
  "Bay",
  "Crane",
  "Meadow",
  "Sparrow",
  "Summit",
  "Willow",
];
export const STORE_SUFFIX = [
  "Store",
  "Trading",
  "Outlet",
  "Boutique",
  "Shop",
  "Emporium",
  "Supply",
  "Mart",
  "Goods",
  "Studio",
];

export const SHOP_REMARKS = [
  "Quality goods at honest prices, shipped within 24 hours.",
  "Family-run store since 2015. Every order is checked by hand before it ships.",
  "Official reseller with a 7-day no-questions return policy.",
  "We answer every message within a few hours. Thank you for shopping with us!",
  "Fast dispatch from our own warehouse and careful packing.",
  "New arrivals every week. Follow the store to see them first.",
  "Small shop, big care: gift wrapping on request.",
  "Trusted by thousands of buyers. Bulk orders welcome.",
];

export const CONTACT_NAMES = [
  "Anna Lee",
  "Marco Rossi",
  "Chen Wei",
  "Sofia Garcia",
  "Liam Smith",
  "Aisha Khan",
  "Yuki Tanaka",
  "Lukas Müller",
  "Nguyen Van An",
  "Maria Santos",
  "Omar Haddad",
  "Priya Sharma",
  "Kim Min-jun",
  "Elena Petrova",
  "Ahmet Yılmaz",
  "Siti Rahman",
  "Jan de Vries",
  "Lucas Martin",
  "Giulia Bianchi",
  "Juan Reyes",
];

export const CITIES = [
  "Singapore",
  "Kuala Lumpur",
  "Bangkok",
  "Hong Kong",
  "Dubai",
  "Istanbul",
  "Madrid",
  "Lisbon",
  "Milan",
  "Paris",
  "Berlin",
  "Johannesburg",
  "Manila",
  "Jakarta",
  "Ho Chi Minh City",
  "Seoul",
  "Tokyo",
  "Athens",
  "Mumbai",
  "Taipei",
];

/** Buyer countries for review display (ISO 3166-1 alpha-2). */
export const COUNTRIES = [
  "US",
  "GB",
  "DE",
  "FR",
  "ES",
  "IT",
  "PT",
  "BR",
  "MX",
  "JP",
  "KR",
  "CN",
  "TW",
  "HK",
  "SG",
  "MY",
  "TH",
  "VN",
  "ID",
  "PH",
  "IN",
  "AE",
  "SA",
  "TR",
  "RU",
  "GR",
  "ZA",
  "AU",
  "CA",
  "NL",
];

/** Closing sentence of a goods description. */
export const DESC_CLOSERS: L3[] = [
  "Ships within 24 hours from our warehouse.|24小时内从仓库发货。|24小時內從倉庫出貨。",
  "Returns accepted within 7 days of delivery.|签收后7天内可退货。|簽收後7天內可退貨。",
  "Carefully packed to arrive in perfect condition.|精心包装，完好送达。|精心包裝，完好送達。",
  "Backed by our quality guarantee.|品质保证，放心购买。|品質保證，安心購買。",
];

/** Review texts by evaluation type; a review is Chinese when the buyer is from CN, TW or HK. */
export const REVIEWS: Record<1 | 2 | 3, { en: string[]; zh: string[] }> = {
  1: {
    en: [
      "Exactly as described, great quality for the price.",
      "Fast delivery and well packed. Very happy!",
      "Second time buying from this store, never disappoints.",
      "Looks even better in person. Recommended.",
      "Good value, works perfectly.",
      "The seller answered all my questions quickly. Five stars.",
      "Great product, my family loves it.",
      "Arrived two days early and in perfect condition.",
    ],
    zh: [
      "和描述一致，性价比很高。",
      "发货快，包装很好，非常满意！",
      "第二次回购了，一如既往的好。",
      "实物比图片还好看，推荐。",
      "质量不错，物超所值。",
      "卖家回复很及时，五星好评。",
    ],
  },
  2: {
    en: [
      "Okay for the price, but the colour is a bit different.",
      "Decent quality, delivery took longer than expected.",
      "It works, nothing special.",
      "Fine overall, the packaging was slightly damaged.",
    ],
    zh: ["价格还行，颜色和图片有点差别。", "质量一般，物流有点慢。", "能用，中规中矩。"],
  },
  3: {
    en: ["Not as described, disappointed.", "Stopped working after a week.", "Size runs very small, had to return it."],
    zh: ["和描述不符，很失望。", "用了一周就坏了。", "尺码偏小很多，只能退货。"],
  },
};

/** A brand row as the seed writes it: the storefront's BrandVo plus hosts, default flag and bucket. */
export type BrandSeed = Omit<BrandVo, "productCount"> & { hosts: string[]; isDefault: boolean; bucket: string };

export const BRANDS: BrandSeed[] = [
  {
    id: "aurora",
    hosts: ["localhost", "127.0.0.1"],
    isDefault: true,
    name: "Aurora Mall",
    title: "Aurora Mall - shop from thousands of stores",
    theme: {
      primary: "#e4393c",
      primaryDark: "#b71c1c",
      accent: "#ff9800",
      surface: "#fff8f3",
      text: "#222222",
      headerBg: "#ffffff",
      headerText: "#222222",
    },
    supportEmail: "support@aurora-mall.example",
    supportPhone: "+65 3159 0100",
    supportUrl: "/?customerService=1",
    bucket: "aurora-media",
    footer: { cities: ["Singapore", "Dubai", "Madrid"], countries: 112, legalName: "Aurora Commerce Pte. Ltd." },
  },
  {
    id: "nordic",
    hosts: ["nordic.localhost"],
    isDefault: false,
    name: "Nordic Market",
    title: "Nordic Market - calm shopping, fair prices",
    theme: {
      primary: "#0b4f6c",
      primaryDark: "#06344a",
      accent: "#14b8a6",
      surface: "#f1f7f9",
      text: "#1b2a33",
      headerBg: "#0b2533",
      headerText: "#e6f4f1",
    },
    supportEmail: "help@nordic-market.example",
    supportPhone: "+46 8 5250 0300",
    supportUrl: "/?customerService=1",
    bucket: "nordic-media",
    footer: { cities: ["Stockholm", "Rotterdam", "Gdańsk"], countries: 112, legalName: "Nordic Market AB" },
  },
];

/** Carousel headlines per brand (drawn into /media/banner/<brand>/<n>.svg). */
export const BANNER_LINKS = ["/classification", "/discounted", "/commodity", "/classification"];
