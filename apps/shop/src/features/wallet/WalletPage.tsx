import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import u from "../../components/panel.module.css";
import { usePageTitle } from "../site/index.ts";
import { DepositsTab } from "./DepositsTab.tsx";
import { filterOf, type MovementFilter } from "./movement-kinds.ts";
import { MovementsTab } from "./MovementsTab.tsx";
import { WALLET_TABS, type WalletTab } from "./paths.ts";
import { WalletSummary } from "./WalletSummary.tsx";
import s from "./wallet.module.css";
import { WithdrawalsTab } from "./WithdrawalsTab.tsx";

const tabOf = (raw: string | null): WalletTab => WALLET_TABS.find((x) => x === raw) ?? "movements";
const pageOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/**
 * /userInfo/money-package (opened as money-package?index=1): the balance, and the records by tab — every
 * movement, the deposits, the withdrawals. Tab, kind and page live in the query, so reloading or going back
 * keeps them.
 */
export default function WalletPage() {
  const { t } = useTranslation("account");
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const page = pageOf(params.get("page"));
  const filter = filterOf(params.get("kind"));
  usePageTitle(t("wallet.title"));

  const go = (next: { tab?: WalletTab; page?: number; kind?: MovementFilter }) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      if (next.tab !== undefined) {
        if (next.tab === "movements") q.delete("tab");
        else q.set("tab", next.tab);
        q.delete("page");
        q.delete("kind");
      }
      if (next.kind !== undefined) {
        if (next.kind === "all") q.delete("kind");
        else q.set("kind", next.kind);
        q.delete("page");
      }
      if (next.page !== undefined) {
        if (next.page <= 1) q.delete("page");
        else q.set("page", String(next.page));
      }
      return q;
    });

  return (
    <section className={`${u.panel} ${s.root}`}>
      <header className={u.panelHead}>
        <h1 className={u.panelTitle}>{t("wallet.title")}</h1>
        <span className={s.headNote}>{t("wallet.unitNote")}</span>
      </header>
      <WalletSummary />
      <div className={s.tabs} role="tablist" aria-label={t("wallet.title")}>
        {WALLET_TABS.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            id={`wallet-tab-${x}`}
            aria-selected={x === tab}
            aria-controls="wallet-tabpanel"
            className={`${s.tab} ${x === tab ? s.tabOn : ""}`}
            onClick={() => go({ tab: x })}
            data-testid={`wallet-tab-${x}`}
          >
            {t(`wallet.tabs.${x}`)}
          </button>
        ))}
      </div>
      <div className={s.tabBody} role="tabpanel" id="wallet-tabpanel" aria-labelledby={`wallet-tab-${tab}`}>
        {tab === "movements" ? (
          <MovementsTab filter={filter} page={page} onFilter={(kind) => go({ kind })} onPage={(p) => go({ page: p })} />
        ) : tab === "deposits" ? (
          <DepositsTab page={page} onPage={(p) => go({ page: p })} />
        ) : (
          <WithdrawalsTab page={page} onPage={(p) => go({ page: p })} />
        )}
      </div>
    </section>
  );
}
