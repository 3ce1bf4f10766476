import { formatWireDate, type GoodsVo, type SellerVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useRequireLogin } from "../../../components/goods/auth.ts";
import { HeartIcon } from "../../../components/goods/icons.tsx";
import { Money, Price } from "../../../components/goods/Price.tsx";
import { goodSharePercent } from "../../../components/goods/share.ts";
import { StoreAvatar, StoreCounts } from "../../../components/goods/StoreCard.tsx";
import { CartIcon, ChatIcon, StoreIcon } from "../../../components/icons.tsx";
import { chatPath, storePath } from "../../../components/wap/browse-links.ts";
import { BrowseGoodsSkeleton, goodsGridClass, renderGoodsCards } from "../../../components/wap/BrowseGoods.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { ApiError } from "../../../lib/api.ts";
import { idParam } from "../../../lib/wire-id.ts";
import { useCart } from "../../cart/index.ts";
import { saveHandoff } from "../../cart/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { useGoodsInfo, useMaxBuy, useSimilarGoods, useToggleFavourite } from "../api.ts";
import { toCartItem, useCartActions } from "../cart-bridge.ts";
import { initialSelection, quantityBounds, type Selection, skuFor, skuImage } from "../sku.ts";
import { WapGallery } from "./WapGallery.tsx";
import { WapReviews } from "./WapReviews.tsx";
import { type SheetMode, WapSkuSheet } from "./WapSkuSheet.tsx";
import s from "./WapProduct.module.css";

const IMG_KEYS = [
  "imgUrl1",
  "imgUrl2",
  "imgUrl3",
  "imgUrl4",
  "imgUrl5",
  "imgUrl6",
  "imgUrl7",
  "imgUrl8",
  "imgUrl9",
  "imgUrl10",
] as const;

function StoreCard({ seller, productId }: { seller: SellerVo; productId: string }) {
  const { t } = useTranslation("pages");
  const { t: tc } = useTranslation("chat");
  return (
    <section className={s.block}>
      <Link to={storePath(seller.id)} className={s.storeHead} data-testid="wap-store-card">
        <StoreAvatar seller={seller} size={48} />
        <span className={s.storeText}>
          <span className={s.storeName}>{seller.name}</span>
          <span className={s.muted}>{t("store.positive", { rate: goodSharePercent(seller.highOpinion) ?? "—" })}</span>
        </span>
      </Link>
      <StoreCounts seller={seller} className={s.storeStats} />
      <div className={s.storeBtns}>
        <Link to={chatPath(seller.id, productId)} className={s.outlineBtn} data-testid="wap-contact-store">
          <ChatIcon size={16} />
          {tc("contactStore")}
        </Link>
        <Link to={storePath(seller.id)} className={s.outlineBtn}>
          <StoreIcon size={16} />
          {t("store.visit")}
        </Link>
      </div>
    </section>
  );
}

