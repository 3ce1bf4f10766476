import { useTranslation } from "react-i18next";
import { formStyles as f } from "../account/index.ts";
import { PinBoxes } from "../../components/PinBoxes.tsx";

/**
 * The fund password as the pay dialog asks it (spec point 5: exactly 6 digits), with its label and hint.
 */
export function PinField({
  id,
  value,
  onValue,
  problem,
  disabled,
}: {
  id: string;
  value: string;
  onValue: (v: string) => void;
  problem: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation("account");
  return (
    <div className={f.field}>
      <label className={f.label} htmlFor={id}>
        {t("wallet.withdraw.password")}
      </label>
      <PinBoxes
        id={id}
        value={value}
        onValue={onValue}
        disabled={disabled}
        invalid={Boolean(problem)}
        describedBy={problem ? `${id}-problem` : `${id}-hint`}
      />
      {problem ? (
        <p className={f.problem} id={`${id}-problem`} role="alert" data-testid="fund-password-problem">
          {problem}
        </p>
      ) : (
        <p className={f.hint} id={`${id}-hint`}>
          {t("wallet.withdraw.passwordHint")}
        </p>
      )}
    </div>
  );
}
