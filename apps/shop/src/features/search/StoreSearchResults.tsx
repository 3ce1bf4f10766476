import { useTranslation } from "react-i18next";
import { StoreIcon } from "../../components/goods/icons.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { StoreCard } from "../../components/goods/StoreCard.tsx";
import { useKeywordSearch } from "./api.ts";
import s from "./search.module.css";

/** Stores whose name matches; `limit` trims the list where it is only a teaser. */
export function StoreSearchResults({
  keyword,
  limit,
  hideEmpty = false,
}: {
  keyword: string;
  limit?: number;
  hideEmpty?: boolean;
}) {
  const { t } = useTranslation("pages");
  const q = useKeywordSearch(keyword);
  if (q.isPending)
    return (
      <div className={s.storeGrid}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height={200} radius={14} />
        ))}
      </div>
    );
  if (q.isError) return <ErrorState onRetry={() => q.refetch()} />;
  const stores = q.data.sellerList ?? [];
  if (stores.length === 0)
    return hideEmpty ? null : (
      <EmptyState
        icon={<StoreIcon size={40} />}
        title={t("search.noStores", { keyword })}
        text={t("search.noStoresText")}
      />
    );
  return (
    <div className={s.storeGrid}>
      {stores.slice(0, limit).map((seller) => (
        <StoreCard key={seller.id} seller={seller} />
      ))}
    </div>
  );
}