function Similar({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation("pages");
  const q = useSimilarGoods(goods.categoryId, goods.id);
  if (q.isError || (q.isSuccess && q.data.length === 0)) return null;
  return (
    <section className={s.similar}>
      <h2 className={s.similarTitle}>{t("goods.youMayLike")}</h2>
      {q.isPending ? (
        <BrowseGoodsSkeleton count={4} />
      ) : (
        <div className={goodsGridClass}>{renderGoodsCards(q.data.slice(0, 10))}</div>
      )}
    </section>
  );
}

function Product({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const { t: tc } = useTranslation("checkout");
  const navigate = useNavigate();
  const cas = goods.canSelectAttributes;
  const hasSkus = Boolean(cas && cas.goodAttrs.length > 0);
  const [selection, setSelection] = useState<Selection>(() => (cas ? initialSelection(cas) : {}));
  const sku = cas && hasSkus ? skuFor(cas, selection) : undefined;
  const maxBuy = useMaxBuy();
  const bounds = quantityBounds(goods.buyMin, maxBuy, sku?.stock);
  const [count, setCount] = useState(bounds.min);
  const qty = Math.min(bounds.max, Math.max(bounds.min, count));
  const [mode, setMode] = useState<SheetMode | null>(null);
  const [busy, setBusy] = useState(false);
  const requireLogin = useRequireLogin();
  const cartActions = useCartActions();
  const lines = useCart().items.length;
  const favourite = useToggleFavourite(goods.id);
  const incomplete = hasSkus && !sku;
  const soldOut = sku !== undefined && sku.stock <= 0;
  const image = (cas && skuImage(cas, sku)) || goods.imgUrl1;
  const skuName = sku ? sku.attrs.map((a) => a.attrValueName).join(" / ") : "";
  const line = { goods, sku, skuName, count: qty, image };
  // The cart's own reading of the chosen option's prices: what is shown is what the cart and checkout charge.
  const item = toCartItem(line);
  const price = sku ? { sellingPrice: item.sellingPrice, discountPrice: item.discountPrice } : goods;
  const images = useMemo(() => IMG_KEYS.map((k) => goods[k]).filter((u): u is string => Boolean(u)), [goods]);

  const addToCart = async () => {
    if (incomplete) return void toast.warning(t("goods.chooseOptions"));
    setBusy(true);
    try {
      if (await cartActions.addToCart(line)) {
        toast.success(t("goods.addedToCart"));
        setMode(null);
      }
    } finally {
      setBusy(false);
    }
  };
  // "Buy now" hands this one line to the mobile checkout, as the desktop hands it to /settlement.
  const buyNow = () => {
    if (incomplete) return void toast.warning(t("goods.chooseOptions"));
    saveHandoff({ source: "buyNow", items: [toCartItem(line)] });
    setMode(null);
    navigate("/wap/checkout");
  };
  const toggleFavourite = () =>
    requireLogin(() => {
      const keep = goods.isKeep !== 1;
      favourite.mutate(keep, {
        onSuccess: () => toast.success(tc(keep ? "favourite.added" : "favourite.removed")),
      });
    });

  const heart = (
    <button
      type="button"
      className={`${s.iconBtn} ${goods.isKeep === 1 ? s.favOn : ""}`}
      onClick={toggleFavourite}
      aria-pressed={goods.isKeep === 1}
      disabled={favourite.isPending}
      aria-label={goods.isKeep === 1 ? t("goods.unfavourite") : t("goods.favourite")}
      data-testid="wap-favourite"
    >
      <HeartIcon size={22} filled={goods.isKeep === 1} />
    </button>
  );

  return (
    <WapPage title={tw("pages.WapProductPage")} action={heart} flush>
      <div className={s.page}>
        <WapGallery images={images.length ? images : [goods.imgUrl1]} name={goods.name} />

        <section className={s.block}>
          <div className={s.priceRow} data-testid="wap-price">
            <Price source={price} size="lg" badge />
          </div>
          {goods.discountPrice !== null && goods.discountEndTime && (
            <p className={s.discountEnds}>{t("goods.discountEnds", { date: formatWireDate(goods.discountEndTime) })}</p>
          )}
          <h1 className={s.name}>{goods.name}</h1>
          <p className={s.stats}>
            <span>{t("goods.soldCount", { count: goods.soldNum })}</span>
            <span>
              {goods.highOpinion && goods.highOpinion !== "0"
                ? t("goods.positiveRate", { rate: goods.highOpinion })
                : t("goods.noRatingYet")}
            </span>
            <span>{t("goods.reviewsCount", { count: goods.evaluationNum ?? 0 })}</span>
          </p>
        </section>

        <section className={s.block}>
          <button type="button" className={s.row} onClick={() => setMode("pick")} data-testid="wap-choose">
            <span className={s.rowLabel}>{tw("browse.options")}</span>
            <span className={s.rowValue}>
              {hasSkus ? skuName || t("goods.chooseOptions") : tw("browse.quantityValue", { count: qty })}
              {hasSkus && skuName ? ` × ${qty}` : ""}
            </span>
            <Chevron />
          </button>
          <div className={s.row}>
            <span className={s.rowLabel}>{t("goods.shipping")}</span>
            <span className={s.rowValue}>
              {goods.freightAmount > 0 ? <Money value={goods.freightAmount} /> : t("goods.freeShipping")}
              <span className={s.muted}> · {t("goods.shipsIn24h")}</span>
            </span>
          </div>
          <div className={s.row}>
            <span className={s.rowLabel}>{t("goods.tax")}</span>
            <span className={s.rowValue}>
              {goods.goodsTax > 0 ? <Money value={goods.goodsTax} /> : t("goods.noTax")}
            </span>
          </div>
        </section>

        <WapReviews sellerGoodsId={goods.id} highOpinion={goods.highOpinion} />

        {goods.seller && <StoreCard seller={goods.seller} productId={goods.id} />}

        <section className={s.block}>
          <h2 className={s.blockTitle}>{t("goods.tabs.description")}</h2>
          {goods.des?.trim() ? (
            <p className={s.description}>{goods.des}</p>
          ) : (
            <p className={s.muted}>{t("goods.noDescription")}</p>
          )}
        </section>

        <Similar goods={goods} />
      </div>

      <nav className={s.actionBar} aria-label={tw("browse.actions")}>
        <Link to={storePath(goods.sellerId)} className={s.barIcon}>
          <StoreIcon size={20} />
          <span>{t("store.title")}</span>
        </Link>
        <Link to={chatPath(goods.sellerId, goods.id)} className={s.barIcon} data-testid="wap-chat">
          <ChatIcon size={20} />
          <span>{tw("browse.chat")}</span>
        </Link>
        <Link to="/wap/cart" className={s.barIcon} data-testid="wap-cart-link">
          <span className={s.badgeWrap}>
            <CartIcon size={20} />
            {lines > 0 && (
              <span className={s.badge} data-testid="wap-cart-count">
                {lines > 99 ? "99+" : lines}
              </span>
            )}
          </span>
          <span>{tw("tabs.cart")}</span>
        </Link>
        <button
          type="button"
          className={`${s.btn} ${s.btnCart}`}
          onClick={() => setMode("cart")}
          disabled={soldOut}
          data-testid="wap-add-to-cart"
        >
          {t("goods.addToCart")}
        </button>
        <button
          type="button"
          className={`${s.btn} ${s.btnBuy}`}
          onClick={() => setMode("buy")}
          disabled={soldOut}
          data-testid="wap-buy-now"
        >
          {soldOut ? t("goods.soldOut") : t("goods.buyNow")}
        </button>
      </nav>

      <WapSkuSheet
        mode={mode}
        onClose={() => setMode(null)}
        goods={goods}
        cas={cas}
        selection={selection}
        onSelect={setSelection}
        sku={sku}
        image={image}
        price={price}
        qty={qty}
        bounds={bounds}
        onQty={setCount}
        soldOut={soldOut}
        onCart={addToCart}
        onBuy={buyNow}
        busy={busy}
      />
    </WapPage>
  );
}

function Chevron() {
  return (
    <svg
      className={s.chevron}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

/** /wap/product?sellerGoodsId=: the product on a phone, on the desktop product page's hooks and rules. */
export default function WapProductPage() {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const [params] = useSearchParams();
  const id = idParam(params.get("sellerGoodsId"));
  const q = useGoodsInfo(id);
  usePageTitle(q.data?.name ?? t("goods.title"));

  if (q.data) return <Product key={q.data.id} goods={q.data} />;
  const gone = id === undefined || (q.error instanceof ApiError && q.error.code === "1");
  return (
    <WapPage title={tw("pages.WapProductPage")} flush={!gone && !q.isError}>
      {gone ? (
        <div className={s.state}>
          <p className={s.stateTitle}>{id === undefined ? t("goods.notFound") : t("goods.unavailable")}</p>
          {q.error instanceof ApiError && (
            <p className={s.muted}>{q.error.key ? t(`errors:${q.error.key}`) : q.error.msg}</p>
          )}
          <Link to="/wap" className={s.outlineBtn}>
            {t("common.backHome")}
          </Link>
        </div>
      ) : q.isError ? (
        <div className={s.state} role="alert">
          <p className={s.stateTitle}>{t("common.errorTitle")}</p>
          <button type="button" className={s.outlineBtn} onClick={() => q.refetch()}>
            {t("common.retry")}
          </button>
        </div>
      ) : (
        <div className={s.page} aria-busy="true">
          <div className={s.gallery} />
          <section className={s.block}>
            <span className={s.skelLine} />
            <span className={s.skelLine} />
            <span className={s.skelShort} />
          </section>
        </div>
      )}
    </WapPage>
  );
}
