import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Pagination } from "../../components/goods/Pagination.tsx";
import { EmptyState } from "../../components/goods/States.tsx";
import { WalletIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { RECHARGE_PATH } from "./paths.ts";
import s from "./wallet.module.css";

/** A tab's pages; the list stays where the reader is (no jump to the top of the wallet). */
export function TabPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  return (
    <div className={s.pager}>
      <Pagination page={page} totalPages={totalPages} onChange={onPage} scrollTop={false} />
    </div>
  );
}

/** Nothing recorded yet: an invitation to make the first deposit (or the action given). */
export function WalletEmpty({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  const { t } = useTranslation("account");
  return (
    <EmptyState
      icon={<WalletIcon size={40} />}
      title={title}
      text={text}
      action={
        action ?? (
          <Link to={RECHARGE_PATH} className={u.btnPrimary} data-testid="wallet-first-deposit">
            {t("wallet.empty.firstDeposit")}
          </Link>
        )
      }
    />
  );
}
