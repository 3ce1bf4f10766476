import { Button, Input } from "@mall/ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import p from "./page.module.css";

export type ListSearch = {
  placeholder: string;
  /** The trimmed words, on Enter or on the button; the list does not reload on every keystroke. */
  onSearch: (words: string) => void;
  maxLength: number;
  testId?: string;
};

/**
 * The bar above a console list: `lead` (the tabs) at the start, the search box with its button, then
 * `children` (filters, a hint) at the far end. The table below carries the pagination.
 */
export function ListToolbar({
  lead,
  search,
  children,
}: {
  lead?: ReactNode;
  search?: ListSearch;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    search?.onSearch(typed.trim());
  };
  return (
    <div className={p.toolbar}>
      {lead && <div className={p.lead}>{lead}</div>}
      {lead && search && <div className={p.spacer} />}
      {search && (
        <>
          <form className={p.search} onSubmit={submit}>
            <Input
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={search.placeholder}
              aria-label={search.placeholder}
              maxLength={search.maxLength}
              data-testid={search.testId}
            />
          </form>
          <Button onClick={() => submit()}>{t("common.search")}</Button>
        </>
      )}
      {search && children && <div className={p.spacer} />}
      {children}
    </div>
  );
}
