import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formStyles as f } from "../account/index.ts";
import { described, FormRow } from "./FormRow.tsx";
import type { Problem } from "./money-input.ts";
import { BANK_FIELDS, type BankAccount, type BankKey } from "./useWithdrawForms.ts";

/** The bank account's fields of a bank withdrawal, the same on the desktop and on /wap. */
export function BankAccountFields({
  bank,
  onField,
  shown,
  locked,
}: {
  bank: BankAccount;
  onField: (key: BankKey, value: string) => void;
  shown: (key: string) => Problem | undefined;
  locked: boolean;
}) {
  const { t } = useTranslation("account");
  const uid = useId();
  return BANK_FIELDS.map((fld) => (
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
        onChange={(e) => onField(fld.key, e.target.value)}
        disabled={locked}
        data-testid={`withdraw-${fld.key}`}
      />
    </FormRow>
  ));
}
