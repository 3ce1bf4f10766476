import {
  type CategoryVo,
  centsToWire,
  type MerchantCatalogueGoods,
  parseCents,
  suggestedSellingPrice,
} from "@mall/contract";
import {
  ApiError,
  apiErrorText,
  Button,
  CheckCircleIcon,
  type Column,
  DataTable,
  PageHeader,
  Panel,
  StatusBadge,
  useWide,
} from "@mall/ui";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ArrowStartIcon, SearchIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { ListToolbar } from "../../components/ListToolbar.tsx";
import { type Option, Select } from "../../components/Select.tsx";
import { count, priceText, usdt } from "../../lib/format.ts";
import { listParams } from "../../lib/list-params.ts";
import { type CatalogueQuery, useAddListing, useCatalogue, useCategories } from "./api.ts";
import { GoodsCell } from "./GoodsCell.tsx";
import s from "./goods.module.css";
import { MarginNote } from "./MarginNote.tsx";
import { priceErrors } from "./price-form.ts";

const PAGE_SIZE = 20;

/** Categories as select options, sub-categories indented under their parent (two levels are plenty here). */
function categoryOptions(tree: CategoryVo[] | undefined, all: string): Option[] {
  const out: Option[] = [{ value: "", label: all }];
  for (const top of tree ?? []) {
    out.push({ value: String(top.id), label: top.name });
    for (const sub of top.subList ?? []) out.push({ value: String(sub.id), label: sub.name, depth: 1 });
  }
  return out;
}

