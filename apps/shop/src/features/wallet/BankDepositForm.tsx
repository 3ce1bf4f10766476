import { bankDepositParams, DEPOSIT_COINS, WALLET_SETTINGS } from "@mall/contract";
import { toast } from "@mall/ui";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formStyles as f } from "../account/index.ts";
import { depositByBank } from "./api.ts";
import { described, FormRow, Step } from "./FormRow.tsx";
import s from "./forms.module.css";
import { type Problem, readTwoPlaces } from "./money-input.ts";
import { ProofField } from "./ProofField.tsx";
import { SubmitRow } from "./SubmitRow.tsx";
import { useSubmission } from "../../lib/submission.ts";
import type { useAfterDeposit } from "./useMoneyForm.ts";
import { proofUploading, useProof } from "./useProof.ts";

/** The fiat currencies the console keeps a USDT rate for (rate_USD, rate_EUR, ...): a bank transfer's choices. */
export const BANK_CURRENCIES = WALLET_SETTINGS.filter((k) => k.startsWith("rate_"))
  .map((k) => k.slice("rate_".length))
  .filter((c) => !(c in DEPOSIT_COINS));

const fields = bankDepositParams.shape;
const BANK_NAME_MAX = 100;
const CARD_MAX = 34;

/**
 * A bank transfer (rechargeBank!recharge), reviewed by staff: the currency and amount sent, the bank and
 * account it came from, and the bank's receipt.
 */
export function BankDepositForm({ after }: { after: ReturnType<typeof useAfterDeposit> }) {
  const { t } = useTranslation("account");
  const uid = useId();
  const [currency, setCurrency] = useState("");
  const [amount, setAmount] = useState("");
  const [bankName, setBankName] = useState("");
  const [cardNo, setCardNo] = useState("");
  const [tried, setTried] = useState(false);
  const proof = useProof();
  const submission = useSubmission();
  const locked = submission.busy || after.leaving;

  const read = readTwoPlaces(amount);
  const problems: Record<string, Problem | undefined> = {
    currency: fields.currency.safeParse(currency).success ? undefined : { key: "currencyFirst" },
    amount: currency ? ("problem" in read ? read.problem : undefined) : undefined,
    bankName: fields.bankName.safeParse(bankName).success ? undefined : { key: "bankName" },
    cardNo: !cardNo.trim()
      ? { key: "required" }
      : fields.bankCardNo.safeParse(cardNo).success
        ? undefined
        : { key: "cardNo" },
    proof: !proof.proof
      ? { key: "proof" }
      : proofUploading(proof.proof)
        ? { key: "proofUploading" }
        : proof.proof.failed
          ? { key: "proofFailed" }
          : undefined,
  };
  const shown = (k: string) => (tried ? problems[k] : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (locked || Object.values(problems).some(Boolean) || !proof.proof?.url) return;
    const img = proof.proof.url;
    void submission.run(async () => {
      await depositByBank({
        amount: amount.trim(),
        currency,
        bankName: bankName.trim(),
        bankCardNo: cardNo.trim(),
        img,
      });
      toast.success(t("wallet.recharge.sent"));
      after.leave();
    });
  };

  return (
    <form className={`${s.body} ${s.bodyTipsLast}`} onSubmit={submit} noValidate aria-label={t("wallet.methods.bank")}>
      <div className={s.form}>
        <Step n={1} title={t("wallet.bank.amountStep")}>
          <div className={s.grid2}>
            <FormRow id={`${uid}-currency`} label={t("wallet.bank.currency")} problem={shown("currency")}>
              <select
                {...described(`${uid}-currency`, shown("currency"), false)}
                className={f.select}
                value={currency}
                onChange={(e) => setCurrency(e.target.value)}
                disabled={locked}
                data-testid="bank-currency"
              >
                <option value="">{t("wallet.provider.chooseCurrency")}</option>
                {BANK_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </FormRow>
            <FormRow id={`${uid}-amount`} label={t("wallet.bank.amount")} problem={shown("amount")}>
              <div className={s.amountControl}>
                <input
                  {...described(`${uid}-amount`, shown("amount"), false)}
                  className={f.input}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  disabled={locked}
                  data-testid="recharge-amount"
                />
                {currency && <span className={s.unitTag}>{currency}</span>}
              </div>
            </FormRow>
          </div>
        </Step>
        <Step n={2} title={t("wallet.bank.fromStep")}>
          <div className={s.grid2}>
            <FormRow id={`${uid}-bank`} label={t("wallet.bank.bankName")} problem={shown("bankName")}>
              <input
                {...described(`${uid}-bank`, shown("bankName"), false)}
                className={f.input}
                dir="auto"
                autoComplete="off"
                maxLength={BANK_NAME_MAX}
                value={bankName}
                onChange={(e) => setBankName(e.target.value)}
                disabled={locked}
                data-testid="bank-name"
              />
            </FormRow>
            <FormRow
              id={`${uid}-card`}
              label={t("wallet.bank.cardNo")}
              problem={shown("cardNo")}
              hint={t("wallet.bank.cardNoHint")}
            >
              <input
                {...described(`${uid}-card`, shown("cardNo"), true)}
                className={f.input}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                maxLength={CARD_MAX}
                value={cardNo}
                onChange={(e) => setCardNo(e.target.value)}
                disabled={locked}
                data-testid="bank-card"
              />
            </FormRow>
          </div>
        </Step>
        <Step n={3} title={t("wallet.bank.proofStep")}>
          <ProofField
            id={`${uid}-proof`}
            label={t("wallet.proof.label")}
            hint={t("wallet.proof.hintBank")}
            proof={proof.proof}
            refused={proof.refused}
            problem={shown("proof")}
            onPick={proof.pick}
            onClear={proof.clear}
            disabled={locked}
          />
        </Step>
        <SubmitRow
          busy={submission.busy}
          leaving={after.leaving}
          refusal={submission.refusal}
          label={t("wallet.recharge.submit")}
          testId="recharge-submit"
        />
      </div>
      <aside className={s.aside}>
        <div className={s.tips}>
          <h2>{t("wallet.bank.howTitle")}</h2>
          <ul>
            <li>{t("wallet.bank.how1")}</li>
            <li>{t("wallet.bank.how2")}</li>
            <li>{t("wallet.bank.how3")}</li>
          </ul>
        </div>
      </aside>
    </form>
  );
}
