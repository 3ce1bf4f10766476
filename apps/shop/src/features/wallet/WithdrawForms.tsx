import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import u from "../../components/panel.module.css";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { formStyles as f } from "../account/index.ts";
import { BankAccountFields } from "./BankAccountFields.tsx";
import { BindAddressDialog } from "./BindAddressDialog.tsx";
import { Step } from "./FormRow.tsx";
import s from "./forms.module.css";
import { LockIcon } from "./icons.tsx";
import { FUND_PASSWORD_PATH } from "./paths.ts";
import { PinField } from "./PinField.tsx";
import { SubmitRow } from "./SubmitRow.tsx";
import { useBankWithdraw, useChainWithdraw } from "./useWithdrawForms.ts";
import type { useWithdrawSubmit } from "./useWithdrawSubmit.ts";
import { AmountStep } from "./WithdrawAmount.tsx";
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
  const { open, bound, coin, w, submit, binding, setBinding, tried, shown, check, send } = useChainWithdraw();

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
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!check() || locked || submit.noPassword || submit.pinProblem) return;
    send();
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
          <AmountStep n={2} w={w} problem={shown("amount")} locked={locked} />
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

export function BankWithdrawForm() {
  const { t } = useTranslation("account");
  const { w, submit, bank, setField, tried, shown, check, send } = useBankWithdraw();
  const locked = submit.busy;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!check() || locked || submit.noPassword || submit.pinProblem) return;
    send();
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
            <BankAccountFields bank={bank} onField={setField} shown={shown} locked={locked} />
          </div>
        </Step>
        <AmountStep n={2} w={w} problem={shown("amount")} locked={locked} />
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
