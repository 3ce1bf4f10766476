import { toast } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { confirmDialog } from "../../components/feedback/confirm.ts";
import { ClockIcon, CloseIcon, SearchIcon, StoreIcon, TrashIcon } from "../../components/icons.tsx";
import { fetchKeyword, useKeywordSuggestions } from "./api.ts";
import { decodeK, encodeK, isSearchRoute, pushHistory, readHistory, writeHistory } from "./history.ts";
import s from "./SearchBox.module.css";
import { useDebounced } from "./useDebounced.ts";

const SUGGEST_DEBOUNCE_MS = 150;
/** Spec point 5: the empty-search warning stays 1.5 s, 65px from the top. */
const EMPTY_WARNING = { duration: 1500, offset: 65 };

type Item =
  | { kind: "goods"; text: string }
  | { kind: "store"; id: string; text: string }
  | { kind: "history"; text: string };

export function SearchBox({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const listId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<string[]>(readHistory);
  const keyword = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useKeywordSuggestions(keyword);

  // Spec point 4: leaving the search routes clears the box; on them it shows what was searched.
  const onSearchRoute = isSearchRoute(location.pathname);
  const k = params.get("k");
  useEffect(() => {
    setText(onSearchRoute ? decodeK(k) : "");
    setOpen(false);
  }, [onSearchRoute, k]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  const showHistory = text.trim() === "";
  const data = keyword && text.trim() ? suggestions.data : undefined;
  const items: Item[] = showHistory
    ? history.map((h) => ({ kind: "history", text: h }))
    : [
        ...(data?.goodsList ?? []).map((g): Item => ({ kind: "goods", text: g.name })),
        ...(data?.sellerList ?? []).map((st): Item => ({ kind: "store", id: st.id, text: st.name })),
      ];

  const remember = (q: string) => {
    const next = pushHistory(history, q);
    setHistory(next);
    writeHistory(next);
  };

  async function search(raw: string) {
    const q = raw.trim();
    if (!q) {
      toast.warning(t("search.keywordRequired"), EMPTY_WARNING);
      return;
    }
    remember(q);
    setOpen(false);
    setText(q);
    let hasGoods = true;
    try {
      hasGoods = (await fetchKeyword(qc, q)).goodsList.length > 0;
    } catch {
      // Suggestions unavailable: the goods results page shows its own state.
    }
    navigate(`/${hasGoods ? "searchGoods" : "searchStore"}?k=${encodeURIComponent(encodeK(q))}`);
  }

  function pick(item: Item) {
    if (item.kind === "store") {
      setOpen(false);
      navigate(`/store?id=${item.id}`);
      return;
    }
    void search(item.text);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Escape") return setOpen(false);
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    setOpen(true);
    if (!items.length) return;
    const step = e.key === "ArrowDown" ? 1 : -1;
    setActive((a) => (a + step + items.length) % items.length);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const chosen = open ? items[active] : undefined;
    if (chosen) pick(chosen);
    else void search(text);
  }

  async function clearHistory() {
    const ok = await confirmDialog({ title: t("search.clearTitle"), message: t("search.clearConfirm"), danger: true });
    if (!ok) return;
    setHistory([]);
    writeHistory([]);
  }

  const goods = items.filter((i) => i.kind === "goods");
  const stores = items.filter((i) => i.kind === "store");
  const panelVisible =
    open && (showHistory ? history.length > 0 : items.length > 0 || (!!keyword && suggestions.isFetched));

  const row = (item: Item, index: number) => (
    <div
      key={`${item.kind}-${index}`}
      id={`${listId}-${index}`}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      className={`${s.item} ${index === active ? s.active : ""}`}
      onPointerDown={(e) => e.preventDefault()}
      onClick={() => pick(item)}
      onMouseEnter={() => setActive(index)}
    >
      {item.kind === "history" ? (
        <ClockIcon size={16} />
      ) : item.kind === "store" ? (
        <StoreIcon size={16} />
      ) : (
        <SearchIcon size={16} />
      )}
      <span className={s.itemText}>{item.kind === "history" ? item.text : highlight(item.text, text.trim())}</span>
    </div>
  );

  return (
    <search ref={rootRef} className={`${s.box} ${compact ? s.compact : ""}`}>
      <form onSubmit={onSubmit}>
        <div className={s.field}>
          <input
            className={s.input}
            value={text}
            type="search"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t("search.placeholder")}
            aria-label={t("search.placeholder")}
            role="combobox"
            aria-expanded={panelVisible}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
          {text && (
            <button type="button" className={s.clear} aria-label={t("search.clearText")} onClick={() => setText("")}>
              <CloseIcon size={16} />
            </button>
          )}
          <button type="submit" className={s.submit} aria-label={t("search.submit")}>
            <SearchIcon size={20} />
            <span className={s.submitText}>{t("search.submit")}</span>
          </button>
        </div>
        {panelVisible && (
          <div className={s.panel}>
            {showHistory ? (
              <>
                <div className={s.panelHead}>
                  <span>{t("search.history")}</span>
                  <button type="button" className={s.linkBtn} onClick={clearHistory}>
                    <TrashIcon size={14} /> {t("search.clearHistory")}
                  </button>
                </div>
                <div id={listId} role="listbox" className={s.chips}>
                  {items.map(row)}
                </div>
              </>
            ) : items.length === 0 ? (
              <p className={s.none}>{t("search.noSuggestions")}</p>
            ) : (
              <div id={listId} role="listbox" className={s.list}>
                {goods.length > 0 && (
                  <div className={s.group} role="presentation">
                    {t("search.goods")}
                  </div>
                )}
                {goods.map((g, i) => row(g, i))}
                {stores.length > 0 && (
                  <div className={s.group} role="presentation">
                    {t("search.stores")}
                  </div>
                )}
                {stores.map((st, i) => row(st, goods.length + i))}
              </div>
            )}
          </div>
        )}
      </form>
    </search>
  );
}

/** Bolds the typed text inside a suggestion, case-insensitively. */
function highlight(name: string, typed: string) {
  if (!typed) return name;
  const at = name.toLowerCase().indexOf(typed.toLowerCase());
  if (at < 0) return name;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + typed.length)}</mark>
      {name.slice(at + typed.length)}
    </>
  );
}
