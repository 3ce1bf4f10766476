import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GoodsResults } from "../../components/goods/GoodsResults.tsx";
import { SearchIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { SortBar } from "../../components/goods/SortBar.tsx";
import { EmptyState } from "../../components/goods/States.tsx";
import { sortParams, useSortAndPage } from "../../components/goods/sort.ts";
import { encodeKeyword, useGoodsSearch } from "./api.ts";

const PAGE_SIZE = 20;

/** Goods matching a keyword with sorting, the discount-only toggle and pages. */
export function GoodsSearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation("pages");
  const { sort, sortBy, page, setPage } = useSortAndPage();
  const [discount, setDiscount] = useState(false);
  const q = useGoodsSearch({
    keyword,
    pageNum: page,
    pageSize: PAGE_SIZE,
    discount: discount ? 1 : 0,
    ...sortParams(sort),
  });
  return (
    <>
      <SortBar value={sort} onChange={sortBy} total={q.data?.pageInfo?.totalElements}>
        <label className={l.toggle}>
          <input
            type="checkbox"
            checked={discount}
            onChange={(e) => {
              setDiscount(e.target.checked);
              setPage(1);
            }}
          />
          {t("search.discountOnly")}
        </label>
      </SortBar>
      <GoodsResults
        query={q}
        page={page}
        onPage={setPage}
        pageSize={PAGE_SIZE}
        empty={
          <EmptyState
            icon={<SearchIcon size={40} />}
            title={t("search.noGoods", { keyword })}
            text={discount ? t("search.noGoodsDiscountText") : t("search.noGoodsText")}
            action={
              <Link to={`/searchStore?k=${encodeKeyword(keyword)}`} className={l.btnOutline}>
                {t("search.tryStores")}
              </Link>
            }
          />
        }
      />
    </>
  );
}
