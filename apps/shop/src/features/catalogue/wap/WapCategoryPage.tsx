import type { CategoryVo } from "@mall/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/goods/States.tsx";
import { categoryPath } from "../../../components/wap/browse-links.ts";
import { GoodsFeed } from "../../../components/wap/BrowseGoods.tsx";
import { BrowsePull } from "../../../components/wap/BrowsePull.tsx";
import { type BrowseFilter, BrowseSort } from "../../../components/wap/BrowseSort.tsx";
import { type ListArgs, listParams, START, useListPage } from "./goods-feed.ts";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { idParam } from "../../../lib/wire-id.ts";
import { usePageTitle } from "../../site/index.ts";
import { findCategory, useCategoryTree, useGoodsList } from "../api.ts";
import s from "./WapCategory.module.css";

function Icon({ c, size }: { c: CategoryVo; size: number }) {
  return c.iconImg ? (
    <img src={c.iconImg} alt="" width={size} height={size} className={s.icon} />
  ) : (
    <span className={s.icon} style={{ inlineSize: size, blockSize: size }} aria-hidden>
      {c.name.slice(0, 1)}
    </span>
  );
}

/** The tree: top categories in a rail on the start side, the chosen one's sub categories as a grid. */
function Tree() {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const tree = useCategoryTree();
  const [chosen, setChosen] = useState<string>();
  usePageTitle(t("catalogue.classificationTitle"));
  const tops = tree.data ?? [];
  const top = tops.find((c) => c.categoryId === chosen) ?? tops[0];
  return (
    <WapPage title={tw("pages.WapCategoryPage")} back={false} flush>
      {tree.isError ? (
        <ErrorState onRetry={() => tree.refetch()} />
      ) : (
        <div className={s.split}>
          <nav className={s.rail} aria-label={t("catalogue.categories")}>
            {tree.isPending
              ? Array.from({ length: 10 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <span key={i} className={s.railSkeleton} />
                ))
              : tops.map((c) => (
                  <button
                    type="button"
                    key={c.categoryId}
                    className={s.railItem}
                    aria-current={c === top}
                    onClick={() => setChosen(c.categoryId)}
                  >
                    {c.name}
                  </button>
                ))}
          </nav>
          <section className={s.panel} aria-label={top?.name}>
            {top && (
              <>
                <Link to={categoryPath(top.categoryId)} className={s.allOf} data-testid="wap-category-all">
                  <Icon c={top} size={40} />
                  <span>{tw("browse.allIn", { name: top.name })}</span>
                </Link>
                <div className={s.subGrid}>
                  {(top.subList ?? []).map((sub) => (
                    <Link key={sub.categoryId} to={categoryPath(sub.categoryId)} className={s.sub}>
                      <Icon c={sub} size={56} />
                      <span className={s.subName}>{sub.name}</span>
                    </Link>
                  ))}
                </div>
              </>
            )}
          </section>
        </div>
      )}
    </WapPage>
  );
}

/** One category's goods: its siblings as chips, order and filter in a sheet, an endless list. */
function Goods({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const tree = useCategoryTree();
  const [filter, setFilter] = useState<BrowseFilter>(START);
  const args: ListArgs = { categoryId, ...filter };
  const first = useGoodsList(listParams(args, 1));
  const found = tree.data ? findCategory(tree.data, categoryId) : undefined;
  const title = found?.node.name ?? t("catalogue.classificationTitle");
  usePageTitle(title);
  const family = found ? (found.parent ?? found.node) : undefined;
  return (
    <WapPage title={title}>
      <BrowsePull onRefresh={() => qc.invalidateQueries({ queryKey: ["catalogue", "goods"] })}>
        {family && (family.subList?.length ?? 0) > 0 && (
          <div className={s.chips}>
            {[family, ...family.subList].map((c) => (
              <button
                type="button"
                key={c.categoryId}
                className={s.chip}
                aria-pressed={c.categoryId === categoryId}
                onClick={() => navigate(categoryPath(c.categoryId), { replace: true })}
              >
                {c === family ? tw("browse.all") : c.name}
              </button>
            ))}
          </div>
        )}
        <BrowseSort value={filter} onChange={setFilter} withDiscount total={first.data?.pageInfo?.totalElements} />
        <GoodsFeed
          usePage={useListPage}
          args={args}
          empty={
            <div className={s.empty}>
              <p>{t("common.noGoods")}</p>
              <p>{t("common.noGoodsText")}</p>
            </div>
          }
        />
      </BrowsePull>
    </WapPage>
  );
}

/**
 * /wap/deals: the desktop's /discounted on a phone — every listing whose discount runs now, across categories,
 * in an endless list with its count; the order in a sheet.
 */
function Deals() {
  const { t } = useTranslation("pages");
  const qc = useQueryClient();
  const [filter, setFilter] = useState<BrowseFilter>(START);
  // Only the order is the visitor's; the discount filter is the page.
  const args: ListArgs = { ...filter, discount: true };
  const first = useGoodsList(listParams(args, 1));
  const total = first.data?.pageInfo?.totalElements;
  usePageTitle(t("catalogue.discountedTitle"));
  return (
    <WapPage title={t("catalogue.discountedTitle")}>
      <BrowsePull onRefresh={() => qc.invalidateQueries({ queryKey: ["catalogue", "goods"] })}>
        <p className={s.lead} data-testid="wap-deals-lead">
          {total !== undefined ? t("catalogue.discountedLeadCount", { count: total }) : t("catalogue.discountedLead")}
        </p>
        <BrowseSort value={filter} onChange={setFilter} />
        <GoodsFeed
          usePage={useListPage}
          args={args}
          empty={
            <div className={s.empty}>
              <p>{t("catalogue.noDeals")}</p>
              <p>{t("catalogue.noDealsText")}</p>
            </div>
          }
        />
      </BrowsePull>
    </WapPage>
  );
}

/**
 * /wap/category: the category tree; /wap/category?categoryId= that category's goods; /wap/deals the goods on
 * discount in every category. One page file for the three, so a landing on any of them is one file of code.
 */
export default function WapCategoryPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, "") === "/wap/deals") return <Deals />;
  const categoryId = idParam(params.get("categoryId"));
  return categoryId ? <Goods categoryId={categoryId} /> : <Tree />;
}
