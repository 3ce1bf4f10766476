import type { GoodsVo, PageOf } from "@mall/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GoodsGrid } from "./GoodsCard.tsx";
import { Pagination } from "./Pagination.tsx";
import { EmptyState, ErrorState, GoodsGridSkeleton } from "./States.tsx";

/** A paged goods query rendered with its loading, error and empty states. */
export function GoodsResults({
  query,
  page,
  onPage,
  columns = 5,
  pageSize = 20,
  empty,
}: {
  query: UseQueryResult<PageOf<GoodsVo>>;
  page: number;
  onPage: (p: number) => void;
  columns?: number;
  pageSize?: number;
  empty?: ReactNode;
}) {
  const { t } = useTranslation("pages");
  if (query.isPending) return <GoodsGridSkeleton count={pageSize > 10 ? 10 : pageSize} columns={columns} />;
  if (query.isError) return <ErrorState onRetry={() => query.refetch()} />;
  const list = query.data.pageList ?? [];
  if (list.length === 0)
    return <>{empty ?? <EmptyState title={t("common.noGoods")} text={t("common.noGoodsText")} />}</>;
  return (
    <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: "opacity .2s" }}>
      <GoodsGrid goods={list} columns={columns} />
      <Pagination page={page} totalPages={query.data.pageInfo?.totalPage ?? 1} onChange={onPage} />
    </div>
  );
}
