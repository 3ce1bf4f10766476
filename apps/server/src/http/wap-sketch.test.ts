import { describe, expect, it } from "vitest";
import { SKETCHES, type SketchInput, wordsOf } from "./wap-sketch.ts";

const words = wordsOf({
  pages: { money: { amount: "{{amount}} USDT", from: "from {{price}}", off: "-{{percent}}%" } },
  wap: {
    browse: { allIn: "Everything in {{name}}" },
    buy: { cart: { loginTitle: "Log in to see your cart", loginText: "Kept with your account", login: "Log in" } },
  },
});
const input = (answers: Record<string, unknown>, over: Partial<SketchInput> = {}): SketchInput => ({
  answers,
  words,
  signedIn: false,
  ...over,
});

const sku = (over: object) => ({
  skuId: "1",
  attrs: [{ attrId: "1", attrValueId: "2", attrName: "Colour", attrValueName: "Navy", isIcon: 0, iconImg: "" }],
  price: 12,
  sellingPrice: 12,
  discountPrice: null,
  iconImg: "",
  coverImg: "",
  img: [],
  hidden: false,
  stock: 3,
  ...over,
});
const listing = (over: object = {}) => ({
  name: "Kettle",
  sellingPrice: 1234.5,
  discountPrice: null,
  priceFrom: 0,
  imgUrl1: "/media/goods/1/1.svg",
  ...over,
});

describe("the frame's sketch of a product", () => {
  it("shows the first picture, the price as the page writes it and the name, asking for the picture first", () => {
    const s = SKETCHES.product(input({ "sellerGoods!info": listing() }));
    expect(s?.pictures).toEqual(["/media/goods/1/1.svg"]);
    expect(s?.html).toContain('<img class="sk-pic" src="/media/goods/1/1.svg"');
    expect(s?.html).toContain("<bdi>1,234.50 USDT</bdi>");
    expect(s?.html).toContain('<p class="sk-name">Kettle</p>');
  });

  it("opens on the first buyable option's price, as the page chooses it; 'from' only without options", () => {
    const cas = {
      goodAttrs: [{ attrId: "1", attrName: "Colour", attrValues: [] }],
      skus: [sku({ skuId: "1", stock: 0, sellingPrice: 9 }), sku({ skuId: "2", sellingPrice: 15, discountPrice: 12 })],
      skuImg: {},
    };
    const withOptions = SKETCHES.product(
      input({ "sellerGoods!info": listing({ priceFrom: 1, canSelectAttributes: cas }) }),
    );
    expect(withOptions?.html).toContain("<bdi>12.00 USDT</bdi><del><bdi>15.00 USDT</bdi></del>");
    expect(withOptions?.html).toContain('<span class="sk-off">-20%</span>');
    const from = SKETCHES.product(input({ "sellerGoods!info": listing({ priceFrom: 1 }) }));
    expect(from?.html).toContain("<bdi>from \u20661,234.50 USDT\u2069</bdi>");
  });

  it("escapes every text and takes only the server's own picture paths", () => {
    const s = SKETCHES.product(
      input({
        "sellerGoods!info": listing({ name: '<img src=x onerror="alert(1)">', imgUrl1: 'https://x/"><script>' }),
      }),
    );
    expect(s?.html).not.toContain("<img src=x");
    expect(s?.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(s?.html).toContain('<div class="sk-pic"></div>');
    expect(s?.pictures).toEqual([]);
  });

  it("is not drawn without the listing or a word it needs", () => {
    expect(SKETCHES.product(input({}))).toBeUndefined();
    expect(SKETCHES.product(input({ "sellerGoods!info": listing() }, { words: wordsOf({}) }))).toBeUndefined();
  });
});

describe("the frame's sketch of the category tree", () => {
  const tree = [
    {
      name: "Women's <b>",
      iconImg: "/media/c/1.png",
      subList: Array.from({ length: 14 }, (_, i) => ({ name: `Sub ${i}`, iconImg: i ? `/media/c/s${i}.png` : "" })),
    },
    { name: "Shoes", iconImg: "", subList: [] },
  ];
  it("draws the rail and the first category's panel, and asks for the panel's first ten pictures", () => {
    const s = SKETCHES.category(input({ "category!tree": tree }));
    expect(s?.html).toContain('<span class="on">Women&#39;s &lt;b&gt;</span><span>Shoes</span>');
    expect(s?.html).toContain("<span>Everything in Women&#39;s &lt;b&gt;</span>");
    // A category without a picture shows its initial, as the page does.
    expect(s?.html).toContain('<span class="sk-icon" style="inline-size:56px;block-size:56px">S</span>');
    expect(s?.html.match(/class="sk-sub"/g)).toHaveLength(12);
    expect(s?.pictures).toEqual(["/media/c/1.png", ...Array.from({ length: 8 }, (_, i) => `/media/c/s${i + 1}.png`)]);
  });
  it("is not drawn for an empty tree", () => {
    expect(SKETCHES.category(input({ "category!tree": [] }))).toBeUndefined();
  });
});

describe("the frame's sketch of the cart and the home", () => {
  it("prompts a visitor without a session to sign in, and draws nothing for a signed-in one", () => {
    expect(SKETCHES.cart(input({}))?.html).toContain('<p class="sk-title">Log in to see your cart</p>');
    expect(SKETCHES.cart(input({}, { signedIn: true }))).toBeUndefined();
  });
  it("shows the carousel's first slide by its order", () => {
    const banners = {
      result: [
        { imgUrl: "/media/b/2.png", sort: 2 },
        { imgUrl: "/media/b/1.png", sort: 1 },
      ],
    };
    expect(SKETCHES.home(input({ "banner!bannerList": banners }))).toEqual({
      html: '<img class="hero" src="/media/b/1.png" alt="" fetchpriority="high">',
      pictures: ["/media/b/1.png"],
    });
  });
});
