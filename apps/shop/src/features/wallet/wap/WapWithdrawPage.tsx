import { MONEY_STATES } from "@mall/contract";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AlertIcon } from "../../../components/goods/icons.tsx";
import { ErrorState, Skeleton } from "../../../components/goods/States.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import m from "../../../components/wap/me.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useErrorText } from "../../../lib/error-text.ts";
import { formStyles as f } from "../../account/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { useWithdrawals, useWithdrawOpen } from "../api.ts";
import { described, FormRow, Step } from "../FormRow.tsx";
import fs from "../forms.module.css";
import { BankIcon, CoinIcon, LockIcon } from "../icons.tsx";
import type { Problem } from "../money-input.ts";
import { PinField } from "../PinField.tsx";
import { SubmitRow } from "../SubmitRow.tsx";
import { AmountRow, Totals, useWithdrawAmount } from "../WithdrawAmount.tsx";
import { BANK_FIELDS, type BankKey } from "../WithdrawForms.tsx";
import { useWithdrawSubmit } from "../useWithdrawSubmit.ts";
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
  const [params, setParams] = useSearchParams();
  const method = METHODS.find((x) => x === params.get("method")) ?? "chain";
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
                onClick={() => setParams(x === "chain" ? {} : { method: x }, { replace: true })}
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

/** A form's "continue": checked first, then the fund password's sheet opens. */
function useConfirmStep() {
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => setAsking(false), []);
  const next = (ok: boolean) => (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (ok) setAsking(true);
  };
  return { tried, asking, close, next };
}

function ChainWithdraw() {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const uid = useId();
  const open = useWithdrawOpen();
  const bound = open.data?.existWithdrawAddress ?? "";
  const coin = open.data?.coinType || "USDT";
  const w = useWithdrawAmount(coin);
  const submit = useWithdrawSubmit(wapWalletTab("withdrawals"));
  const step = useConfirmStep();
  const [binding, setBinding] = useState(false);
  const closeBinding = useCallback(() => setBinding(false), []);
  const asked = useRef(false);

  // No address yet: the bind sheet opens by itself, once (as the original's withdraw page asked first).
  useEffect(() => {
    if (open.data && !open.data.existWithdrawAddress && !asked.current) {
      asked.current = true;
      setBinding(true);
    }
  }, [open.data]);

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

  const problems: Record<string, Problem | undefined> = {
    address: bound ? undefined : { key: "bindFirst" },
    amount: w.problem,
  };
  const shown = (k: string) => (step.tried ? problems[k] : undefined);
  const ok = w.ready && !Object.values(problems).some(Boolean);

  return (
    <>
      <form
        className={`${fs.body} ${fs.bodySingle}`}
        onSubmit={step.next(ok)}
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
          <Step n={2} title={t("wallet.withdraw.amountStep")}>
            <AmountRow id={`${uid}-amount`} w={w} problem={shown("amount")} locked={submit.busy} />
            <Totals w={w} />
          </Step>
          <button type="submit" className={`${m.btn} ${m.block}`} data-testid="withdraw-next">
            {t("wallet.withdraw.submit")}
          </button>
        </div>
      </form>
      <PinSheet
        open={step.asking}
        onClose={step.close}
        submit={submit}
        onSend={() => void submit.send({ amount: w.amount.trim(), from: bound, channel: coin })}
      />
      <WapBindSheet open={binding} onClose={closeBinding} />
    </>
  );
}

function BankWithdraw() {
  const { t } = useTranslation("account");
  const uid = useId();
  const w = useWithdrawAmount("bank");
  const submit = useWithdrawSubmit(wapWalletTab("withdrawals"));
  const step = useConfirmStep();
  const [bank, setBank] = useState<Record<BankKey, string>>(
    () => Object.fromEntries(BANK_FIELDS.map((fld) => [fld.key, ""])) as Record<BankKey, string>,
  );

  const problems: Record<string, Problem | undefined> = { amount: w.problem };
  for (const fld of BANK_FIELDS) if (fld.needed && !bank[fld.key].trim()) problems[fld.key] = { key: "required" };
  const shown = (k: string) => (step.tried ? problems[k] : undefined);
  const ok = w.ready && !Object.values(problems).some(Boolean);
  const send = () => {
    const extra = Object.fromEntries(BANK_FIELDS.map((fld) => [fld.key, bank[fld.key].trim() || undefined]));
    void submit.send({ amount: w.amount.trim(), channel: "bank", ...extra });
  };

  return (
    <>
      <form
        className={`${fs.body} ${fs.bodySingle}`}
        onSubmit={step.next(ok)}
        noValidate
        aria-label={t("wallet.methods.bank")}
      >
        <div className={fs.form}>
          <Step n={1} title={t("wallet.withdraw.bankStep")}>
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
                  disabled={submit.busy}
                  data-testid={`withdraw-${fld.key}`}
                />
              </FormRow>
            ))}
          </Step>
          <Step n={2} title={t("wallet.withdraw.amountStep")}>
            <AmountRow id={`${uid}-amount`} w={w} problem={shown("amount")} locked={submit.busy} />
            <Totals w={w} />
          </Step>
          <button type="submit" className={`${m.btn} ${m.block}`} data-testid="withdraw-next">
            {t("wallet.withdraw.submit")}
          </button>
        </div>
      </form>
      <PinSheet open={step.asking} onClose={step.close} submit={submit} onSend={send} />
    </>
  );
}
