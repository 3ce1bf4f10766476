import { isRtl, LOCALE_NAMES, LOCALES, type Locale } from "@mall/contract";
import { htmlAttrs } from "@mall/i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { changeLanguage, currentLocale } from "../../../lib/locale.ts";
import { usePageTitle } from "../../site/index.ts";
import { CheckIcon } from "./icons.tsx";
import s from "./settings.module.css";

/**
 * /wap/language: the 21 languages by their own names. The choice is kept (ES_LANG) and the page loads again in
 * it, as on the desktop; the direction turns at once (Arabic reads right to left) while it does.
 */
export default function WapLanguagePage() {
  const { t } = useTranslation("wap");
  const [chosen, setChosen] = useState<Locale>(currentLocale());
  usePageTitle(t("pages.WapLanguagePage"));

  const choose = (l: Locale) => {
    if (l === currentLocale()) return;
    setChosen(l);
    const { lang, dir } = htmlAttrs(l);
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    changeLanguage(l);
  };

  return (
    <WapPage title={t("pages.WapLanguagePage")}>
      <fieldset className={`${m.group} ${s.languages}`}>
        <legend className="visually-hidden">{t("pages.WapLanguagePage")}</legend>
        {LOCALES.map((l) => (
          <label key={l} className={`${m.row} ${s.language}`} data-testid={`language-${l}`}>
            <input
              type="radio"
              name="language"
              value={l}
              checked={chosen === l}
              onChange={() => choose(l)}
              className="visually-hidden"
            />
            <span className={m.rowText}>
              <span className={m.rowLabel} lang={htmlAttrs(l).lang} dir={isRtl(l) ? "rtl" : "ltr"}>
                {LOCALE_NAMES[l]}
              </span>
            </span>
            {chosen === l && <CheckIcon size={20} className={s.check} />}
          </label>
        ))}
      </fieldset>
    </WapPage>
  );
}
