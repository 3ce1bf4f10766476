import type { CategoryVo } from "@mall/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { GoodsResults } from "../../components/goods/GoodsResults.tsx";
import { ChevronIcon, GridIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { SortBar } from "../../components/goods/SortBar.tsx";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { sortParams, useSortAndPage } from "../../components/goods/sort.ts";
import { idParam } from "../../lib/wire-id.ts";
import { usePageTitle } from "../site/index.ts";
import { findCategory, useCategoryTree, useGoodsList } from "./api.ts";
import s from "./catalogue.module.css";

const PAGE_SIZE = 20;

function CategoryTree({
  tree,
  selected,
  onSelect,
}: {
  tree: CategoryVo[];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useTranslation("pages");
  const openTop = selected !== undefined ? (findCategory(tree, selected)?.parent?.categoryId ?? selected) : undefined;
  return (
    <nav className={s.tree} aria-label={t("catalogue.categories")}>
      <button
        type="button"
        className={`${s.treeTop} ${selected === undefined ? s.treeActive : ""}`}
        onClick={() => onSelect(undefined)}
      >
        <GridIcon size={16} />
        <span>{t("catalogue.allCategories")}</span>
      </button>
      {tree.map((top) => {
        const open = openTop === top.categoryId;
        return (
          <div key={top.categoryId}>
            <button
              type="button"
              className={`${s.treeTop} ${selected === top.categoryId ? s.treeActive : ""}`}
              aria-expanded={open}
              onClick={() => onSelect(top.categoryId)}
            >
              {top.iconImg ? <img src={top.iconImg} alt="" className={s.treeIcon} /> : <GridIcon size={16} />}
              <span>{top.name}</span>
              {(top.subList?.length ?? 0) > 0 && (
                <ChevronIcon dir={open ? "down" : "end"} size={14} className={s.treeChevron} />
              )}
            </button>
            {open && (top.subList?.length ?? 0) > 0 && (
              <div className={s.treeSubs}>
                {top.subList.map((sub) => (
                  <button
                    type="button"
                    key={sub.categoryId}
                    className={`${s.treeSub} ${selected === sub.categoryId ? s.treeActive : ""}`}
                    onClick={() => onSelect(sub.categoryId)}
                  >
                    {sub.name}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </nav>
  );
}

export default function ClassificationPage() {
  const { t } = useTranslation("pages");
  const [params] = useSearchParams();
  // Category ids are decimal text in the address and on the wire alike; anything else shows every category.
  const initial = idParam(params.get("categoryId"));
  const [categoryId, setCategoryId] = useState<string | undefined>(initial);
  const { sort, sortBy, page, setPage } = useSortAndPage();
  // The page is cached: a later visit from a category link must still switch to that category.
  useEffect(() => {
    if (initial !== undefined) {
      setCategoryId(initial);
      setPage(1);
    }
  }, [initial, setPage]);
  const tree = useCategoryTree();
  const goods = useGoodsList({ categoryId, pageNum: page, pageSize: PAGE_SIZE, ...sortParams(sort) });
  const found = categoryId !== undefined && tree.data ? findCategory(tree.data, categoryId) : undefined;
  const title = found?.node.name ?? t("catalogue.allCategories");
  usePageTitle(t("catalogue.classificationTitle"));

  const select = (id: string | undefined) => {
    setCategoryId(id);
    setPage(1);
  };

  return (
    <div className={l.page}>
      <div className={`${l.container} ${s.layout}`}>
        <aside className={s.aside}>
          {tree.isPending ? (
            <div className={s.tree}>
              {Array.from({ length: 12 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={i} height={20} className={s.treeSkeleton} />
              ))}
            </div>
          ) : tree.isError ? (
            <ErrorState onRetry={() => tree.refetch()} />
          ) : (
            <CategoryTree tree={tree.data} selected={categoryId} onSelect={select} />
          )}
        </aside>
        <main className={s.main}>
          <div className={l.breadcrumb}>
            <Link to="/index">{t("common.home")}</Link>
            <ChevronIcon dir="end" size={12} />
            <button type="button" className={s.crumbBtn} onClick={() => select(undefined)}>
              {t("catalogue.classificationTitle")}
            </button>
            {found?.parent && (
              <>
                <ChevronIcon dir="end" size={12} />
                <button type="button" className={s.crumbBtn} onClick={() => select(found.parent?.categoryId)}>
                  {found.parent.name}
                </button>
              </>
            )}
          </div>
          <h1 className={l.pageTitle}>{title}</h1>
          {found && !found.parent && (found.node.subList?.length ?? 0) > 0 && (
            <div className={`${l.chips} ${s.subChips}`}>
              {found.node.subList.map((sub) => (
                <button type="button" key={sub.categoryId} className={l.chip} onClick={() => select(sub.categoryId)}>
                  {sub.name}
                </button>
              ))}
            </div>
          )}
          <SortBar value={sort} onChange={sortBy} total={goods.data?.pageInfo?.totalElements} />
          <GoodsResults query={goods} page={page} onPage={setPage} columns={4} pageSize={PAGE_SIZE} />
        </main>
      </div>
    </div>
  );
}
