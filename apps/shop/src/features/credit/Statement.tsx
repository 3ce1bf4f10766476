import { useTranslation } from "react-i18next";
import { Money } from "../../components/goods/Price.tsx";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { useStatement } from "./api.ts";
import { WireTime } from "./LoanBits.tsx";
import { percentOf } from "./loan-terms.ts";
import s from "./loan.module.css";

/**
 * A loan's statement (credit!statement): its rates and approval, then every movement: the payout into the
 * wallet, automatic collections, repayments and money staff received, each split into interest and principal.
 */
export function Statement({ creditId }: { creditId: string }) {
  const { t } = useTranslation(["credit", "pages"]);
  const errorText = useErrorText();
  const statement = useStatement(creditId);
  const st = statement.data;

  return (
    <section className={s.card} aria-labelledby="loan-statement-title" data-testid="loan-statement">
      <div className={s.cardHead}>
        <h2 id="loan-statement-title" className={s.cardTitle}>
          {t("credit.statement.title")}
        </h2>
        {st && (
          <p className={s.cardNote}>
            <bdi>
              {t("credit.statement.rates", {
                daily: percentOf(st.creditRate),
                penalty: percentOf(st.defaultRate),
              })}
            </bdi>
            {st.approvedTime && (
              <>
                {" · "}
                {t("credit.statement.approved")} <WireTime value={st.approvedTime} />
              </>
            )}
          </p>
        )}
      </div>
      {statement.isPending ? (
        <Skeleton height={120} radius={12} />
      ) : !st ? (
        <ErrorState text={errorText(statement.error)} onRetry={() => void statement.refetch()} />
      ) : st.lines.length === 0 ? (
        <p className={s.empty}>{t("credit.statement.empty")}</p>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <caption className="visually-hidden">{t("credit.statement.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("credit.statement.date")}</th>
                <th scope="col">{t("credit.statement.kind")}</th>
                <th scope="col" className={s.end}>
                  {t("credit.statement.amount")}
                </th>
                <th scope="col" className={s.end}>
                  {t("credit.statement.interest")}
                </th>
                <th scope="col" className={s.end}>
                  {t("credit.statement.principal")}
                </th>
              </tr>
            </thead>
            <tbody>
              {st.lines.map((line) => (
                <tr key={`${line.txnId}-${line.kind}`} data-testid="loan-statement-line" data-kind={line.kind}>
                  <td className={s.lead}>
                    <WireTime value={line.createTime} />
                  </td>
                  <td data-label={t("credit.statement.kind")}>
                    <span className={`${s.kind} ${line.kind === "disburse" ? s.kindIn : s.kindOut}`}>
                      {t(`credit.statement.kinds.${line.kind}`)}
                    </span>
                  </td>
                  <td data-label={t("credit.statement.amount")} className={`${s.end} ${s.num} ${s.strong}`}>
                    <Money value={line.amount} />
                  </td>
                  <td data-label={t("credit.statement.interest")} className={`${s.end} ${s.num}`}>
                    {line.kind === "disburse" ? "—" : <Money value={line.interest} />}
                  </td>
                  <td data-label={t("credit.statement.principal")} className={`${s.end} ${s.num}`}>
                    <Money value={line.principal} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {st && (
        <dl className={s.totals}>
          <div className={s.total}>
            <dt>{t("credit.statement.interestSoFar")}</dt>
            <dd>
              <Money value={st.interest} />
            </dd>
          </div>
          <div className={s.total}>
            <dt>{t("credit.statement.repaid")}</dt>
            <dd>
              <Money value={st.repaid} />
            </dd>
          </div>
          <div className={s.total}>
            <dt>{t("credit.statement.due")}</dt>
            <dd data-testid="loan-statement-due">
              <Money value={st.due} />
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
