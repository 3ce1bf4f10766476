import { WITHDRAW_PROTOCOLS, type WithdrawProtocol } from "@mall/contract";
import { toast } from "@mall/ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal, whenIdle } from "../../components/Modal.tsx";
import { formStyles as f } from "../account/index.ts";
import { bindWithdrawAddress, useWalletChanged } from "./api.ts";
import { described, FormRow } from "./FormRow.tsx";
import s from "./forms.module.css";
import type { Problem } from "./money-input.ts";
import { SubmitRow } from "./SubmitRow.tsx";
import { useSubmission } from "./useMoneyForm.ts";
import wd from "./withdraw.module.css";

export const PROTOCOLS = Object.keys(WITHDRAW_PROTOCOLS) as WithdrawProtocol[];
/** Withdrawals are paid in USDT (wallet!getUsdt's unit). */
export const COIN = "USDT";
export const ADDRESS_MAX = 100;

/** What is wrong with a typed withdrawal address before it is sent (the server checks its checksum). */
export function bindAddressProblem(address: string): Problem | undefined {
  const trimmed = address.trim();
  if (!trimmed) return { key: "required" };
  return /\s/.test(trimmed) || trimmed.length > ADDRESS_MAX ? { key: "address" } : undefined;
}

/**
 * Binding the withdrawal address (user!bindWithdrawAddress): the protocol, the coin and the address, once —
 * withdrawals go only there. The server checks the address against its network's checksum.
 */
export function BindAddressDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("account");
  const uid = useId();
  const changed = useWalletChanged();
  const [protocol, setProtocol] = useState<WithdrawProtocol>("TRC20");
  const [address, setAddress] = useState("");
  const [tried, setTried] = useState(false);
  const submission = useSubmission();
  const trimmed = address.trim();
  const problem = bindAddressProblem(address);
  const shown = tried ? problem : undefined;

  const submit = whenIdle(submission.busy, () => {
    setTried(true);
    if (problem) return;
    void submission.run(async () => {
      await bindWithdrawAddress({ blockchain_name: protocol, coin: COIN, channel_address: trimmed });
      toast.success(t("errors:withdrawAddressBindSuccess"));
      await changed();
      onClose();
    });
  });

  const titleId = `${uid}-title`;
  return (
    <Modal
      classes={{ overlay: wd.overlay, dialog: wd.dialog, close: wd.dialogClose }}
      titleId={titleId}
      busy={submission.busy}
      onClose={onClose}
      closeLabel={t("wallet.detail.close")}
      onSubmit={submit}
    >
      <h2 id={titleId} className={wd.dialogTitle}>
        {t("wallet.bind.title")}
      </h2>
      <p className={wd.dialogText}>{t("wallet.bind.lead")}</p>
      <fieldset className={s.step} data-testid="withdraw-bind">
        <legend className={f.label}>{t("wallet.bind.protocol")}</legend>
        <div className={s.choices}>
          {PROTOCOLS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === protocol}
              className={`${s.choice} ${p === protocol ? s.choiceOn : ""}`}
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
        <div className={s.choices}>
          <span className={`${s.choice} ${s.choiceOn}`}>
            <span className={s.coinMark} aria-hidden="true">
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
      <p className={s.warn}>{t("wallet.bind.once")}</p>
      <SubmitRow
        busy={submission.busy}
        leaving={false}
        refusal={submission.refusal}
        label={t("wallet.bind.submit")}
        testId="bind-submit"
      />
    </Modal>
  );
}
