import { toast } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { confirmDialog } from "../../../components/feedback/confirm.ts";
import { ClockIcon, CloseIcon, SearchIcon, StoreIcon, TrashIcon } from "../../../components/icons.tsx";
import { storePath } from "../../../components/wap/browse-links.ts";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import {
  fetchKeyword,
  pushHistory,
  readHistory,
  useDebounced,
  useKeywordSuggestions,
  writeHistory,
} from "../../search-box/index.ts";
import { usePageTitle } from "../../site/index.ts";
import { decodeKeyword } from "../api.ts";
import { resultsPath, type Scope, scopeOf } from "./paths.ts";
import s from "./WapSearch.module.css";

const SUGGEST_DEBOUNCE_MS = 150;

/**
 * /wap/search: the box with the header's suggestions (goods names and stores, the desktop's search-keyword
 * hook), the recent searches of this device (the desktop's history, clearable) and goods or stores.
 */
export default function WapSearchPage() {
  const { t } = useTranslation("shell");
  const { t: tp } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => decodeKeyword(params.get("k")));
  const [scope, setScope] = useState<Scope>(() => scopeOf(params.get("scope")));
  const [history, setHistory] = useState<string[]>(readHistory);
  const input = useRef<HTMLInputElement>(null);
  const keyword = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useKeywordSuggestions(keyword);
  usePageTitle(tp("search.title"));

  // The visitor came here to type: the keyboard opens at once.
  useEffect(() => input.current?.focus(), []);

  async function search(raw: string) {
    const q = raw.trim();
    if (!q) {
      toast.warning(t("search.keywordRequired"));
      return;
    }
    const next = pushHistory(history, q);
    setHistory(next);
    writeHistory(next);
    let target = scope;
    // As on the desktop: goods asked for but none match, while stores might: the stores' results.
    if (scope === "goods") {
      try {
        if ((await fetchKeyword(qc, q)).goodsList.length === 0) target = "store";
      } catch {
        // Suggestions unavailable: the goods results say so themselves.
      }
    }
    navigate(resultsPath(q, target));
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    input.current?.blur();
    void search(text);
  };

  async function clearHistory() {
    const ok = await confirmDialog({ title: t("search.clearTitle"), message: t("search.clearConfirm"), danger: true });
    if (!ok) return;
    setHistory([]);
    writeHistory([]);
  }

  const typed = text.trim();
  const data = keyword && typed ? suggestions.data : undefined;
  const goods = data?.goodsList ?? [];
  const stores = data?.sellerList ?? [];
  return (
    <WapPage title={tw("pages.WapSearchPage")}>
      <search className={s.box}>
        <form onSubmit={onSubmit} className={s.form}>
          <div className={s.field}>
            <SearchIcon size={18} />
            <input
              ref={input}
              type="search"
              enterKeyHint="search"
              maxLength={100}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t("search.placeholder")}
              aria-label={t("search.placeholder")}
              data-testid="wap-search-input"
            />
            {text && (
              <button type="button" className={s.clear} aria-label={t("search.clearText")} onClick={() => setText("")}>
                <CloseIcon size={16} />
              </button>
            )}
          </div>
          <button type="submit" className={s.submit}>
            {t("search.submit")}
          </button>
        </form>
        <div className={s.scope} role="radiogroup" aria-label={tp("search.scope")}>
          {(["goods", "store"] as const).map((k) => (
            <label key={k} className={s.scopeItem}>
              <input type="radio" name="wap-scope" checked={scope === k} onChange={() => setScope(k)} />
              <span>{k === "goods" ? tp("search.goodsTab") : tp("search.storesTab")}</span>
            </label>
          ))}
        </div>
      </search>

      {typed === "" ? (
        history.length > 0 && (
          <section className={s.section}>
            <div className={s.sectionHead}>
              <h2>{t("search.history")}</h2>
              <button type="button" className={s.linkBtn} onClick={clearHistory}>
                <TrashIcon size={14} /> {t("search.clearHistory")}
              </button>
            </div>
            <div className={s.chips}>
              {history.map((h) => (
                <button type="button" key={h} className={s.chip} onClick={() => void search(h)}>
                  {h}
                </button>
              ))}
            </div>
          </section>
        )
      ) : data && goods.length === 0 && stores.length === 0 ? (
        <p className={s.none}>{t("search.noSuggestions")}</p>
      ) : (
        <ul className={s.suggestions} aria-label={tw("browse.suggestions")}>
          {goods.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two goods may share a name
            <li key={`g${i}`}>
              <button type="button" className={s.suggestion} onClick={() => void search(g.name)}>
                <SearchIcon size={16} />
                <span>{highlight(g.name, typed)}</span>
              </button>
            </li>
          ))}
          {stores.map((st) => (
            <li key={`s${st.id}`}>
              <button type="button" className={s.suggestion} onClick={() => navigate(storePath(st.id))}>
                <StoreIcon size={16} />
                <span>{highlight(st.name, typed)}</span>
                <span className={s.tag}>{t("search.stores")}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {typed === "" && history.length === 0 && (
        <p className={s.none}>
          <ClockIcon size={16} /> {tw("browse.noHistory")}
        </p>
      )}
    </WapPage>
  );
}

/** The typed text inside a suggestion, marked (case-insensitively), as in the header's list. */
function highlight(name: string, typed: string) {
  const at = typed ? name.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return name;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + typed.length)}</mark>
      {name.slice(at + typed.length)}
    </>
  );
}
