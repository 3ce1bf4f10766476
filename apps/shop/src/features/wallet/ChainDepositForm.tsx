import { type ChannelVo, formatAmount, TX_HASH } from "@mall/contract";
import { toast } from "@mall/ui";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { CopyIcon, WalletIcon } from "../../components/icons.tsx";
import { copyText } from "../../lib/clipboard.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { formStyles as f } from "../account/index.ts";
import { depositOnChain, useChannels } from "./api.ts";
import { described, FormRow, Step } from "./FormRow.tsx";
import s from "./forms.module.css";
import { checkDepositVolume, estimateCredit, isStable, type Problem, safeHref } from "./money-input.ts";
import { ProofField } from "./ProofField.tsx";
import { SubmitRow } from "./SubmitRow.tsx";
import { useSubmission } from "../../lib/submission.ts";
import type { useAfterDeposit } from "./useMoneyForm.ts";
import { proofUploading, useProof } from "./useProof.ts";

const coinsOf = (channels: ChannelVo[]) => [...new Set(channels.map((c) => c.coin))];
/** The coins' own signs inside their round marks. */
const COIN_SIGNS: Record<string, string> = { USDT: "₮", USDC: "$", BTC: "B", ETH: "Ξ" };

/** The channel's QR picture: the data URL the server drew, or its PNG address. */
const qrOf = (c: ChannelVo) => (c.img_str?.startsWith("data:image/") ? c.img_str : (safeHref(c.img) ?? undefined));

/**
 * An on-chain deposit (channelBlockchain!list, rechargeBlockchain!recharge): coin, then network; the address
 * to pay with its QR picture and a copy button; the amount sent with the USDT it should credit; the payment
 * screenshot (required) and optionally the transaction hash.
 */
