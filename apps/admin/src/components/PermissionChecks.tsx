import { useTranslation } from "react-i18next";
import s from "./forms.module.css";

/** The permissions a role may hold, as labelled checkboxes with a line on what each opens. */
export function PermissionChecks({
  all,
  value,
  onChange,
}: {
  all: string[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (p: string, on: boolean) => onChange(all.filter((x) => (x === p ? on : value.includes(x))));
  return (
    <div className={s.checks}>
      {all.map((p) => (
        <label key={p} className={s.check}>
          <input type="checkbox" checked={value.includes(p)} onChange={(e) => toggle(p, e.target.checked)} />
          <span className={s.checkText}>
            <span className={s.checkLabel}>{t(`permission.${p}`, { defaultValue: p })}</span>
            <span className={s.checkHint}>{t(`permissionHint.${p}`, { defaultValue: "" })}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
