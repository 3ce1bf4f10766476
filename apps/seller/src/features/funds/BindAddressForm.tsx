import type { WithdrawProtocol } from "@mall/contract";
import { ApiError, apiErrorText, Button, Field, Input, toast } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../components/FormAlert.tsx";
import { Select } from "../../components/Select.tsx";
import { useBindAddress } from "./api.ts";
import s from "./withdraw.module.css";
import { PROTOCOLS, WITHDRAW_COIN } from "./withdraw-form.ts";

/**
 * Binds the address on-chain withdrawals go to. Binding is once: the server checks the address against the
 * network's checksum and answers when it is not one.
 */
export function BindAddressForm() {
  const { t } = useTranslation("seller");
  const bind = useBindAddress();
  const [protocol, setProtocol] = useState<WithdrawProtocol>("TRC20");
  const [address, setAddress] = useState("");
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const missing = checked && !address.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!address.trim()) return;
    bind.mutate(
      { blockchain_name: protocol, coin: WITHDRAW_COIN, channel_address: address.trim() },
      {
        onSuccess: () => toast.success(t("funds.bind.done")),
        onError: (err) => setRefusal(err instanceof ApiError ? apiErrorText(t, err) : t("errors:systemError")),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={s.form} data-testid="bind-form">
      <p className={s.lead}>{t("funds.bind.lead")}</p>
      <div className={s.fieldGrid}>
        <Field label={t("funds.bind.protocol")} required>
          {({ id }) => (
            <Select
              id={id}
              value={protocol}
              onChange={(e) => setProtocol(e.target.value as WithdrawProtocol)}
              options={PROTOCOLS.map((p) => ({ value: p, label: t(`funds.bind.protocols.${p}`) }))}
              data-testid="bind-protocol"
            />
          )}
        </Field>
        {/* Withdrawals pay out USDT only: the coin is shown, not chosen. */}
        <Field label={t("funds.bind.coin")} required>
          {({ id }) => <Input id={id} dir="ltr" value={WITHDRAW_COIN} readOnly className={s.readOnly} />}
        </Field>
        <Field
          label={t("funds.bind.address")}
          required
          className={s.span2}
          error={missing ? t("funds.bind.addressRequired") : undefined}
          hint={t("funds.bind.addressHint")}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              dir="ltr"
              className={s.monoInput}
              value={address}
              maxLength={100}
              spellCheck={false}
              autoComplete="off"
              placeholder={t(`funds.bind.placeholder.${protocol}`)}
              onChange={(e) => {
                setAddress(e.target.value);
                setRefusal(null);
              }}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              data-testid="bind-address"
            />
          )}
        </Field>
      </div>
      <p className={s.warning}>{t("funds.bind.once")}</p>
      <FormAlert>{refusal}</FormAlert>
      <div className={s.formFoot}>
        <Button type="submit" variant="primary" loading={bind.isPending} data-testid="bind-submit">
          {t("funds.bind.submit")}
        </Button>
      </div>
    </form>
  );
}
