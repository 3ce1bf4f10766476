import { formatAmount, formatWireDate, type GoodsVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useRequireLogin } from "../../components/goods/auth.ts";
import { GoodsGrid } from "../../components/goods/GoodsCard.tsx";
import { CartIcon, ChevronIcon, HeartIcon, ReturnIcon, ShieldIcon, TruckIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { Money, Price } from "../../components/goods/Price.tsx";
import { Stars } from "../../components/goods/Stars.tsx";
import { BackHomeLink, EmptyState, ErrorState, GoodsGridSkeleton, Skeleton } from "../../components/goods/States.tsx";
import { QuantityStepper } from "../../components/QuantityStepper.tsx";
import { ApiError } from "../../lib/api.ts";
import { idParam } from "../../lib/wire-id.ts";
import { usePageTitle } from "../site/index.ts";
import { useGoodsInfo, useMaxBuy, useSimilarGoods, useToggleFavourite } from "./api.ts";
import { useCartActions } from "./cart-bridge.ts";
import { Gallery } from "./Gallery.tsx";
import s from "./ProductDetails.module.css";
import { Reviews } from "./Reviews.tsx";
import { SkuPicker } from "./SkuPicker.tsx";
import { StoreAside } from "./StoreAside.tsx";
import { initialSelection, quantityBounds, type Selection, skuFor, skuImage } from "./sku.ts";

const IMG_KEYS = ["imgUrl1", "imgUrl2", "imgUrl3", "imgUrl4", "imgUrl5"] as const;
type Tab = "description" | "reviews" | "freight";

function DetailSkeleton() {
  return (
    <div className={s.top}>
      <Skeleton className={s.mainImgWrap} />
      <div style={{ display: "grid", gap: 14, alignContent: "start" }}>
        <Skeleton height={28} width="85%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={90} />
        <Skeleton height={40} width="60%" />
        <Skeleton height={48} width="50%" />
      </div>
    </div>
  );
}

function Purchase({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation("pages");
  const { t: tc } = useTranslation("checkout");
  const cas = goods.canSelectAttributes;
  const hasSkus = Boolean(cas && cas.goodAttrs.length > 0);
  const [selection, setSelection] = useState<Selection>(() => (cas ? initialSelection(cas) : {}));
  const sku = cas && hasSkus ? skuFor(cas, selection) : undefined;
  const maxBuy = useMaxBuy();
  const bounds = quantityBounds(goods.buyMin, maxBuy, sku?.stock);
  const [count, setCount] = useState(bounds.min);
  const qty = Math.min(bounds.max, Math.max(bounds.min, count));
  const requireLogin = useRequireLogin();
  const cart = useCartActions();
  const favourite = useToggleFavourite(goods.id);
  const incomplete = hasSkus && !sku;
  const soldOut = sku !== undefined && sku.stock <= 0;
  const image = (cas && skuImage(cas, sku)) || goods.imgUrl1;
  const skuName = sku ? sku.attrs.map((a) => a.attrValueName).join(" / ") : "";
  const priceSource = sku ? { sellingPrice: sku.sellingPrice ?? sku.price, discountPrice: sku.discountPrice } : goods;
  const line = { goods, sku, skuName, count: qty, image };
  const images = useMemo(() => IMG_KEYS.map((k) => goods[k]).filter((u): u is string => Boolean(u)), [goods]);

  // Guests may fill a cart (it joins their account's at login); /settlement asks them to log in.
  const addToCart = async () => {
    if (incomplete) return void toast.warning(t("goods.chooseOptions"));
    if (await cart.addToCart(line)) toast.success(t("goods.addedToCart"));
  };
  const buyNow = () => {
    if (incomplete) return void toast.warning(t("goods.chooseOptions"));
    cart.buyNow(line);
  };
  const toggleFavourite = () =>
    requireLogin(() => {
      const keep = goods.isKeep !== 1;
      favourite.mutate(keep, {
        onSuccess: () => toast.success(tc(keep ? "favourite.added" : "favourite.removed")),
      });
    });

  return (
    <div className={s.top}>
      <Gallery images={images} skuImage={cas ? skuImage(cas, sku) : undefined} name={goods.name} />
      <div className={s.info}>
        <h1 className={s.title}>{goods.name}</h1>
        <div className={s.statsRow}>
          {goods.highOpinion && goods.highOpinion !== "0" ? (
            <span className={s.statStrong}>
              <Stars rating={Number(goods.highOpinion) / 20} size={14} />{" "}
              {t("goods.positiveRate", { rate: goods.highOpinion })}
            </span>
          ) : (
            <span>{t("goods.noRatingYet")}</span>
          )}
          <span className={s.sep} />
          <span>{t("goods.reviewsCount", { count: goods.evaluationNum ?? 0 })}</span>
          <span className={s.sep} />
          <span>{t("goods.soldCount", { count: goods.soldNum })}</span>
          <span className={s.sep} />
          <span>{t("goods.viewsCount", { count: goods.viewsNum })}</span>
        </div>

        <div className={s.priceBox} data-testid="goods-price">
          <span className={s.priceLabel}>{t("goods.price")}</span>
          <Price source={priceSource} size="lg" badge />
          {goods.discountPrice !== null && goods.discountEndTime && (
            <span className={s.discountEnds}>
              {t("goods.discountEnds", { date: formatWireDate(goods.discountEndTime) })}
            </span>
          )}
        </div>

        <dl className={s.facts}>
          <div>
            <dt>{t("goods.shipping")}</dt>
            <dd>
              {goods.freightAmount > 0 ? (
                <Money value={goods.freightAmount} />
              ) : (
                <span className={s.free}>{t("goods.freeShipping")}</span>
              )}
              <span className={s.factNote}>{t("goods.shipsIn24h")}</span>
            </dd>
          </div>
          <div>
            <dt>{t("goods.tax")}</dt>
            <dd>{goods.goodsTax > 0 ? <Money value={goods.goodsTax} /> : t("goods.noTax")}</dd>
          </div>
        </dl>

        {cas && hasSkus && <SkuPicker cas={cas} selection={selection} onChange={setSelection} />}

        <div className={s.qtyRow}>
          <span className={s.attrName}>{t("goods.quantity")}</span>
          <QuantityStepper
            className={s.stepper}
            value={qty}
            min={bounds.min}
            max={bounds.max}
            label={t("goods.quantity")}
            decreaseLabel={t("goods.decrease")}
            increaseLabel={t("goods.increase")}
            iconSize={14}
            onChange={setCount}
          />
          <span className={s.factNote}>
            {bounds.min > 1 ? t("goods.minOrder", { count: bounds.min }) : null}{" "}
            {t("goods.maxOrder", { count: bounds.max })}
            {sku && sku.stock > 0 ? ` · ${t("goods.inStock", { count: sku.stock })}` : ""}
          </span>
        </div>

        <div className={s.actions}>
          <button type="button" className={`${l.btnOutline} ${s.bigBtn}`} onClick={addToCart} disabled={soldOut}>
            <CartIcon size={18} />
            {t("goods.addToCart")}
          </button>
          <button type="button" className={`${l.btnPrimary} ${s.bigBtn}`} onClick={buyNow} disabled={soldOut}>
            {soldOut ? t("goods.soldOut") : t("goods.buyNow")}
          </button>
          <button
            type="button"
            className={`${s.favBtn} ${goods.isKeep === 1 ? s.favOn : ""}`}
            onClick={toggleFavourite}
            aria-pressed={goods.isKeep === 1}
            disabled={favourite.isPending}
            title={goods.isKeep === 1 ? t("goods.unfavourite") : t("goods.favourite")}
          >
            <HeartIcon size={20} filled={goods.isKeep === 1} />
            <span>{goods.isKeep === 1 ? t("goods.favourited") : t("goods.favourite")}</span>
          </button>
        </div>

        <ul className={s.promises}>
          <li>
            <TruckIcon size={16} />
            {t("goods.promiseShip")}
          </li>
          <li>
            <ReturnIcon size={16} />
            {t("goods.promiseReturn")}
          </li>
          <li>
            <ShieldIcon size={16} />
            {t("goods.promiseSecure")}
          </li>
        </ul>
      </div>
    </div>
  );
}

function Freight({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation("pages");
  return (
    <div className={s.prose}>
      <p>
        {goods.freightAmount > 0
          ? t("goods.freightTab.amount", { amount: t("money.amount", { amount: formatAmount(goods.freightAmount) }) })
          : t("goods.freightTab.free")}
      </p>
      <p>{t("goods.freightTab.formula")}</p>
      <p>{t("goods.freightTab.ship")}</p>
      <p>{t("goods.freightTab.returns")}</p>
      <p>
        <Link to="/promote/shippingPolicy">{t("legal.shippingPolicy.title")}</Link> ·{" "}
        <Link to="/promote/returnPolicy">{t("legal.returnPolicy.title")}</Link>
      </p>
    </div>
  );
}

function Similar({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation("pages");
  const q = useSimilarGoods(goods.categoryId, goods.id);
  if (q.isSuccess && q.data.length === 0) return null;
  return (
    <section className={l.section}>
      <div className={l.sectionHead}>
        <h2 className={l.sectionTitle}>{t("goods.youMayLike")}</h2>
      </div>
      {q.isPending ? (
        <GoodsGridSkeleton count={6} columns={6} />
      ) : q.isError ? null : (
        <GoodsGrid goods={q.data} columns={6} />
      )}
    </section>
  );
}

function Details({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation("pages");
  const [tab, setTab] = useState<Tab>("description");
  const tabs: { key: Tab; label: string }[] = [
    { key: "description", label: t("goods.tabs.description") },
    { key: "reviews", label: t("goods.tabs.reviews", { count: goods.evaluationNum ?? 0 }) },
    { key: "freight", label: t("goods.tabs.freight") },
  ];
  return (
    <div className={s.bottom}>
      <div className={`${l.panel} ${s.tabsPanel}`}>
        <div className={s.tabs} role="tablist">
          {tabs.map((x) => (
            <button
              type="button"
              role="tab"
              key={x.key}
              aria-selected={tab === x.key}
              className={`${s.tab} ${tab === x.key ? s.tabActive : ""}`}
              onClick={() => setTab(x.key)}
            >
              {x.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" className={s.tabBody}>
          {tab === "description" &&
            (goods.des?.trim() ? (
              <p className={s.description}>{goods.des}</p>
            ) : (
              <EmptyState title={t("goods.noDescription")} />
            ))}
          {tab === "reviews" && <Reviews sellerGoodsId={goods.id} highOpinion={goods.highOpinion} />}
          {tab === "freight" && <Freight goods={goods} />}
        </div>
      </div>
      {goods.seller && <StoreAside seller={goods.seller} productId={goods.id} />}
    </div>
  );
}

export default function ProductDetailsPage() {
  const { t } = useTranslation("pages");
  const [params] = useSearchParams();
  const id = idParam(params.get("id"));
  const q = useGoodsInfo(id);
  usePageTitle(q.data?.name ?? t("goods.title"));

  return (
    <div className={l.page}>
      <div className={l.container}>
        {q.data && (
          <div className={l.breadcrumb}>
            <Link to="/index">{t("common.home")}</Link>
            <ChevronIcon dir="end" size={12} />
            <Link to={`/classification?categoryId=${q.data.categoryId}`}>{q.data.categoryName}</Link>
            {q.data.secondaryCategoryId && q.data.secondaryCateName && (
              <>
                <ChevronIcon dir="end" size={12} />
                <Link to={`/classification?categoryId=${q.data.secondaryCategoryId}`}>{q.data.secondaryCateName}</Link>
              </>
            )}
          </div>
        )}
        {id === undefined ? (
          <EmptyState title={t("goods.notFound")} action={<BackHomeLink />} />
        ) : q.isPending ? (
          <div className={l.panel}>
            <DetailSkeleton />
          </div>
        ) : q.isError ? (
          q.error instanceof ApiError && q.error.code === "1" ? (
            <EmptyState
              title={t("goods.unavailable")}
              text={q.error.key ? t(`errors:${q.error.key}`) : q.error.msg}
              action={<BackHomeLink />}
            />
          ) : (
            <ErrorState onRetry={() => q.refetch()} />
          )
        ) : (
          <>
            <div className={l.panel}>
              <Purchase key={q.data.id} goods={q.data} />
            </div>
            <Details key={`d${q.data.id}`} goods={q.data} />
            <Similar goods={q.data} />
          </>
        )}
      </div>
    </div>
  );
}
