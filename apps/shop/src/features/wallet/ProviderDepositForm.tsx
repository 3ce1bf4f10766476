import { formatAmount } from "@mall/contract";
import { toast } from "@mall/ui";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { WalletIcon } from "../../components/icons.tsx";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { formStyles as f } from "../account/index.ts";
import { depositByProvider, useProviderProducts } from "./api.ts";
import { described, FormRow, Step } from "./FormRow.tsx";
import s from "./forms.module.css";
import { checkFiatAmount, safeHref } from "./money-input.ts";
import { SubmitRow } from "./SubmitRow.tsx";
import { useSubmission } from "../../lib/submission.ts";
import type { useAfterDeposit } from "./useMoneyForm.ts";

/**
 * A card or online payment through the provider (thirdPartyRecharge!getCoinList, !recharge): a currency,
 * an amount inside its bounds, then the provider's pay page in this tab (it comes back to the wallet).
 */
export function ProviderDepositForm({ after }: { after: ReturnType<typeof useAfterDeposit> }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const uid = useId();
  const products = useProviderProducts();
  const [productPick, setProduct] = useState<string>();
  const [currency, setCurrency] = useState("");
  const [amount, setAmount] = useState("");
  const [tried, setTried] = useState(false);
  const submission = useSubmission();
  // The pay page opens in this tab: no move to the records meanwhile (that would cancel the page's loading).
  const [paying, setPaying] = useState(false);

  if (products.isPending)
    return (
      <div className={s.state}>
        <Skeleton height={280} radius={12} />
      </div>
    );
  if (products.isError)
    return (
      <div className={s.state}>
        <ErrorState text={errorText(products.error)} onRetry={() => void products.refetch()} />
      </div>
    );
  const list = products.data.filter((p) => p.range.length > 0);
  if (list.length === 0)
    return (
      <div className={s.state}>
        <EmptyState
          icon={<WalletIcon size={40} />}
          title={t("wallet.provider.closed")}
          text={t("wallet.provider.closedText")}
        />
      </div>
    );

  const product = list.find((p) => p.productType === productPick) ?? list[0];
  if (!product) return null;
  const range = product.range.find((r) => r.bank_code === currency);
  const checked = checkFiatAmount(amount, range);
  const problem = "problem" in checked ? checked.problem : undefined;
  const shownCurrency = tried && !range ? { key: "currencyFirst" } : undefined;
  const shownAmount = tried && range ? problem : undefined;
  const locked = submission.busy || after.leaving || paying;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (locked || problem || !range) return;
    void submission.run(async () => {
      const url = await depositByProvider({ amount: amount.trim(), frenchCurrency: range.bank_code });
      const href = safeHref(url);
      if (!href) throw new ApiError("1", "");
      setPaying(true);
      toast.success(t("wallet.provider.opening"));
      window.location.assign(href);
    });
  };

  return (
    <form
      className={`${s.body} ${s.bodyTipsLast}`}
      onSubmit={submit}
      noValidate
      aria-label={t("wallet.methods.provider")}
    >
      <div className={s.form}>
        {list.length > 1 && (
          <Step n={1} title={t("wallet.provider.product")}>
            <div className={s.choices}>
              {list.map((p) => (
                <button
                  key={p.productType}
                  type="button"
                  className={`${s.choice} ${p === product ? s.choiceOn : ""}`}
                  aria-pressed={p === product}
                  onClick={() => {
                    setProduct(p.productType);
                    setCurrency("");
                  }}
                  disabled={locked}
                >
                  <bdi>{p.productType}</bdi>
                </button>
              ))}
            </div>
          </Step>
        )}
        <Step n={list.length > 1 ? 2 : 1} title={t("wallet.provider.amountStep")}>
          <div className={s.grid2}>
            <FormRow id={`${uid}-currency`} label={t("wallet.provider.currency")} problem={shownCurrency}>
              <select
                {...described(`${uid}-currency`, shownCurrency, false)}
                className={f.select}
                value={currency}
                onChange={(e) => setCurrency(e.target.value)}
                disabled={locked}
                data-testid="provider-currency"
              >
                <option value="">{t("wallet.provider.chooseCurrency")}</option>
                {product.range.map((r) => (
                  <option key={r.bank_code} value={r.bank_code}>
                    {r.bank_code}
                  </option>
                ))}
              </select>
            </FormRow>
            <FormRow
              id={`${uid}-amount`}
              label={t("wallet.provider.amount")}
              problem={shownAmount}
              hint={
                range
                  ? t("wallet.provider.bounds", {
                      min: formatAmount(range.min_amount),
                      max: formatAmount(range.max_amount),
                      currency: range.bank_code,
                    })
                  : t("wallet.provider.boundsFirst")
              }
            >
              <div className={s.amountControl}>
                <input
                  {...described(`${uid}-amount`, shownAmount, true)}
                  className={f.input}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  disabled={locked}
                  data-testid="recharge-amount"
                />
                {range && <span className={s.unitTag}>{range.bank_code}</span>}
              </div>
            </FormRow>
          </div>
        </Step>
        <SubmitRow
          busy={submission.busy}
          leaving={after.leaving || paying}
          leavingText={t("wallet.provider.opening")}
          refusal={submission.refusal}
          label={t("wallet.provider.pay")}
          testId="recharge-submit"
        />
      </div>
      <aside className={s.aside}>
        <div className={s.tips}>
          <h2>{t("wallet.provider.howTitle")}</h2>
          <ul>
            <li>{t("wallet.provider.how1")}</li>
            <li>{t("wallet.provider.how2")}</li>
            <li>{t("wallet.provider.how3")}</li>
          </ul>
        </div>
      </aside>
    </form>
  );
}
