import { MONEY_STATES } from "@mall/contract";
import { type FormEvent, useCallback, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AlertIcon } from "../../../components/goods/icons.tsx";
import { ErrorState, Skeleton } from "../../../components/goods/States.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import m from "../../../components/wap/me.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useErrorText } from "../../../lib/error-text.ts";
import { formStyles as f } from "../../account/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { useWithdrawals } from "../api.ts";
import { BankAccountFields } from "../BankAccountFields.tsx";
import { Step } from "../FormRow.tsx";
import fs from "../forms.module.css";
import { BankIcon, CoinIcon, LockIcon } from "../icons.tsx";
import { useMethodParam } from "../method-param.ts";
import { PinField } from "../PinField.tsx";
import { SubmitRow } from "../SubmitRow.tsx";
import { useBankWithdraw, useChainWithdraw } from "../useWithdrawForms.ts";
import type { useWithdrawSubmit } from "../useWithdrawSubmit.ts";
import { AmountStep } from "../WithdrawAmount.tsx";
import { WAP_FUND_PASSWORD, wapWalletTab } from "./wap-paths.ts";
import s from "./wallet.module.css";
import { WapBindSheet } from "./WapBindSheet.tsx";

const METHODS = ["chain", "bank"] as const;
type Submit = ReturnType<typeof useWithdrawSubmit>;

/**
 * /wap/wallet/withdraw: USDT to the bound address (bound first, in a sheet, when there is none) or to a bank
 * account (?method=bank); the amount with the fee and what arrives shown before anything is sent (the desktop's
 * rules); then the 6-digit fund password in a sheet. The money waits frozen until staff pay it out; the
 * withdrawal records follow.
 */
export default function WapWithdrawPage() {
  const { t } = useTranslation("account");
  const signedIn = useWapSignedIn();
  const [method, choose] = useMethodParam(METHODS);
  const latest = useWithdrawals(1);
  const waiting = latest.data?.elements.find((w) => w.state === MONEY_STATES.pending);
  usePageTitle(t("wallet.withdraw.title"));

  return (
    <WapPage title={t("wallet.withdraw.title")}>
      {signedIn && (
        <div className={m.stack}>
          {waiting && (
            <p className={s.notice} role="status" data-testid="withdraw-waiting">
              <AlertIcon size={18} />
              <span>
                {t("wallet.withdraw.waiting", { no: waiting.order_no })}{" "}
                <Link to={wapWalletTab("withdrawals")}>{t("wallet.recharge.seeRecords")}</Link>
              </span>
            </p>
          )}
          <div className={`${s.methods} ${s.methodsTwo}`} role="tablist" aria-label={t("wallet.withdraw.title")}>
            {METHODS.map((x) => (
              <button
                key={x}
                type="button"
                role="tab"
                aria-selected={x === method}
                className={`${s.method} ${x === method ? s.methodOn : ""}`}
                onClick={() => choose(x)}
                data-testid={`withdraw-tab-${x}`}
              >
                <span aria-hidden="true">{x === "chain" ? <CoinIcon size={20} /> : <BankIcon size={20} />}</span>
                {t(`wallet.withdraw.methods.${x}`)}
              </button>
            ))}
          </div>
          <div className={s.panel} role="tabpanel">
            {method === "chain" ? <ChainWithdraw /> : <BankWithdraw />}
          </div>
        </div>
      )}
    </WapPage>
  );
}

/**
 * The fund password in a sheet, the last step of both forms: the request goes with it. Without a fund password
 * the sheet points to where one is set.
 */