export function ChainDepositForm({ after }: { after: ReturnType<typeof useAfterDeposit> }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const uid = useId();
  const channels = useChannels();
  const list = channels.data ?? [];
  const [coinPick, setCoin] = useState<string>();
  const [channelPick, setChannel] = useState<string>();
  const [volume, setVolume] = useState("");
  const [tx, setTx] = useState("");
  const [tried, setTried] = useState(false);
  const proof = useProof();
  const submission = useSubmission();

  if (channels.isPending)
    return (
      <div className={s.state}>
        <Skeleton height={360} radius={12} />
      </div>
    );
  if (channels.isError)
    return (
      <div className={s.state}>
        <ErrorState text={errorText(channels.error)} onRetry={() => void channels.refetch()} />
      </div>
    );
  if (list.length === 0)
    return (
      <div className={s.state}>
        <EmptyState
          icon={<WalletIcon size={40} />}
          title={t("wallet.recharge.noChannels")}
          text={t("wallet.recharge.noChannelsText")}
        />
      </div>
    );

  const coins = coinsOf(list);
  const coin = coins.find((c) => c === coinPick) ?? coins[0] ?? "";
  const networks = list.filter((c) => c.coin === coin);
  const channel = networks.find((c) => c.id === channelPick) ?? networks[0];
  if (!channel) return null;

  const checked = checkDepositVolume(volume, channel);
  const estimate = estimateCredit(volume, channel.fee);
  const stable = isStable(channel.coin);
  const problems: Record<string, Problem | undefined> = {
    volume: "problem" in checked ? checked.problem : undefined,
    proof: !proof.proof
      ? { key: "proof" }
      : proofUploading(proof.proof)
        ? { key: "proofUploading" }
        : proof.proof.failed
          ? { key: "proofFailed" }
          : undefined,
    tx: tx.trim() && !TX_HASH.test(tx.trim()) ? { key: "txHash" } : undefined,
  };
  const shown = (k: string) => (tried ? problems[k] : undefined);
  const locked = submission.busy || after.leaving;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (locked || Object.values(problems).some(Boolean) || !proof.proof?.url) return;
    const img = proof.proof.url;
    void submission.run(async () => {
      await depositOnChain({
        amount: volume.trim(),
        coin: channel.coin,
        blockchain_name: channel.blockchain_name,
        channel_address: channel.address ?? undefined,
        img,
        tx: tx.trim() || undefined,
      });
      toast.success(t("wallet.recharge.sent"));
      after.leave();
    });
  };

  const copy = async () => {
    if (!channel.address) return;
    if (await copyText(channel.address)) toast.success(t("wallet.recharge.copied"));
    else toast.error(t("wallet.recharge.copyFailed"));
  };

  const qr = qrOf(channel);
  return (
    <form className={`${s.body} ${s.bodyChain}`} onSubmit={submit} noValidate aria-label={t("wallet.methods.chain")}>
      <div className={s.pick}>
        <Step n={1} title={t("wallet.recharge.coin")}>
          <div className={s.choices}>
            {coins.map((c) => (
              <button
                key={c}
                type="button"
                className={`${s.choice} ${c === coin ? s.choiceOn : ""}`}
                aria-pressed={c === coin}
                onClick={() => {
                  setCoin(c);
                  setChannel(undefined);
                }}
                disabled={locked}
                data-testid={`recharge-coin-${c}`}
              >
                <span className={`${s.coinMark} ${s[`coin_${c}`] ?? ""}`} aria-hidden="true">
                  {COIN_SIGNS[c] ?? c.slice(0, 1)}
                </span>
                {c}
              </button>
            ))}
          </div>
        </Step>
        <Step n={2} title={t("wallet.recharge.network")}>
          <div className={s.choices}>
            {networks.map((c) => (
              <button
                key={c.id}
                type="button"
                className={`${s.choice} ${c.id === channel.id ? s.choiceOn : ""}`}
                aria-pressed={c.id === channel.id}
                onClick={() => setChannel(c.id)}
                disabled={locked}
                data-testid={`recharge-network-${c.blockchain_name}`}
              >
                <span>
                  {c.blockchain_name}
                  <br />
                  <span className={s.choiceSub}>{c.coin}</span>
                </span>
              </button>
            ))}
          </div>
        </Step>
      </div>
      <aside className={s.aside}>
        <div className={s.payCard}>
          <h2 className={s.payTitle}>
            {channel.blockchain_name === channel.coin
              ? t("wallet.recharge.sendToCoin", { coin: channel.coin })
              : t("wallet.recharge.sendTo", { coin: channel.coin, network: channel.blockchain_name })}
          </h2>
          {qr ? (
            <img src={qr} alt={t("wallet.recharge.qrAlt")} className={s.qr} data-testid="recharge-qr" />
          ) : (
            <span className={s.qrEmpty} aria-hidden="true">
              <WalletIcon size={40} />
            </span>
          )}
          <div className={s.address}>
            <bdi className={s.addressText} dir="ltr" data-testid="recharge-address">
              {channel.address ?? "—"}
            </bdi>
            <button
              type="button"
              className={s.copy}
              onClick={() => void copy()}
              disabled={!channel.address}
              data-testid="recharge-copy"
            >
              <CopyIcon size={14} />
              {t("wallet.recharge.copy")}
            </button>
          </div>
          <dl className={s.payFacts}>
            <div>
              <dt>{t("wallet.recharge.minimum")}</dt>
              <dd>
                <bdi>{formatAmount(channel.recharge_limit_min)} USDT</bdi>
              </dd>
            </div>
            {!stable && (
              <div>
                <dt>{t("wallet.recharge.rate")}</dt>
                <dd>
                  <bdi>{`1 ${channel.coin} ≈ ${formatAmount(channel.fee)} USDT`}</bdi>
                </dd>
              </div>
            )}
          </dl>
          <p className={s.warn}>
            {t("wallet.recharge.onlyThis", { coin: channel.coin, network: channel.blockchain_name })}
          </p>
        </div>
      </aside>
      <div className={s.form}>
        <Step n={3} title={t("wallet.recharge.tellUs")}>
          <FormRow
            id={`${uid}-volume`}
            label={t("wallet.recharge.amountSent", { coin: channel.coin })}
            problem={shown("volume")}
            hint={t(stable ? "wallet.recharge.amountHintStable" : "wallet.recharge.amountHint", {
              min: formatAmount(channel.recharge_limit_min),
              max: formatAmount(channel.recharge_limit_max),
            })}
          >
            <div className={s.amountControl}>
              <input
                {...described(`${uid}-volume`, shown("volume"), true)}
                className={f.input}
                inputMode="decimal"
                autoComplete="off"
                value={volume}
                onChange={(e) => setVolume(e.target.value)}
                disabled={locked}
                data-testid="recharge-amount"
              />
              <span className={s.unitTag}>{channel.coin}</span>
            </div>
          </FormRow>
          <div className={s.estimate} aria-live="polite">
            <span>{t("wallet.recharge.estimate")}</span>
            <strong data-testid="recharge-estimate">
              <bdi>{estimate !== undefined ? `≈ ${formatAmount(estimate)} USDT` : "--"}</bdi>
            </strong>
          </div>
          <ProofField
            id={`${uid}-proof`}
            label={t("wallet.proof.label")}
            hint={t("wallet.proof.hintChain")}
            proof={proof.proof}
            refused={proof.refused}
            problem={shown("proof")}
            onPick={proof.pick}
            onClear={proof.clear}
            disabled={locked}
          />
          <FormRow
            id={`${uid}-tx`}
            label={t("wallet.recharge.txHash")}
            optional={t("wallet.optional")}
            problem={shown("tx")}
            hint={t("wallet.recharge.txHashHint")}
          >
            <input
              {...described(`${uid}-tx`, shown("tx"), true)}
              className={f.input}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              value={tx}
              onChange={(e) => setTx(e.target.value)}
              disabled={locked}
              data-testid="recharge-tx"
            />
          </FormRow>
        </Step>
        <SubmitRow
          busy={submission.busy}
          leaving={after.leaving}
          refusal={submission.refusal}
          label={t("wallet.recharge.submit")}
          testId="recharge-submit"
        />
      </div>
    </form>
  );
}
