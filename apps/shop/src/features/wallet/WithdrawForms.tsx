import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import u from "../../components/panel.module.css";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { formStyles as f } from "../account/index.ts";
import { useWithdrawOpen } from "./api.ts";
import { BindAddressDialog } from "./BindAddressDialog.tsx";
import { described, FormRow, Step } from "./FormRow.tsx";
import s from "./forms.module.css";
import { LockIcon } from "./icons.tsx";
import type { Problem } from "./money-input.ts";
import { FUND_PASSWORD_PATH } from "./paths.ts";
import { PinField } from "./PinField.tsx";
import { SubmitRow } from "./SubmitRow.tsx";
import { AmountRow, Totals, useWithdrawAmount } from "./WithdrawAmount.tsx";
import { useWithdrawSubmit } from "./useWithdrawSubmit.ts";
import wd from "./withdraw.module.css";

/** The last step of both forms: the fund password, or where to set one. */
function PasswordStep({
  n,
  submit,
  locked,
  tried,
}: {
  n: number;
  submit: ReturnType<typeof useWithdrawSubmit>;
  locked: boolean;
  tried: boolean;
}) {
  const { t } = useTranslation("account");
  const uid = useId();
  return (
    <Step n={n} title={t("wallet.withdraw.confirmStep")}>
      {submit.noPassword ? (
        <div className={wd.setPassword} role="status" data-testid="withdraw-no-password">
          <p>{t("wallet.withdraw.noPassword")}</p>
          <Link to={FUND_PASSWORD_PATH} className={u.btnPrimary}>
            {t("wallet.withdraw.setPassword")}
          </Link>
        </div>
      ) : (
        <PinField
          id={`${uid}-pin`}
          value={submit.pin}
          onValue={submit.setPin}
          problem={tried ? submit.pinProblem : undefined}
          disabled={locked}
        />
      )}
    </Step>
  );
}

/** The tips beside a withdrawal form. */
function WithdrawTips() {
  const { t } = useTranslation("account");
  return (
    <aside className={s.aside}>
      <div className={s.tips}>
        <h2>{t("wallet.withdraw.howTitle")}</h2>
        <ul>
          <li>{t("wallet.withdraw.how1")}</li>
          <li>{t("wallet.withdraw.how2")}</li>
          <li>{t("wallet.withdraw.how3")}</li>
        </ul>
      </div>
    </aside>
  );
}

/**
 * A crypto withdrawal to the bound address (withdraw!withdraw_open): without one, the bind dialog opens
 * first; with one, its address, coin and network are shown locked.
 */
export function ChainWithdrawForm() {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const uid = useId();
  const open = useWithdrawOpen();
  const bound = open.data?.existWithdrawAddress ?? "";
  const coin = open.data?.coinType || "USDT";
  const w = useWithdrawAmount(coin);
  const submit = useWithdrawSubmit();
  const [binding, setBinding] = useState(false);
  const [tried, setTried] = useState(false);
  const asked = useRef(false);

  // No address yet: the dialog opens by itself, once.
  useEffect(() => {
    if (open.data && !open.data.existWithdrawAddress && !asked.current) {
      asked.current = true;
      setBinding(true);
    }
  }, [open.data]);

  if (open.isPending)
    return (
      <div className={s.state}>
        <Skeleton height={320} radius={12} />
      </div>
    );
  if (open.isError)
    return (
      <div className={s.state}>
        <ErrorState text={errorText(open.error)} onRetry={() => void open.refetch()} />
      </div>
    );

  const locked = submit.busy;
  const problems: Record<string, Problem | undefined> = {
    address: bound ? undefined : { key: "bindFirst" },
    amount: w.problem,
  };
  const shown = (k: string) => (tried ? problems[k] : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (locked || submit.noPassword || !w.ready || Object.values(problems).some(Boolean) || submit.pinProblem) return;
    void submit.send({ amount: w.amount.trim(), from: bound, channel: coin });
  };

  return (
    <>
      <form
        className={`${s.body} ${s.bodyTipsLast}`}
        onSubmit={onSubmit}
        noValidate
        aria-label={t("wallet.methods.chain")}
      >
        <div className={s.form}>
          <Step n={1} title={t("wallet.withdraw.toStep")}>
            {bound ? (
              <div className={wd.locked} data-testid="withdraw-address">
                <span className={wd.lockIcon} aria-hidden="true">
                  <LockIcon size={18} />
                </span>
                <span className={wd.lockedMain}>
                  <bdi className={wd.lockedAddress} dir="ltr">
                    {bound}
                  </bdi>
                  <span className={wd.lockedTags}>
                    <span className={wd.tag}>{coin}</span>
                    {open.data?.chainName && <span className={wd.tag}>{open.data.chainName}</span>}
                  </span>
                </span>
                <span className={s.choiceSub}>{t("wallet.withdraw.lockedNote")}</span>
              </div>
            ) : (
              <div className={wd.bindCard}>
                <p>{t("wallet.withdraw.noAddress")}</p>
                <button
                  type="button"
                  className={u.btnPrimary}
                  onClick={() => setBinding(true)}
                  data-testid="withdraw-bind-open"
                >
                  {t("wallet.bind.title")}
                </button>
              </div>
            )}
            {shown("address") && (
              <p className={f.problem} role="alert">
                {t("wallet.problems.bindFirst")}
              </p>
            )}
          </Step>
          <Step n={2} title={t("wallet.withdraw.amountStep")}>
            <AmountRow id={`${uid}-amount`} w={w} problem={shown("amount")} locked={locked} />
            <Totals w={w} />
          </Step>
          <PasswordStep n={3} submit={submit} locked={locked} tried={tried} />
          <SubmitRow
            busy={submit.busy}
            leaving={false}
            refusal={submit.refusal}
            label={t("wallet.withdraw.submit")}
            testId="withdraw-submit"
            disabled={submit.noPassword}
          />
        </div>
        <WithdrawTips />
      </form>
      {/* Outside the form: the dialog is a form of its own. */}
      {binding && <BindAddressDialog onClose={() => setBinding(false)} />}
    </>
  );
}

