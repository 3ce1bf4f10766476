import { LOCALE_NAMES, LOCALES, type Locale } from "@mall/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../app/i18n.ts";
import { currentLocale } from "../../lib/locale.ts";
import { ChevronDownIcon, GlobeIcon } from "./icons.tsx";
import s from "./LanguageMenu.module.css";

/** The 21 interface languages by their native names; choosing one stores it and reloads (spec point 1). */
export function LanguageMenu() {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const locale = currentLocale();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const choose = (l: Locale) => {
    setOpen(false);
    if (l !== locale) changeLanguage(l);
  };

  return (
    <div className={s.root} ref={ref}>
      <button
        type="button"
        className={s.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t("header.language")}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon size={16} />
        <span>{LOCALE_NAMES[locale]}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <ul className={s.menu} aria-label={t("header.language")}>
          {LOCALES.map((l) => (
            <li key={l}>
              <button
                type="button"
                lang={l}
                className={`${s.option} ${l === locale ? s.current : ""}`}
                onClick={() => choose(l)}
                data-locale={l}
                aria-current={l === locale ? "true" : undefined}
              >
                {LOCALE_NAMES[l]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
