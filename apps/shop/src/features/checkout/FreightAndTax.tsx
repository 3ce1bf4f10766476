import type { Cents } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/goods/Price.tsx";

/** The freight ("free" when there is none) and tax lines of a checkout summary list (`<dl>`). */
export function FreightAndTax({ sums }: { sums: { freight: Cents; tax: Cents } }) {
  const { t } = useTranslation("checkout");
  return (
    <>
      <div>
        <dt>{t("summary.freight")}</dt>
        <dd>{sums.freight > 0n ? <Money value={sums.freight} /> : t("summary.free")}</dd>
      </div>
      <div>
        <dt>{t("summary.tax")}</dt>
        <dd>
          <Money value={sums.tax} />
        </dd>
      </div>
    </>
  );
}