/** Pick goods from the platform catalogue and list them at a price of the store's own. */
export function AddGoodsPage() {
  const { t } = useTranslation("seller");
  const [params, setParams] = useSearchParams();
  const q: CatalogueQuery = {
    keyword: params.get("q") ?? "",
    categoryId: Number(params.get("category")) || undefined,
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const go = (next: Partial<CatalogueQuery>) => {
    const m = { ...q, page: 1, ...next };
    setParams(listParams({ q: m.keyword, category: m.categoryId, page: m.page }), { replace: true });
  };
  const goods = useCatalogue(q);
  const wide = useWide();
  const categories = useCategories();
  const options = useMemo(() => categoryOptions(categories.data, t("add.allCategories")), [categories.data, t]);

  const stockColumn: Column<MerchantCatalogueGoods> = {
    key: "stock",
    header: t("add.col.stock"),
    align: "end",
    render: (g) => (
      <div className={p.stack}>
        <span className={`${p.num} ${g.stock === 0 ? p.negative : ""}`}>
          {g.stock === 0 ? t("goods.soldOut") : count(g.stock)}
        </span>
        <span className={p.caption}>
          {g.skuCount > 0 ? t("add.variants", { n: g.skuCount }) : t("add.minimum", { n: g.buyMin })}
        </span>
      </div>
    ),
  };

  const columns: Column<MerchantCatalogueGoods>[] = [
    {
      key: "goods",
      header: t("add.col.goods"),
      render: (g) => (
        <GoodsCell goods={g} thumbSize={56}>
          {!wide && (
            <span className={`${p.caption} ${g.stock === 0 ? p.negative : ""}`}>
              {g.stock === 0 ? t("goods.soldOut") : `${t("add.col.stock")}: ${count(g.stock)}`}
              {g.skuCount > 0 && ` · ${t("add.variants", { n: g.skuCount })}`}
            </span>
          )}
        </GoodsCell>
      ),
    },
    {
      key: "cost",
      header: t("add.col.cost"),
      align: "end",
      render: (g) => (
        <div className={p.stack}>
          <span className={`${p.num} ${p.amount}`}>{usdt(g.systemPrice)}</span>
          <span className={`${p.caption} ${p.num}`}>{t("add.freight", { amount: usdt(g.freightAmount) })}</span>
        </div>
      ),
    },
    ...(wide ? [stockColumn] : []),
    {
      key: "price",
      header: t("add.col.price"),
      width: wide ? "300px" : "250px",
      render: (g) => <AddForm key={g.goodsId} goods={g} />,
    },
  ];

  return (
    <div className={p.page}>
      <div>
        <Link to="/goods" className={p.backLink}>
          <ArrowStartIcon size={16} className={p.flip} />
          {t("goods.title")}
        </Link>
        <PageHeader title={t("add.title")} subtitle={t("add.subtitle")} />
      </div>
      <Panel padded={false}>
        <ListToolbar
          search={{
            value: q.keyword,
            onSearch: (keyword) => go({ keyword }),
            placeholder: t("add.searchPlaceholder"),
            label: t("add.search"),
            clearLabel: t("ui.clear"),
            testId: "catalogue-search",
          }}
        >
          <Select
            className={s.categorySelect}
            aria-label={t("add.category")}
            value={q.categoryId ? String(q.categoryId) : ""}
            onChange={(e) => go({ categoryId: Number(e.target.value) || undefined })}
            options={options}
            data-testid="catalogue-category"
          />
          <span className={p.spacer} />
          <span className={s.pricingTip}>{t("add.tip")}</span>
        </ListToolbar>
        <div className={p.fit}>
          <DataTable
            caption={t("add.title")}
            columns={columns}
            rows={goods.data?.pageList}
            rowKey={(g) => g.goodsId}
            loading={goods.isFetching}
            empty={
              <EmptyState icon={<SearchIcon size={24} />} title={t("add.emptyTitle")}>
                <span>{t("add.emptyBody")}</span>
              </EmptyState>
            }
            pagination={{
              page: q.page,
              pageSize: PAGE_SIZE,
              total: goods.data?.pageInfo.totalElements ?? 0,
              onChange: (page) => go({ ...q, page }),
            }}
          />
        </div>
      </Panel>
    </div>
  );
}

/** The store's price for one goods (120 % of the platform price to start), its margin, and the add button. */
function AddForm({ goods: g }: { goods: MerchantCatalogueGoods }) {
  const { t } = useTranslation("seller");
  const add = useAddListing();
  const [price, setPrice] = useState(() =>
    priceText(centsToWire(suggestedSellingPrice(parseCents(g.systemPrice) ?? 0n))),
  );
  const [error, setError] = useState<string | undefined>();
  if (g.sellerGoodsId !== null) {
    return (
      <div className={s.listed} data-testid={`listed-${g.goodsId}`}>
        <StatusBadge tone="success">{t("add.listed")}</StatusBadge>
        <Link to={`/goods?q=${g.goodsId}`}>{t("add.viewListing")}</Link>
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = priceErrors(
      t,
      { sellingPrice: price, discountOn: false, discountPrice: "", start: "", end: "" },
      g.systemPrice,
    ).sellingPrice;
    setError(problem);
    if (problem) return;
    add.mutate(
      { goodsId: g.goodsId, sellingPrice: price.trim() },
      { onError: (err) => setError(err instanceof ApiError ? apiErrorText(t, err) : t("errors:systemError")) },
    );
  };
  return (
    <form className={s.addForm} onSubmit={submit} noValidate data-testid={`add-form-${g.goodsId}`}>
      <div className={s.addRow}>
        <span className={s.priceInput} dir="ltr">
          <input
            name="sellingPrice"
            inputMode="decimal"
            value={price}
            maxLength={13}
            onChange={(e) => {
              setPrice(e.target.value);
              setError(undefined);
            }}
            aria-label={t("add.priceFor", { name: g.name })}
            aria-invalid={error ? true : undefined}
          />
          <span className={s.currency}>USDT</span>
        </span>
        <Button
          type="submit"
          size="s"
          variant="primary"
          loading={add.isPending}
          icon={add.isSuccess ? <CheckCircleIcon size={14} /> : undefined}
        >
          {t("add.submit")}
        </Button>
      </div>
      {error ? (
        <span className={s.addError} role="alert">
          {error}
        </span>
      ) : (
        <span className={s.addHint}>
          <MarginNote text={price} systemPrice={g.systemPrice} />
        </span>
      )}
    </form>
  );
}