/** A bank withdrawal's account fields: the holder, bank and number are needed, the rest helps some banks. */
export const BANK_FIELDS = [
  { key: "bankUserName", max: 100, needed: true, dir: "auto" },
  { key: "bankName", max: 100, needed: true, dir: "auto" },
  { key: "bankCardNo", max: 34, needed: true, dir: "ltr" },
  { key: "swiftCode", max: 11, needed: false, dir: "ltr" },
  { key: "routingNum", max: 34, needed: false, dir: "ltr" },
  { key: "countryName", max: 60, needed: false, dir: "auto" },
  { key: "bankAddress", max: 200, needed: false, dir: "auto" },
  { key: "accountAddress", max: 200, needed: false, dir: "auto" },
] as const;
export type BankKey = (typeof BANK_FIELDS)[number]["key"];

/** A withdrawal to a bank account (channel "bank"): the account's holder, bank and number, more if needed. */
export function BankWithdrawForm() {
  const { t } = useTranslation("account");
  const uid = useId();
  const w = useWithdrawAmount("bank");
  const submit = useWithdrawSubmit();
  const [bank, setBank] = useState<Record<BankKey, string>>({
    bankUserName: "",
    bankName: "",
    bankCardNo: "",
    swiftCode: "",
    routingNum: "",
    countryName: "",
    bankAddress: "",
    accountAddress: "",
  });
  const [tried, setTried] = useState(false);
  const locked = submit.busy;

  const problems: Record<string, Problem | undefined> = { amount: w.problem };
  for (const fld of BANK_FIELDS) if (fld.needed && !bank[fld.key].trim()) problems[fld.key] = { key: "required" };
  const shown = (k: string) => (tried ? problems[k] : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (locked || submit.noPassword || !w.ready || Object.values(problems).some(Boolean) || submit.pinProblem) return;
    const extra = Object.fromEntries(BANK_FIELDS.map((fld) => [fld.key, bank[fld.key].trim() || undefined]));
    void submit.send({ amount: w.amount.trim(), channel: "bank", ...extra });
  };

  return (
    <form
      className={`${s.body} ${s.bodyTipsLast}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={t("wallet.methods.bank")}
    >
      <div className={s.form}>
        <Step n={1} title={t("wallet.withdraw.bankStep")}>
          <div className={s.grid2}>
            {BANK_FIELDS.map((fld) => (
              <FormRow
                key={fld.key}
                id={`${uid}-${fld.key}`}
                label={t(`wallet.withdraw.bank.${fld.key}`)}
                optional={fld.needed ? undefined : t("wallet.optional")}
                problem={shown(fld.key)}
              >
                <input
                  {...described(`${uid}-${fld.key}`, shown(fld.key), false)}
                  className={f.input}
                  dir={fld.dir}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={fld.max}
                  value={bank[fld.key]}
                  onChange={(e) => setBank((b) => ({ ...b, [fld.key]: e.target.value }))}
                  disabled={locked}
                  data-testid={`withdraw-${fld.key}`}
                />
              </FormRow>
            ))}
          </div>
        </Step>
        <Step n={2} title={t("wallet.withdraw.amountStep")}>
          <AmountRow id={`${uid}-amount`} w={w} problem={shown("amount")} locked={locked} />
          <Totals w={w} />
        </Step>
        <PasswordStep n={3} submit={submit} locked={locked} tried={tried} />
        <SubmitRow
          busy={submit.busy}
          leaving={false}
          refusal={submit.refusal}
          label={t("wallet.withdraw.submit")}
          testId="withdraw-submit"
          disabled={submit.noPassword}
        />
      </div>
      <WithdrawTips />
    </form>
  );
}
