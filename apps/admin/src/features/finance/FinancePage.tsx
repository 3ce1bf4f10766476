import { PageHeader, Tabs } from "@mall/ui";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import p from "../../components/page.module.css";
import s from "./finance.module.css";
import { LedgerCheck } from "./LedgerCheck.tsx";
import { WalletPanel } from "./WalletPanel.tsx";

/** The finance pages under /finance, by the path segment after it ("" is the overview). */
const SECTIONS = ["", "ledger", "reconciliation", "channels"] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (x: string): x is Section => (SECTIONS as readonly string[]).includes(x);

/** The money side of the console: the books' health and wallets, the ledger, reconciliation, channels. */
export function FinancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const segment = pathname.split("/")[2] ?? "";
  const section: Section = isSection(segment) ? segment : "";
  return (
    <div className={p.page}>
      <PageHeader title={t("finance.title")} subtitle={t("finance.subtitle")} />
      <div className={s.sections}>
        <Tabs
          label={t("finance.title")}
          value={section}
          onChange={(next) => navigate(next ? `/finance/${next}` : "/finance")}
          items={SECTIONS.map((k) => ({ key: k, label: t(`finance.section.${k || "overview"}`) }))}
        />
      </div>
      <Suspense fallback={<div className={s.sectionLoading} aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** Is the ledger sound, and one user's wallet with credits by hand. */
export function FinanceOverview() {
  const [params, setParams] = useSearchParams();
  // ?party=<id>: the users drawer links here, and the address can be shared with a colleague.
  const party = Number(params.get("party"));
  const partyId = Number.isSafeInteger(party) && party > 0 ? party : undefined;
  return (
    <div className={s.grid}>
      <LedgerCheck />
      <WalletPanel partyId={partyId} onPick={(id) => setParams({ party: String(id) })} />
    </div>
  );
}
