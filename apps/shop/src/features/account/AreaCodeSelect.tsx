import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "../../components/icons.tsx";
import { currentLocale } from "../../lib/locale.ts";
import { areaOptions, codeOf } from "./area-codes.ts";
import s from "./auth.module.css";

/** The country calling code before a phone number: a native list of countries that shows "+<code>". */
export function AreaCodeSelect({ region, onRegion }: { region: string; onRegion: (r: string) => void }) {
  const { t } = useTranslation("account");
  const options = useMemo(() => areaOptions(currentLocale()), []);
  return (
    <span className={s.area} dir="ltr">
      +{codeOf(region)}
      <ChevronDownIcon size={14} />
      <select value={region} onChange={(e) => onRegion(e.target.value)} aria-label={t("register.areaCode")}>
        {options.map((o) => (
          <option key={o.region} value={o.region}>
            {o.name} (+{o.code})
          </option>
        ))}
      </select>
    </span>
  );
}
