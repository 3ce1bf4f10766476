import type { CanSelectAttributes } from "@mall/contract";
import { useTranslation } from "react-i18next";
import s from "./ProductDetails.module.css";
import { type Selection, valueState } from "./sku.ts";

export function SkuPicker({
  cas,
  selection,
  onChange,
}: {
  cas: CanSelectAttributes;
  selection: Selection;
  onChange: (s: Selection) => void;
}) {
  const { t } = useTranslation("pages");
  return (
    <div className={s.skuPicker}>
      {cas.goodAttrs.map((attr) => {
        const chosen = attr.attrValues.find((v) => v.attrValueId === selection[attr.attrId]);
        return (
          <fieldset key={attr.attrId} className={s.attrGroup}>
            <legend className={s.attrName}>
              {attr.attrName}
              {chosen && <span className={s.attrChosen}>{chosen.attrValueName}</span>}
            </legend>
            <div className={s.attrValues}>
              {attr.attrValues.map((v) => {
                const state = valueState(cas, selection, attr.attrId, v.attrValueId);
                if (!state.visible) return null;
                const active = selection[attr.attrId] === v.attrValueId;
                return (
                  <button
                    type="button"
                    key={v.attrValueId}
                    className={`${s.attrValue} ${active ? s.attrValueActive : ""}`}
                    data-testid="sku-value"
                    disabled={!state.enabled}
                    aria-pressed={active}
                    title={state.enabled ? v.attrValueName : t("goods.soldOutValue", { value: v.attrValueName })}
                    onClick={() => onChange({ ...selection, [attr.attrId]: v.attrValueId })}
                  >
                    {v.isIcon === 1 && v.iconImg && <img src={v.iconImg} alt="" className={s.attrIcon} />}
                    {v.attrValueName}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
