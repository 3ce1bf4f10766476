import type { CanSelectAttributes, GoodsVo, PriceSource } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Price } from "../../../components/goods/Price.tsx";
import { QuantityStepper } from "../../../components/QuantityStepper.tsx";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { type Selection, type Sku, valueState } from "../sku.ts";
import s from "./WapProduct.module.css";

export type SheetMode = "pick" | "cart" | "buy";

/**
 * The SKU picker as a bottom sheet: the chosen option's picture, price and stock, one row of values per
 * attribute (the desktop's rules: values only on hidden SKUs are left out, values leading only to sold-out
 * SKUs are disabled), the quantity within the buying bounds, and the action the sheet was opened for.
 */
export function WapSkuSheet(p: {
  mode: SheetMode | null;
  onClose: () => void;
  goods: GoodsVo;
  cas: CanSelectAttributes | undefined;
  selection: Selection;
  onSelect: (sel: Selection) => void;
  sku: Sku | undefined;
  image: string;
  price: PriceSource;
  qty: number;
  bounds: { min: number; max: number };
  onQty: (n: number) => void;
  soldOut: boolean;
  onCart: () => void;
  onBuy: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const skuName = p.sku ? p.sku.attrs.map((a) => a.attrValueName).join(" / ") : "";
  const attrs = p.cas?.goodAttrs ?? [];
  return (
    <Sheet open={p.mode !== null} title={tw("browse.chooseTitle")} onClose={p.onClose}>
      <div className={s.sheetHead}>
        <img src={p.image} alt="" width={88} height={88} className={s.sheetImg} />
        <div className={s.sheetFacts}>
          <span data-testid="wap-sheet-price">
            <Price source={p.price} size="md" />
          </span>
          <span className={s.muted}>
            {p.soldOut ? t("goods.soldOut") : p.sku ? t("goods.inStock", { count: p.sku.stock }) : null}
          </span>
          <span className={s.chosen}>
            {attrs.length === 0 ? null : skuName ? tw("browse.chosen", { value: skuName }) : t("goods.chooseOptions")}
          </span>
        </div>
      </div>

      {p.cas &&
        attrs.map((attr) => (
          <fieldset key={attr.attrId} className={s.attr}>
            <legend>{attr.attrName}</legend>
            <div className={s.attrValues}>
              {attr.attrValues.map((v) => {
                const cas = p.cas as CanSelectAttributes;
                const state = valueState(cas, p.selection, attr.attrId, v.attrValueId);
                if (!state.visible) return null;
                const active = p.selection[attr.attrId] === v.attrValueId;
                return (
                  <button
                    type="button"
                    key={v.attrValueId}
                    className={s.attrValue}
                    data-testid="wap-sku-value"
                    disabled={!state.enabled}
                    aria-pressed={active}
                    aria-label={state.enabled ? undefined : t("goods.soldOutValue", { value: v.attrValueName })}
                    onClick={() => p.onSelect({ ...p.selection, [attr.attrId]: v.attrValueId })}
                  >
                    {v.isIcon === 1 && v.iconImg && <img src={v.iconImg} alt="" width={24} height={24} />}
                    {v.attrValueName}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}

      <div className={s.qtyRow}>
        <span className={s.qtyLabel}>
          {t("goods.quantity")}
          <small className={s.muted}>
            {p.bounds.min > 1 ? t("goods.minOrder", { count: p.bounds.min }) : null}{" "}
            {t("goods.maxOrder", { count: p.bounds.max })}
          </small>
        </span>
        <QuantityStepper
          className={s.stepper}
          value={p.qty}
          min={p.bounds.min}
          max={p.bounds.max}
          label={t("goods.quantity")}
          decreaseLabel={t("goods.decrease")}
          increaseLabel={t("goods.increase")}
          iconSize={16}
          onChange={p.onQty}
        />
      </div>

      <div className={s.sheetActions}>
        {p.mode !== "buy" && (
          <button
            type="button"
            className={`${s.btn} ${s.btnCart}`}
            onClick={p.onCart}
            disabled={p.soldOut || p.busy}
            data-testid="wap-sheet-cart"
          >
            {t("goods.addToCart")}
          </button>
        )}
        {p.mode !== "cart" && (
          <button
            type="button"
            className={`${s.btn} ${s.btnBuy}`}
            onClick={p.onBuy}
            disabled={p.soldOut || p.busy}
            data-testid="wap-sheet-buy"
          >
            {p.soldOut ? t("goods.soldOut") : t("goods.buyNow")}
          </button>
        )}
      </div>
    </Sheet>
  );
}
