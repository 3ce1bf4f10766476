import { Button, ChevronStartIcon, StatusBadge } from "@mall/ui";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { can, useMe } from "../../lib/session.ts";
import { OrderDrawer, orderStatusText } from "../orders/index.ts";
import { useBuyerFile, useSetBlacklisted } from "./api.ts";
import dk from "./desk.module.css";
import fl from "./file.module.css";
import { moneyShape } from "./desk.ts";
import { fullTimeOf } from "./time.ts";

const money = (s: string) => (moneyShape.test(s) ? usdt(s) : s);

/**
 * The buyer's file beside the conversation: who they are, the wallet and money in flight, recent orders and
 * loans, each with a way into the console's own page when the agent's role opens it.
 */
export function BuyerFile({ id, onBack }: { id: string | undefined; onBack: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const file = useBuyerFile(id);
  const blacklist = useSetBlacklisted();
  const [order, setOrder] = useState<string>();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const d = file.data;
  const may = (perm: Parameters<typeof can>[1]) => can(me.data, perm);

  return (
    <aside className={dk.file} aria-label={t("desk.file.title")} data-testid="desk-file">
      <header className={fl.fileHead}>
        <Button size="s" variant="ghost" className={dk.back} onClick={onBack} aria-label={t("desk.back")}>
          <ChevronStartIcon size={18} />
        </Button>
        <h2 className={fl.fileTitle}>{t("desk.file.title")}</h2>
      </header>
      {id === undefined ? null : !d ? (
        <p className={dk.placeholder}>{file.isError ? t("desk.loadFailed") : t("ui.loading")}</p>
      ) : (
        <div className={fl.fileBody}>
          <section className={fl.fileSection}>
            <h3 className={fl.fileSectionTitle}>{t("desk.file.buyer")}</h3>
            <dl className={fl.facts}>
              <Fact label={t("desk.file.username")}>
                <bdi data-testid="desk-file-username">{d.buyer.username}</bdi>
              </Fact>
              {d.buyer.email && (
                <Fact label={t("desk.file.email")}>
                  <bdi>{d.buyer.email}</bdi>
                </Fact>
              )}
              {d.buyer.phone && (
                <Fact label={t("desk.file.phone")}>
                  <span className={p.num}>{d.buyer.phone}</span>
                </Fact>
              )}
              <Fact label={t("desk.file.since")}>
                <span className={p.num}>{fullTimeOf(d.buyer.createdAt).slice(0, 10)}</span>
              </Fact>
              <Fact label={t("desk.file.account")}>
                <StatusBadge tone={d.buyer.enabled ? "success" : "danger"}>
                  {d.buyer.enabled ? t("desk.file.enabled") : t("desk.file.disabled")}
                </StatusBadge>
              </Fact>
            </dl>
            <div className={fl.fileActions}>
              {d.buyer.blacklisted && <StatusBadge tone="danger">{t("desk.file.blacklisted")}</StatusBadge>}
              <Button
                size="s"
                loading={blacklist.isPending && !confirmBlock}
                onClick={() =>
                  d.buyer.blacklisted
                    ? id && blacklist.mutate({ conversationId: id, on: false })
                    : setConfirmBlock(true)
                }
                data-testid="desk-blacklist"
              >
                {d.buyer.blacklisted ? t("desk.file.unblock") : t("desk.file.block")}
              </Button>
            </div>
          </section>

          <section className={fl.fileSection}>
            <h3 className={fl.fileSectionTitle}>
              {t("desk.file.wallet")}
              {may("finance") && (
                <Link className={fl.fileLink} to={`/finance?party=${d.buyer.partyId}`} data-testid="desk-file-wallet">
                  {t("desk.file.openWallet")}
                </Link>
              )}
            </h3>
            <dl className={fl.facts}>
              <Fact label={t("desk.file.available")}>
                <span className={p.amount} data-testid="desk-file-available">
                  {money(d.wallet.available)}
                </span>
              </Fact>
              <Fact label={t("desk.file.frozen")}>
                <span className={p.amount}>{money(d.wallet.frozen)}</span>
              </Fact>
              <Fact label={t("desk.file.pendingDeposits")}>
                <Counted n={d.pendingDeposits} to={may("deposits") ? "/deposits" : undefined} />
              </Fact>
              <Fact label={t("desk.file.pendingWithdrawals")}>
                <Counted n={d.pendingWithdrawals} to={may("withdrawals") ? "/withdrawals" : undefined} />
              </Fact>
            </dl>
          </section>

          <section className={fl.fileSection}>
            <h3 className={fl.fileSectionTitle}>{t("desk.file.orders")}</h3>
            {!d.orders.length ? (
              <p className={p.muted}>{t("desk.file.noOrders")}</p>
            ) : (
              <ul className={fl.records}>
                {d.orders.map((o) => (
                  <li key={o.id} className={fl.record}>
                    {may("orders") ? (
                      <button
                        type="button"
                        className={`${p.nameButton} ${p.num}`}
                        onClick={() => setOrder(o.id)}
                        data-testid={`desk-file-order-${o.id}`}
                      >
                        {o.id}
                      </button>
                    ) : (
                      <span className={p.num}>{o.id}</span>
                    )}
                    <span className={p.amount}>{money(o.total)}</span>
                    <span className={p.caption}>{orderStatusText(t, o.status)}</span>
                    <span className={`${p.caption} ${p.num}`}>{fullTimeOf(o.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={fl.fileSection}>
            <h3 className={fl.fileSectionTitle}>{t("desk.file.loans")}</h3>
            {!d.loans.length ? (
              <p className={p.muted}>{t("desk.file.noLoans")}</p>
            ) : (
              <ul className={fl.records}>
                {d.loans.map((l) => (
                  <li key={l.id} className={fl.record}>
                    {may("loans") ? (
                      <Link
                        className={`${p.nameButton} ${p.num}`}
                        to={`/loans?status=${l.status}&open=${encodeURIComponent(l.id)}`}
                        data-testid={`desk-file-loan-${l.id}`}
                      >
                        {l.id}
                      </Link>
                    ) : (
                      <span className={p.num}>{l.id}</span>
                    )}
                    <span className={p.amount}>{money(l.principal)}</span>
                    <span className={p.caption}>
                      {t(`loans.status.${l.status}`, { defaultValue: String(l.status) })}
                    </span>
                    {l.dueAt && (
                      <span className={`${p.caption} ${p.num}`}>
                        {t("desk.file.due", { date: fullTimeOf(l.dueAt).slice(0, 10) })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      {d && id && (
        <ConfirmDialog
          open={confirmBlock}
          title={t("desk.file.blockTitle", { name: d.buyer.username })}
          message={t("desk.file.blockText")}
          confirmLabel={t("desk.file.block")}
          danger
          busy={blacklist.isPending}
          onConfirm={() =>
            blacklist.mutate({ conversationId: id, on: true }, { onSettled: () => setConfirmBlock(false) })
          }
          onClose={() => setConfirmBlock(false)}
        />
      )}
      {may("orders") && <OrderDrawer id={order} onClose={() => setOrder(undefined)} onRefund={undefined} />}
    </aside>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={fl.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A count of requests waiting, opening their queue when the role may. */
function Counted({ n, to }: { n: number; to: string | undefined }) {
  if (!n || !to) return <span className={p.num}>{n}</span>;
  return (
    <Link to={to} className={fl.fileLink}>
      <span className={p.num}>{n}</span>
    </Link>
  );
}
