import { ORDER_STATUS } from "@mall/contract";
import { ChevronEndIcon } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReceiptIcon, TrendIcon, TruckIcon, WalletIcon } from "../../components/icons.tsx";
import { count, usdt } from "../../lib/format.ts";
import { useWallet } from "../funds/index.ts";
import { useOrderCounts } from "../orders/index.ts";
import s from "./dashboard.module.css";

/** The day's work at a glance: money to buy stock with, orders waiting for the seller, and what was earned. */
export function BusinessFigures() {
  const { t } = useTranslation("seller");
  const wallet = useWallet();
  const counts = useOrderCounts();
  const toConfirm = counts.data?.byStatus[ORDER_STATUS.paid] ?? 0;
  return (
    <div className={s.business}>
      <Card
        to="/funds"
        icon={<WalletIcon size={20} />}
        label={t("dashboard.balance")}
        value={wallet.data ? usdt(wallet.data.money) : "…"}
        unit="USDT"
        note={t("dashboard.balanceNote")}
        testId="dash-balance"
      />
      <Card
        to="/orders?status=1"
        icon={<ReceiptIcon size={20} />}
        label={t("dashboard.toConfirm")}
        value={counts.data ? count(toConfirm) : "…"}
        note={toConfirm > 0 ? t("dashboard.toConfirmNote") : t("dashboard.nothingToConfirm")}
        alert={toConfirm > 0}
        testId="dash-to-confirm"
      />
      <Card
        to="/orders"
        icon={<TruckIcon size={20} />}
        label={t("dashboard.openOrders")}
        value={wallet.data ? count(wallet.data.openOrders) : "…"}
        note={t("dashboard.openOrdersNote")}
      />
      <Card
        to="/funds"
        icon={<TrendIcon size={20} />}
        label={t("dashboard.profit")}
        value={wallet.data ? usdt(wallet.data.profit) : "…"}
        unit="USDT"
        note={t("dashboard.profitNote")}
      />
    </div>
  );
}

function Card(props: {
  to: string;
  icon: ReactNode;
  label: string;
  value: string;
  unit?: string;
  note: string;
  alert?: boolean;
  testId?: string;
}) {
  return (
    <Link to={props.to} className={`${s.card} ${props.alert ? s.cardAlert : ""}`} data-testid={props.testId}>
      <span className={s.cardTop}>
        <span className={s.cardIcon}>{props.icon}</span>
        <span className={s.statLabel}>{props.label}</span>
        <ChevronEndIcon size={16} className={s.cardArrow} />
      </span>
      <span className={s.cardValue}>
        <bdi>{props.value}</bdi>
        {props.unit && <small>{props.unit}</small>}
      </span>
      <span className={s.cardNote}>{props.note}</span>
    </Link>
  );
}
