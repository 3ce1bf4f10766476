import type { WithdrawProtocol } from "@mall/contract";
import { toast } from "@mall/ui";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { formStyles as f } from "../../account/index.ts";
import { bindWithdrawAddress, useWalletChanged } from "../api.ts";
import { ADDRESS_MAX, bindAddressProblem, COIN, PROTOCOLS } from "../BindAddressDialog.tsx";
import { described, FormRow } from "../FormRow.tsx";
import fs from "../forms.module.css";
import { SubmitRow } from "../SubmitRow.tsx";
import { useSubmission } from "../useMoneyForm.ts";

/**
 * Binding the withdrawal address in a sheet (user!bindWithdrawAddress): the protocol, the coin and the address,
 * once — withdrawals go only there. The desktop dialog's rules; the server checks the checksum.
 */
export function WapBindSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("account");
  const uid = useId();
  const changed = useWalletChanged();
  const [protocol, setProtocol] = useState<WithdrawProtocol>("TRC20");
  const [address, setAddress] = useState("");
  const [tried, setTried] = useState(false);
  const submission = useSubmission();
  const problem = bindAddressProblem(address);
  const shown = tried ? problem : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || submission.busy) return;
    void submission.run(async () => {
      await bindWithdrawAddress({ blockchain_name: protocol, coin: COIN, channel_address: address.trim() });
      toast.success(t("errors:withdrawAddressBindSuccess"));
      await changed();
      onClose();
    });
  };

  return (
    <Sheet open={open} title={t("wallet.bind.title")} onClose={onClose}>
      <form className={f.form} onSubmit={submit} noValidate data-testid="withdraw-bind">
        <p className={f.hint}>{t("wallet.bind.lead")}</p>
        <fieldset className={fs.step}>
          <legend className={f.label}>{t("wallet.bind.protocol")}</legend>
          <div className={fs.choices}>
            {PROTOCOLS.map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={p === protocol}
                className={`${fs.choice} ${p === protocol ? fs.choiceOn : ""}`}
                onClick={() => setProtocol(p)}
                disabled={submission.busy}
                data-testid={`bind-protocol-${p}`}
              >
                {p}
              </button>
            ))}
          </div>
        </fieldset>
        <div className={f.field}>
          <span className={f.label}>{t("wallet.bind.coin")}</span>
          <div className={fs.choices}>
            <span className={`${fs.choice} ${fs.choiceOn}`}>
              <span className={fs.coinMark} aria-hidden="true">
                ₮
              </span>
              {COIN}
            </span>
          </div>
        </div>
        <FormRow
          id={`${uid}-address`}
          label={t("wallet.bind.address")}
          problem={shown}
          hint={t("wallet.bind.addressHint")}
        >
          <input
            {...described(`${uid}-address`, shown, true)}
            className={f.input}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={ADDRESS_MAX}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            disabled={submission.busy}
            data-testid="bind-address"
          />
        </FormRow>
        <p className={fs.warn}>{t("wallet.bind.once")}</p>
        <SubmitRow
          busy={submission.busy}
          leaving={false}
          refusal={submission.refusal}
          label={t("wallet.bind.submit")}
          testId="bind-submit"
        />
      </form>
    </Sheet>
  );
}
