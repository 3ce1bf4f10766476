import { type MerchantListing, wireDateToInstant } from "@mall/contract";
import {
  BoxIcon,
  Button,
  type Column,
  DataTable,
  PageHeader,
  Panel,
  PlusIcon,
  StatusBadge,
  Tabs,
  useWide,
} from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { EditIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import { Switch } from "../../components/Switch.tsx";
import { count, marginPercent, usdt, when } from "../../lib/format.ts";
import { listParams } from "../../lib/list-params.ts";
import { usePageBack } from "../../lib/usePageBack.ts";
import { LISTING_PAGE_SIZE, type ListingQuery, useListings, useSetShelf } from "./api.ts";
import { GoodsCell } from "./GoodsCell.tsx";
import s from "./goods.module.css";
import { PriceDialog } from "./PriceDialog.tsx";

const SHELVES = ["all", "on", "off"] as const;

/** The store's listings: prices, discounts, margins, sales, stock; shelf on/off one by one or in a batch. */
export function MyGoodsPage() {
  const { t } = useTranslation("seller");
  const [params, setParams] = useSearchParams();
  const shelfParam = params.get("shelf");
  const q: ListingQuery = {
    keyword: params.get("q") ?? "",
    shelf: shelfParam === "on" || shelfParam === "off" ? shelfParam : "all",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const go = (next: Partial<ListingQuery>) => {
    const m = { ...q, page: 1, ...next };
    setParams(listParams({ q: m.keyword, shelf: m.shelf === "all" ? undefined : m.shelf, page: m.page }), {
      replace: true,
    });
    setSelected(new Set());
  };
  const listings = useListings(q);
  const wide = useWide();
  const setShelf = useSetShelf();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<MerchantListing | undefined>();
  const rows = listings.data?.pageList;
  usePageBack(rows, q.page, listings.isFetching, () => go({ ...q, page: q.page - 1 }));
  const pageIds = rows?.map((r) => r.id) ?? [];
  const allChecked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: number, on: boolean) =>
    setSelected((cur) => {
      const next = new Set(cur);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const shelveSelected = (onShelf: boolean) =>
    setShelf.mutate({ ids: [...selected], onShelf }, { onSuccess: () => setSelected(new Set()) });

  const marginColumn: Column<MerchantListing> = {
    key: "margin",
    header: t("goods.col.margin"),
    align: "end",
    render: (r) => (
      <div className={p.stack}>
        <span className={`${p.num} ${p.amount} ${r.margin >= 0 ? p.positive : p.negative}`}>{usdt(r.margin)}</span>
        <span className={`${p.caption} ${p.num}`}>{marginPercent(r.price, r.margin)}%</span>
      </div>
    ),
  };

  const head: Column<MerchantListing>[] = [
    {
      key: "check",
      width: "44px",
      header: (
        <input
          type="checkbox"
          className={p.check}
          checked={allChecked}
          onChange={(e) => setSelected(e.target.checked ? new Set(pageIds) : new Set())}
          aria-label={t("goods.selectPage")}
        />
      ),
      render: (r) => (
        <input
          type="checkbox"
          className={p.check}
          checked={selected.has(r.id)}
          onChange={(e) => toggle(r.id, e.target.checked)}
          aria-label={t("goods.selectOne", { name: r.name })}
        />
      ),
    },
    {
      key: "goods",
      header: t("goods.col.goods"),
      render: (r) => <GoodsCell goods={r} className={s.goodsCell} />,
    },
    {
      key: "price",
      header: t("goods.col.price"),
      align: "end",
      render: (r) => (
        <div className={p.stack}>
          <span className={`${p.num} ${p.amount}`}>{usdt(r.sellingPrice)}</span>
          <span className={`${p.caption} ${p.num}`}>
            {t("goods.cost")} {usdt(r.systemPrice)}
          </span>
          {!wide && (
            <span className={`${p.caption} ${p.num} ${r.margin >= 0 ? p.positive : p.negative}`}>
              {usdt(r.margin)} · {marginPercent(r.price, r.margin)}%
            </span>
          )}
        </div>
      ),
    },
    {
      key: "discount",
      header: t("goods.col.discount"),
      render: (r) => <DiscountCell listing={r} withWindow={wide} />,
    },
    ...(wide ? [marginColumn] : []),
  ];
  const tail: Column<MerchantListing>[] = [
    {
      key: "sold",
      header: `${t("goods.col.sold")} / ${t("goods.col.stock")}`,
      align: "end",
      render: (r) => (
        <div className={p.stack}>
          <span className={`${p.num} ${p.amount}`}>{count(r.soldNum)}</span>
          <span className={`${p.caption} ${p.nowrap} ${r.stock === 0 ? p.negative : ""}`}>
            {r.stock === 0 ? t("goods.soldOut") : `${t("goods.col.stock")}: ${count(r.stock)}`}
          </span>
        </div>
      ),
    },
    {
      key: "shelf",
      header: t("goods.col.shelf"),
      align: "center",
      render: (r) => (
        <Switch
          checked={r.isShelf === 1}
          label={t("goods.shelfOf", { name: r.name })}
          disabled={setShelf.isPending && setShelf.variables?.ids.includes(r.id)}
          onChange={(on) => setShelf.mutate({ ids: [r.id], onShelf: on })}
          testId={`shelf-${r.id}`}
        />
      ),
    },
    {
      key: "edit",
      header: <span className="visually-hidden">{t("goods.col.actions")}</span>,
      align: "end",
      render: (r) => (
        <Button
          size="s"
          icon={<EditIcon size={14} />}
          onClick={() => setEditing(r)}
          data-testid={`edit-${r.id}`}
          title={t("goods.edit.title")}
          aria-label={wide ? undefined : t("goods.edit.open")}
        >
          {wide && t("goods.edit.open")}
        </Button>
      ),
    },
  ];

  const columns = [...head, ...tail];

  const filtered = Boolean(q.keyword) || q.shelf !== "all";
  return (
    <div className={p.page}>
      <PageHeader
        title={t("goods.title")}
        subtitle={t("goods.subtitle")}
        actions={
          <Link to="/goods/add" className={s.primaryLink} data-testid="add-goods">
            <PlusIcon size={16} />
            {t("goods.add")}
          </Link>
        }
      />
      <Panel padded={false}>
        <ListToolbar
          search={{
            value: q.keyword,
            onSearch: (keyword) => go({ keyword }),
            placeholder: t("goods.searchPlaceholder"),
            label: t("goods.search"),
            clearLabel: t("ui.clear"),
            testId: "goods-search",
          }}
        >
          <div className={s.shelfTabs}>
            <Tabs
              label={t("goods.col.shelf")}
              value={q.shelf}
              onChange={(shelf) => go({ shelf })}
              items={SHELVES.map((k) => ({ key: k, label: t(`goods.shelfFilter.${k}`) }))}
            />
          </div>
        </ListToolbar>
        {selected.size > 0 && (
          <div className={p.selection} data-testid="selection-bar">
            <span className={p.selectionCount}>{t("goods.selected", { n: selected.size })}</span>
            <Button size="s" onClick={() => shelveSelected(true)} loading={setShelf.isPending}>
              {t("goods.bulkOn")}
            </Button>
            <Button size="s" onClick={() => shelveSelected(false)} loading={setShelf.isPending}>
              {t("goods.bulkOff")}
            </Button>
            <Button size="s" variant="ghost" onClick={() => setSelected(new Set())}>
              {t("ui.clear")}
            </Button>
          </div>
        )}
        <div className={p.fit}>
          <DataTable
            caption={t("goods.title")}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            loading={listings.isFetching}
            empty={
              filtered ? (
                t("goods.noMatch")
              ) : (
                <EmptyState icon={<BoxIcon size={26} />} title={t("goods.emptyTitle")}>
                  <span>{t("goods.emptyBody")}</span>
                  <Link to="/goods/add" className={s.primaryLink}>
                    <PlusIcon size={16} />
                    {t("goods.add")}
                  </Link>
                </EmptyState>
              )
            }
            pagination={{
              page: q.page,
              pageSize: LISTING_PAGE_SIZE,
              total: listings.data?.pageInfo.totalElements ?? 0,
              onChange: (page) => go({ ...q, page }),
            }}
          />
        </div>
      </Panel>
      <PriceDialog listing={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

/** The discount and where its window stands: running, planned or over. */
function DiscountCell({ listing: r, withWindow }: { listing: MerchantListing; withWindow: boolean }) {
  const { t } = useTranslation("seller");
  if (r.discountPrice === null) return <span className={p.muted}>—</span>;
  const start = r.discountStart ? wireDateToInstant(r.discountStart) : undefined;
  const planned = !r.discountActive && start !== undefined && start.getTime() > Date.now();
  const state = r.discountActive ? "active" : planned ? "planned" : "ended";
  const off = r.discountRatio !== null ? Math.round(r.discountRatio * 100) : 0;
  const window = `${when(r.discountStart)} – ${when(r.discountEnd)}`;
  return (
    <div className={p.stack} title={window}>
      <span className={s.discountLine}>
        <span className={`${p.num} ${p.amount}`}>{usdt(r.discountPrice)}</span>
        <StatusBadge tone={state === "active" ? "success" : state === "planned" ? "info" : "neutral"}>
          {/* Narrow windows keep the figure only; the tone says it is running, the tooltip says when. */}
          {state === "active" && !withWindow ? `−${off}%` : t(`goods.discountState.${state}`, { off })}
        </StatusBadge>
      </span>
      {/* The year is left out: a discount runs for days or weeks, and the column stays narrow. */}
      {withWindow && (
        <span className={`${p.caption} ${p.num}`}>
          {when(r.discountStart).slice(5)} – {when(r.discountEnd).slice(5)}
        </span>
      )}
    </div>
  );
}
