import { formatAmount, formatWireDate } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { kindLabel } from "../wallet/index.ts";
import { useWalletRecords } from "./api.ts";
import s from "./dashboard.module.css";
import { WalletIcon } from "./icons.tsx";

const LATEST = 6;

/** The latest movements of the wallet (wallet!records), with a way to the full list. */
export function RecentRecords() {
  const { t } = useTranslation("account");
  const records = useWalletRecords(1, LATEST);
  const rows = records.data?.pageList ?? [];
  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <h2 className={u.panelTitle}>{t("records.title")}</h2>
        <Link to="/userInfo/money-package?index=1" className={u.panelLink}>
          {t("records.all")}
          <ArrowIcon size={16} className={u.flip} />
        </Link>
      </header>
      {records.isPending ? (
        <div className={s.tableSkeleton}>
          {["a", "b", "c"].map((k) => (
            <span key={k} />
          ))}
        </div>
      ) : records.isError ? (
        <p className={s.empty}>{t("records.error")}</p>
      ) : rows.length === 0 ? (
        <div className={s.empty}>
          <span className={s.emptyIcon} aria-hidden="true">
            <WalletIcon size={28} />
          </span>
          <strong>{t("records.empty")}</strong>
          <span>{t("records.emptyHint")}</span>
        </div>
      ) : (
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">{t("records.time")}</th>
              <th scope="col">{t("records.type")}</th>
              <th scope="col" className={s.note}>
                {t("records.note")}
              </th>
              <th scope="col" className={s.num}>
                {t("records.amount")}
              </th>
              <th scope="col" className={s.num}>
                {t("records.after")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td className={s.time}>
                  <bdi>{formatWireDate(r.createTime)}</bdi>
                </td>
                <td>
                  <span className={s.kind}>{kindLabel(t, r.category)}</span>
                </td>
                <td className={s.note}>{r.memo || r.ref || "—"}</td>
                <td className={`${s.num} ${r.amount < 0 ? s.out : s.in}`}>
                  <bdi>
                    {r.amount > 0 ? "+" : ""}
                    {formatAmount(r.amount)}
                  </bdi>
                </td>
                <td className={s.num}>
                  <bdi>{formatAmount(r.balanceAfter)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
