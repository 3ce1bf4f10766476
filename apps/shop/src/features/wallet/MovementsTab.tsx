import { formatAmount, type WalletRecord } from "@mall/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { useMovements } from "./api.ts";
import { MovementDrawer } from "./MovementDrawer.tsx";
import { kindLabel, MOVEMENT_FILTERS, type MovementFilter } from "./movement-kinds.ts";
import { signed } from "./RecordBits.tsx";
import { type RecordColumn, RecordTable } from "./RecordTable.tsx";
import { TabPager, WalletEmpty } from "./TabParts.tsx";
import s from "./wallet.module.css";
import { WireTime } from "./WireTime.tsx";

/** Every movement of the balance (wallet!records), filtered by kind, 20 a page; a row opens its journal entry. */
export function MovementsTab({
  filter,
  page,
  onFilter,
  onPage,
}: {
  filter: MovementFilter;
  page: number;
  onFilter: (f: MovementFilter) => void;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const list = useMovements(filter === "all" ? undefined : filter, page);
  const [open, setOpen] = useState<WalletRecord | null>(null);
  const rows = list.data?.pageList ?? [];

  const columns: RecordColumn<WalletRecord>[] = [
    { key: "time", label: t("wallet.col.time"), cell: (r) => <WireTime value={r.createTime} stacked /> },
    {
      key: "kind",
      label: t("wallet.col.type"),
      cell: (r) => (
        <span>
          <span className={s.kind}>{kindLabel(t, r.category)}</span>
          {r.account === "frozen" && <span className={s.frozenTag}>{t("wallet.summary.frozen")}</span>}
        </span>
      ),
    },
    {
      key: "note",
      label: t("wallet.col.note"),
      wide: true,
      cell: (r) => (
        <span className={`${s.clipWide} ${s.muted}`} dir="auto" title={r.memo || r.ref || undefined}>
          {r.memo || r.ref || "—"}
        </span>
      ),
    },
    {
      key: "amount",
      label: t("wallet.col.amountUsdt"),
      end: true,
      cell: (r) => <bdi className={`${s.num} ${r.amount < 0 ? s.out : s.in}`}>{signed(r.amount)}</bdi>,
    },
    {
      key: "after",
      label: t("wallet.col.after"),
      end: true,
      cell: (r) => <bdi className={s.num}>{formatAmount(r.balanceAfter)}</bdi>,
    },
  ];

  return (
    <>
      <fieldset className={s.filters}>
        <legend className="visually-hidden">{t("wallet.movements.filter")}</legend>
        {MOVEMENT_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={`${s.chip} ${f === filter ? s.chipOn : ""}`}
            aria-pressed={f === filter}
            onClick={() => onFilter(f)}
            data-testid={`wallet-kind-${f}`}
          >
            {t(`wallet.movements.filters.${f}`)}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <Skeleton height={220} radius={12} />
      ) : list.isError ? (
        <ErrorState text={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <WalletEmpty
          title={filter === "all" ? t("wallet.movements.empty") : t("wallet.movements.emptyKind")}
          text={t("wallet.movements.emptyText")}
          action={
            filter === "all" ? undefined : (
              <button type="button" className={s.chip} onClick={() => onFilter("all")}>
                {t("wallet.movements.filters.all")}
              </button>
            )
          }
        />
      ) : (
        <>
          <RecordTable
            caption={t("wallet.tabs.movements")}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            onOpen={setOpen}
            openLabel={(r) => t("wallet.detail.openMovement", { kind: kindLabel(t, r.category) })}
            openHeader={t("wallet.detail.title")}
            stale={list.isPlaceholderData}
            testId="movement-row"
          />
          <TabPager page={page} totalPages={list.data.pageInfo.totalPage} onPage={onPage} />
        </>
      )}
      {open && <MovementDrawer record={open} onClose={() => setOpen(null)} />}
    </>
  );
}
