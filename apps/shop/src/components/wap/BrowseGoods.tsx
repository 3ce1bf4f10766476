import { percentOff } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CardGoods } from "../goods/GoodsCard.tsx";
import { Price } from "../goods/Price.tsx";
import type { FeedState } from "./browse-feed.ts";
import { productPath } from "./browse-links.ts";
import { BrowseFeed } from "./BrowseFeed.tsx";
import s from "./browse.module.css";

/** A goods card for phones: square picture (its space kept before it loads), two lines of name, the price. */
export function BrowseGoodsCard({ goods }: { goods: CardGoods }) {
  const { t } = useTranslation("pages");
  const off = goods.discountPrice !== null ? percentOff(goods.sellingPrice, goods.discountPrice) : null;
  return (
    <Link to={productPath(goods.id)} className={s.card} data-testid="wap-goods-card">
      <span className={s.cardMedia}>
        <img src={goods.imgUrl1} alt="" width={300} height={300} loading="lazy" decoding="async" />
        {off !== null && <span className={s.cardBadge}>{t("money.off", { percent: off })}</span>}
      </span>
      <span className={s.cardBody}>
        <span className={s.cardName}>{goods.name}</span>
        <Price source={goods} size="sm" />
        <span className={s.cardMeta}>
          {t("goods.soldCount", { count: goods.soldNum })}
          {goods.freightAmount === 0 && <span className={s.cardFree}>{t("goods.freeShipping")}</span>}
        </span>
      </span>
    </Link>
  );
}

export const renderGoodsCards = (goods: CardGoods[]) => goods.map((g) => <BrowseGoodsCard key={g.id} goods={g} />);

export function BrowseGoodsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={s.grid} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={i} className={s.cardSkeleton}>
          <span className={s.cardMedia} />
          <span className={s.skelLine} />
          <span className={s.skelLineShort} />
        </span>
      ))}
    </div>
  );
}

/** The class of the two-column goods grid, for feeds that draw cards into it. */
export const goodsGridClass = s.grid;

/**
 * An endless two-column list of goods cards, page by page from `usePage` (a page hook, see browse-feed.ts); a new
 * `args` starts it again from its first page. `empty` is what shows when there are none.
 */
export function GoodsFeed<A>({
  usePage,
  args,
  empty,
}: {
  usePage: (n: number, args: A) => FeedState<CardGoods>;
  args: A;
  empty: ReactNode;
}) {
  return (
    <BrowseFeed
      key={JSON.stringify(args)}
      usePage={usePage}
      args={args}
      renderItems={renderGoodsCards}
      className={goodsGridClass}
      skeleton={<BrowseGoodsSkeleton count={6} />}
      empty={empty}
    />
  );
}
