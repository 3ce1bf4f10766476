import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formStyles as f } from "../account/index.ts";
import { described, FormRow } from "./FormRow.tsx";
import s from "./forms.module.css";
import { SubmitRow } from "./SubmitRow.tsx";
import { ADDRESS_MAX, COIN, PROTOCOLS, type useBindAddress } from "./useBindAddress.ts";

/**
 * The fields of the withdrawal address's binding, the same in the desktop dialog and the /wap sheet: the
 * protocol, the coin, the address, the "once" warning and the button. `testId` marks the protocol's fieldset.
 */
export function BindAddressFields({ bind, testId }: { bind: ReturnType<typeof useBindAddress>; testId?: string }) {
  const { t } = useTranslation("account");
  const uid = useId();
  const busy = bind.submission.busy;
  return (
    <>
      <fieldset className={s.step} data-testid={testId}>
        <legend className={f.label}>{t("wallet.bind.protocol")}</legend>
        <div className={s.choices}>
          {PROTOCOLS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === bind.protocol}
              className={`${s.choice} ${p === bind.protocol ? s.choiceOn : ""}`}
              onClick={() => bind.setProtocol(p)}
              disabled={busy}
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
        problem={bind.shown}
        hint={t("wallet.bind.addressHint")}
      >
        <input
          {...described(`${uid}-address`, bind.shown, true)}
          className={f.input}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={ADDRESS_MAX}
          value={bind.address}
          onChange={(e) => bind.setAddress(e.target.value)}
          disabled={busy}
          data-testid="bind-address"
        />
      </FormRow>
      <p className={s.warn}>{t("wallet.bind.once")}</p>
      <SubmitRow
        busy={busy}
        leaving={false}
        refusal={bind.submission.refusal}
        label={t("wallet.bind.submit")}
        testId="bind-submit"
      />
    </>
  );
}
