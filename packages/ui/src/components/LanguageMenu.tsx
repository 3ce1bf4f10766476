import { LOCALE_NAMES, LOCALES, type Locale } from "@mall/contract";
import { useEffect, useRef, useState } from "react";
import { ChevronDownIcon, GlobeIcon } from "../icons.tsx";
import { useUiText } from "../text.tsx";
import s from "./LanguageMenu.module.css";

/**
 * The 21 interface languages by their native names. Choosing one calls `onChange` (the app stores it and
 * reloads, spec point 1). `tone="dark"` is for dark bars.
 */
export function LanguageMenu({
  locale,
  onChange,
  tone = "light",
}: {
  locale: Locale;
  onChange: (locale: Locale) => void;
  tone?: "light" | "dark";
}) {
  const text = useUiText();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const choose = (l: Locale) => {
    setOpen(false);
    if (l !== locale) onChange(l);
  };

  return (
    <div className={`${s.root} ${tone === "dark" ? s.dark : ""}`} ref={ref}>
      <button
        type="button"
        className={s.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={text.language}
        onClick={() => setOpen((o) => !o)}
        data-testid="language-menu"
      >
        <GlobeIcon size={16} />
        <span>{LOCALE_NAMES[locale]}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open && (
        <ul className={s.menu} aria-label={text.language}>
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