function PinSheet({
  open,
  onClose,
  submit,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  submit: Submit;
  onSend: () => void;
}) {
  const { t } = useTranslation("account");
  const uid = useId();
  const [tried, setTried] = useState(false);
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (submit.busy || submit.pinProblem) return;
    onSend();
  };
  return (
    <Sheet open={open} title={t("wallet.withdraw.confirmStep")} onClose={onClose}>
      {submit.noPassword ? (
        <div className={s.pinSheet} role="status" data-testid="withdraw-no-password">
          <p className={m.note}>{t("wallet.withdraw.noPassword")}</p>
          <Link to={WAP_FUND_PASSWORD} className={`${m.btn} ${m.block}`}>
            {t("wallet.withdraw.setPassword")}
          </Link>
        </div>
      ) : (
        <form className={s.pinSheet} onSubmit={confirm} noValidate>
          <PinField
            id={`${uid}-pin`}
            value={submit.pin}
            onValue={submit.setPin}
            problem={tried ? submit.pinProblem : undefined}
            disabled={submit.busy}
          />
          <SubmitRow
            busy={submit.busy}
            leaving={false}
            refusal={submit.refusal}
            label={t("wallet.withdraw.submit")}
            testId="withdraw-submit"
          />
        </form>
      )}
    </Sheet>
  );
}

/** A form's "continue": checked first (the desktop's checks), then the fund password's sheet opens. */
function useConfirmStep() {
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => setAsking(false), []);
  const next = (check: () => boolean) => (e: FormEvent) => {
    e.preventDefault();
    if (check()) setAsking(true);
  };
  return { asking, close, next };
}

function ChainWithdraw() {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const { open, bound, coin, w, submit, binding, setBinding, shown, check, send } = useChainWithdraw(
    wapWalletTab("withdrawals"),
  );
  const step = useConfirmStep();
  const closeBinding = useCallback(() => setBinding(false), [setBinding]);

  if (open.isPending)
    return (
      <div className={fs.state}>
        <Skeleton height={320} radius={12} />
      </div>
    );
  if (open.isError)
    return (
      <div className={fs.state}>
        <ErrorState text={errorText(open.error)} onRetry={() => void open.refetch()} />
      </div>
    );

  return (
    <>
      <form
        className={`${fs.body} ${fs.bodySingle}`}
        onSubmit={step.next(check)}
        noValidate
        aria-label={t("wallet.methods.chain")}
      >
        <div className={fs.form}>
          <Step n={1} title={t("wallet.withdraw.toStep")}>
            {bound ? (
              <div data-testid="withdraw-address">
                <div className={s.address}>
                  <span aria-hidden="true">
                    <LockIcon size={18} />
                  </span>
                  <bdi className={s.addressText} dir="ltr">
                    {bound}
                  </bdi>
                </div>
                <div className={s.tags}>
                  <span className={m.badge}>{coin}</span>
                  {open.data?.chainName && <span className={m.badge}>{open.data.chainName}</span>}
                </div>
                <p className={`${m.note} ${m.small}`} style={{ marginBlockStart: 6 }}>
                  {t("wallet.withdraw.lockedNote")}
                </p>
              </div>
            ) : (
              <div className={m.stack}>
                <p className={m.note}>{t("wallet.withdraw.noAddress")}</p>
                <button
                  type="button"
                  className={m.btnSoft}
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
          <AmountStep n={2} w={w} problem={shown("amount")} locked={submit.busy} />
          <button type="submit" className={`${m.btn} ${m.block}`} data-testid="withdraw-next">
            {t("wallet.withdraw.submit")}
          </button>
        </div>
      </form>
      <PinSheet open={step.asking} onClose={step.close} submit={submit} onSend={send} />
      <WapBindSheet open={binding} onClose={closeBinding} />
    </>
  );
}

function BankWithdraw() {
  const { t } = useTranslation("account");
  const { w, submit, bank, setField, shown, check, send } = useBankWithdraw(wapWalletTab("withdrawals"));
  const step = useConfirmStep();

  return (
    <>
      <form
        className={`${fs.body} ${fs.bodySingle}`}
        onSubmit={step.next(check)}
        noValidate
        aria-label={t("wallet.methods.bank")}
      >
        <div className={fs.form}>
          <Step n={1} title={t("wallet.withdraw.bankStep")}>
            <BankAccountFields bank={bank} onField={setField} shown={shown} locked={submit.busy} />
          </Step>
          <AmountStep n={2} w={w} problem={shown("amount")} locked={submit.busy} />
          <button type="submit" className={`${m.btn} ${m.block}`} data-testid="withdraw-next">
            {t("wallet.withdraw.submit")}
          </button>
        </div>
      </form>
      <PinSheet open={step.asking} onClose={step.close} submit={submit} onSend={send} />
    </>
  );
}
