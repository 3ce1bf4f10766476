import { DEPOSIT_COINS, type DataOf, type DepositCoin, parseCents, saveChannelParams, USDT_TEXT } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, Input, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import { Select } from "../../components/Select.tsx";
import { useSaveChannel } from "./api.ts";
import b from "./books.module.css";
import { useOneAtATime } from "./once.ts";

export type Channel = DataOf<"console/wallet-channel!list">[number];

const COINS = Object.keys(DEPOSIT_COINS) as DepositCoin[];
const ADDRESS = saveChannelParams.shape.address;
type Network = (typeof DEPOSIT_COINS)[DepositCoin]["networks"][number];
type Form = {
  coin: DepositCoin;
  network: Network;
  address: string;
  tokenContract: string;
  minAmount: string;
  maxAmount: string;
  confirmations: string;
  enabled: boolean;
};
type Errors = Partial<Record<keyof Form, string>>;

const isCoin = (c: string): c is DepositCoin => Object.hasOwn(DEPOSIT_COINS, c);
const blank: Form = {
  coin: "USDT",
  network: "TRC20",
  address: "",
  tokenContract: "",
  minAmount: "1",
  maxAmount: "1000000",
  confirmations: "12",
  enabled: true,
};
const formOf = (c: Channel | undefined): Form =>
  c && isCoin(c.coin)
    ? {
        coin: c.coin,
        network: (DEPOSIT_COINS[c.coin].networks as readonly string[]).includes(c.network)
          ? (c.network as Network)
          : DEPOSIT_COINS[c.coin].networks[0],
        address: c.address,
        tokenContract: c.tokenContract,
        minAmount: c.minAmount,
        maxAmount: c.maxAmount,
        confirmations: String(c.confirmations),
        enabled: c.enabled,
      }
    : blank;

/**
 * Adds or edits a deposit channel: the coin and network a buyer pays on, the platform's receiving address,
 * the token's contract (stablecoins), the USDT bounds and the confirmations the chain check waits for.
 */
export function ChannelDialog({
  open,
  channel,
  onClose,
}: {
  open: boolean;
  /** Undefined: a new channel. */
  channel: Channel | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveChannel();
  const once = useOneAtATime();
  const [form, setForm] = useState<Form>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setForm(formOf(channel));
    setErrors({});
    setRefusal(undefined);
  }, [open, channel]);

  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((x) => ({ ...x, [k]: v }));
  const stable = DEPOSIT_COINS[form.coin].stable;

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const found: Errors = {};
    const address = form.address.trim();
    if (address.length < (ADDRESS.minLength ?? 20) || address.length > (ADDRESS.maxLength ?? 100))
      found.address = t("finance.channels.addressInvalid");
    const min = USDT_TEXT.test(form.minAmount.trim()) ? parseCents(form.minAmount) : undefined;
    const max = USDT_TEXT.test(form.maxAmount.trim()) ? parseCents(form.maxAmount) : undefined;
    if (min === undefined) found.minAmount = t("finance.channels.amountInvalid");
    if (max === undefined) found.maxAmount = t("finance.channels.amountInvalid");
    else if (min !== undefined && max < min) found.maxAmount = t("finance.channels.maxBelowMin");
    const conf = Number(form.confirmations);
    if (!/^\d{1,4}$/.test(form.confirmations.trim()) || conf > 1000)
      found.confirmations = t("finance.channels.confirmationsInvalid");
    setErrors(found);
    if (Object.keys(found).length) return;
    setRefusal(undefined);
    once((done) =>
      save.mutate(
        {
          id: channel?.id,
          coin: form.coin,
          network: form.network,
          address,
          tokenContract: stable ? form.tokenContract.trim() || undefined : undefined,
          minAmount: form.minAmount.trim(),
          maxAmount: form.maxAmount.trim(),
          confirmations: conf,
          enabled: form.enabled,
        },
        {
          onSuccess: () => {
            toast.success(t("finance.channels.saved", { coin: form.coin, network: form.network }));
            onClose();
          },
          onError: (err) => setRefusal(apiErrorText(t, err)),
          onSettled: done,
        },
      ),
    );
  };

  const text = (
    k: "address" | "tokenContract" | "minAmount" | "maxAmount" | "confirmations",
    extra: { hint?: string; required?: boolean; mono?: boolean; max?: number; decimal?: boolean } = {},
  ) => (
    <Field label={t(`finance.channels.col.${k}`)} hint={extra.hint} required={extra.required} error={errors[k]}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          className={extra.mono ? b.monoInput : undefined}
          value={form[k]}
          maxLength={extra.max}
          inputMode={extra.decimal ? "decimal" : undefined}
          onChange={(e) => set(k, e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          autoComplete="off"
          spellCheck={false}
          data-testid={`channel-${k}`}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open={open}
      width="min(560px, 100%)"
      title={channel ? t("finance.channels.editTitle") : t("finance.channels.addTitle")}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button variant="primary" loading={save.isPending} onClick={() => submit()} data-testid="channel-save">
            {t("common.save")}
          </Button>
        </>
      }
    >
      <form className={f.stack} onSubmit={submit} noValidate>
        <div className={b.pair}>
          <Field label={t("finance.channels.col.coin")} required>
            {({ id }) => (
              <Select
                id={id}
                value={form.coin}
                onChange={(e) => {
                  const coin = e.target.value as DepositCoin;
                  setForm((x) => ({ ...x, coin, network: DEPOSIT_COINS[coin].networks[0] }));
                }}
                options={COINS.map((c) => ({ value: c, label: c }))}
              />
            )}
          </Field>
          <Field label={t("finance.channels.col.network")} required>
            {({ id }) => (
              <Select
                id={id}
                value={form.network}
                onChange={(e) => set("network", e.target.value as Network)}
                options={DEPOSIT_COINS[form.coin].networks.map((n) => ({ value: n, label: n }))}
              />
            )}
          </Field>
        </div>
        {text("address", { required: true, mono: true, max: ADDRESS.maxLength ?? 100 })}
        {stable && text("tokenContract", { mono: true, max: 42, hint: t("finance.channels.tokenHint") })}
        <div className={b.pair}>
          {text("minAmount", { required: true, decimal: true, max: 15 })}
          {text("maxAmount", { required: true, decimal: true, max: 15 })}
        </div>
        {text("confirmations", { required: true, max: 4, hint: t("finance.channels.confirmationsHint") })}
        <label className={f.check}>
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => set("enabled", e.target.checked)}
            data-testid="channel-enabled"
          />
          <span className={f.checkText}>
            <span className={f.checkLabel}>{t("finance.channels.enabled")}</span>
            <span className={f.checkHint}>{t("finance.channels.enabledHint")}</span>
          </span>
        </label>
        {refusal && (
          <p className={f.refusal} role="alert">
            {refusal}
          </p>
        )}
      </form>
    </Dialog>
  );
}
