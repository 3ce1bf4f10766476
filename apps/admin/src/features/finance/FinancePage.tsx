import { PageHeader } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import p from "../../components/page.module.css";
import s from "./finance.module.css";
import { LedgerCheck } from "./LedgerCheck.tsx";
import { WalletPanel } from "./WalletPanel.tsx";

/** The money side of the console: is the ledger sound, and one user's wallet with credits by hand. */
export function FinancePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // ?party=<id>: the users drawer links here, and the address can be shared with a colleague.
  const party = Number(params.get("party"));
  const partyId = Number.isSafeInteger(party) && party > 0 ? party : undefined;
  return (
    <div className={p.page}>
      <PageHeader title={t("finance.title")} subtitle={t("finance.subtitle")} />
      <div className={s.grid}>
        <LedgerCheck />
        <WalletPanel partyId={partyId} onPick={(id) => setParams({ party: String(id) })} />
      </div>
    </div>
  );
}
