import { CloseIcon } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { SearchIcon } from "./icons.tsx";
import s from "./controls.module.css";

/**
 * A search field that reports its words when submitted (Enter) or cleared; the list below does not reload
 * on every keystroke. `value` is the search in force, so the field follows the page (back and forward).
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label,
  clearLabel,
  maxLength = 100,
  testId,
}: {
  value: string;
  onSearch: (words: string) => void;
  placeholder: string;
  label: string;
  clearLabel: string;
  maxLength?: number;
  testId?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={s.search} onSubmit={submit}>
      <SearchIcon size={16} className={s.searchIcon} />
      <input
        type="search"
        className={s.searchInput}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={maxLength}
        dir="auto"
        data-testid={testId}
      />
      {text && (
        <button
          type="button"
          className={s.searchClear}
          aria-label={clearLabel}
          onClick={() => {
            setText("");
            if (value) onSearch("");
          }}
        >
          <CloseIcon size={14} />
        </button>
      )}
    </form>
  );
}
