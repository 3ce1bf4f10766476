import { ApiError, apiErrorText, Button, ErrorIcon, Field, Input, toast } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../components/FormAlert.tsx";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { useApplyWithdrawal } from "./api.ts";
import s from "./withdraw.module.css";
import { isFullPin, PinInput } from "./PinInput.tsx";
import {
  type AmountRules,
  amountProblem,
  applyParams,
  bankProblems,
  type Destination,
  maxAmountText,
  percentText,
  quote,
} from "./withdraw-form.ts";

/** Where the fund password is set: the shop's account settings (the same account signs in there). */
export const FUND_PASSWORD_SETUP_URL = "/userInfo/setup/transaction-password";

/**
 * The amount, what it costs and brings (live, before anything is sent), and the fund password. Each submit
 * draws a fresh single-use token, then asks; the server's refusals show above the button.
 */
export function WithdrawForm({
  to,
  rules,
  feeKnown,
  blocked,
  onTried,
}: {
  to: Destination;
  rules: AmountRules;
  /** False while the fee is loading: nothing is sent before its arrival amount can be shown. */
  feeKnown: boolean;
  /** A withdrawal is already waiting: the server takes one at a time. */
  blocked: boolean;
  /** A submit was tried: the destination's fields show their problems too. */
  onTried: () => void;
}) {
  const { t } = useTranslation("seller");
  const navigate = useNavigate();
  const apply = useApplyWithdrawal();
  const [text, setText] = useState("");
  const [pin, setPin] = useState("");
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [noFundPassword, setNoFundPassword] = useState(false);

  const problem = amountProblem(text, rules);
  // A typed amount is judged as it is typed; an empty one only once a submit was tried.
  const shownProblem = problem === "required" && !checked ? undefined : problem;
  const q = quote(text, rules.fraction);
  const pinMissing = checked && !isFullPin(pin);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    onTried();
    const bankWrong = to.method === "bank" && Object.keys(bankProblems(to.bank)).length > 0;
    if (problem || !q || !isFullPin(pin) || bankWrong || !feeKnown || blocked) return;
    setRefusal(null);
    setNoFundPassword(false);
    apply.mutate(applyParams(q.amount, pin, to), {
      onSuccess: () => {
        toast.success(t("funds.withdrawForm.done", { amount: usdt(q.arrival) }));
        navigate("/funds");
      },
      onError: (err) => {
        // The password is typed again after any refusal; the emptied boxes are not a complaint of their own.
        setPin("");
        setChecked(false);
        if (err instanceof ApiError && err.key === "fundPasswordNotSet") setNoFundPassword(true);
        else setRefusal(err instanceof ApiError ? apiErrorText(t, err) : t("errors:systemError"));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className={s.form} data-testid="withdraw-form">
      <Field
        label={t("funds.withdrawForm.amount")}
        required
        error={shownProblem ? t(`funds.withdrawForm.problem.${shownProblem}`, amountValues(rules)) : undefined}
        hint={t("funds.withdrawForm.amountHint", amountValues(rules))}
      >
        {({ id, describedBy, invalid }) => (
          <div className={s.amountRow}>
            <Input
              id={id}
              dir="ltr"
              inputMode="decimal"
              autoComplete="off"
              maxLength={15}
              placeholder="0.00"
              className={s.amountInput}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setRefusal(null);
              }}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              data-testid="withdraw-amount"
            />
            <span className={s.unit} aria-hidden="true">
              USDT
            </span>
            <Button
              size="s"
              variant="ghost"
              className={s.maxButton}
              onClick={() => {
                setText(maxAmountText(rules));
                setRefusal(null);
              }}
              data-testid="withdraw-max"
            >
              {t("funds.withdrawForm.max")}
            </Button>
          </div>
        )}
      </Field>

      <dl className={s.quote} aria-live="polite" data-testid="withdraw-quote">
        <div>
          <dt>{t("funds.withdrawForm.taken")}</dt>
          <dd className={p.num}>{q ? usdt(q.amount) : "—"}</dd>
        </div>
        <div>
          <dt>{t("funds.withdrawForm.fee", { rate: feeKnown ? percentText(rules.fraction) : "…" })}</dt>
          <dd className={p.num} data-testid="withdraw-fee">
            {q && feeKnown ? `−${usdt(q.fee)}` : "—"}
          </dd>
        </div>
        <div className={s.quoteTotal}>
          <dt>{t("funds.withdrawForm.arrival")}</dt>
          <dd className={p.num} data-testid="withdraw-arrival">
            {q && feeKnown ? usdt(q.arrival) : "—"} <small>{to.method === "bank" ? "USDT" : to.coin}</small>
          </dd>
        </div>
      </dl>

      <Field
        label={t("funds.withdrawForm.fundPassword")}
        required
        error={pinMissing ? t("funds.withdrawForm.pinIncomplete") : undefined}
        hint={
          <>
            {t("funds.withdrawForm.fundPasswordHint")}{" "}
            <a href={FUND_PASSWORD_SETUP_URL} target="_blank" rel="noreferrer">
              {t("funds.withdrawForm.fundPasswordSet")}
            </a>
          </>
        }
      >
        {({ id, describedBy, invalid }) => (
          <PinInput
            id={id}
            value={pin}
            onValue={(v) => {
              setPin(v);
              setRefusal(null);
            }}
            describedBy={describedBy}
            invalid={invalid}
          />
        )}
      </Field>

      {noFundPassword && (
        <div className={s.setupAlert} role="alert" data-testid="no-fund-password">
          <ErrorIcon size={18} />
          <div>
            <strong>{t("funds.withdrawForm.noFundPassword")}</strong>
            <p>{t("funds.withdrawForm.noFundPasswordBody")}</p>
            <a href={FUND_PASSWORD_SETUP_URL} target="_blank" rel="noreferrer" className={s.setupLink}>
              {t("funds.withdrawForm.fundPasswordSet")}
            </a>
          </div>
        </div>
      )}
      <FormAlert>{refusal}</FormAlert>
      <div className={s.formFoot}>
        <Button
          type="submit"
          variant="primary"
          size="l"
          loading={apply.isPending}
          disabled={blocked || !feeKnown}
          data-testid="withdraw-submit"
        >
          {q && !problem && feeKnown
            ? t("funds.withdrawForm.submitAmount", { amount: usdt(q.amount) })
            : t("funds.withdrawForm.submit")}
        </Button>
      </div>
    </form>
  );
}

/** The figures the amount's hint and complaints name. */
const amountValues = (r: AmountRules) => ({
  available: usdt(r.available),
  min: usdt(r.min),
  max: usdt(r.max),
});
