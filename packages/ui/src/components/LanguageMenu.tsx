import { LOCALE_NAMES, LOCALES, type Locale } from "@mall/contract";
import { useCallback, useRef, useState } from "react";
import { ChevronDownIcon, GlobeIcon } from "../icons.tsx";
import { useUiText } from "../text.tsx";
import { useDismiss } from "../useDismiss.ts";
import s from "./LanguageMenu.module.css";

/**
 * The 21 interface languages by their native names. Choosing one calls `onChange` (the app stores it and
 * reloads, spec point 1). `tone="dark"` is for dark bars; `size="compact"` is the storefront header's
 * lighter trigger, and `label` names the menu there from the storefront's own catalogue.
 */
export function LanguageMenu({
  locale,
  onChange,
  tone = "light",
  size = "regular",
  label,
}: {
  locale: Locale;
  onChange: (locale: Locale) => void;
  tone?: "light" | "dark";
  size?: "regular" | "compact";
  label?: string;
}) {
  const text = useUiText();
  const name = label ?? text.language;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);

  useDismiss(open, ref, close);

  const choose = (l: Locale) => {
    setOpen(false);
    if (l !== locale) onChange(l);
  };

  return (
    <div className={`${s.root} ${tone === "dark" ? s.dark : ""} ${size === "compact" ? s.compact : ""}`} ref={ref}>
      <button
        type="button"
        className={s.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={name}
        onClick={() => setOpen((o) => !o)}
        data-testid="language-menu"
      >
        <GlobeIcon size={16} />
        <span className={s.triggerName}>{LOCALE_NAMES[locale]}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <ul className={s.menu} aria-label={name}>
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
