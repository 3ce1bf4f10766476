import { Button, Input, useDismiss } from "@mall/ui";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCanned } from "./api.ts";
import cv from "./conversation.module.css";

/** The desk's canned replies, filtered as one types; a pick goes into the text box, to be edited or sent. */
export function CannedPicker({ onPick }: { onPick: (body: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const canned = useCanned(open);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  const words = filter.trim().toLowerCase();
  const shown = canned.data?.filter(
    (r) => !words || r.title.toLowerCase().includes(words) || r.body.toLowerCase().includes(words),
  );

  return (
    <div className={cv.picker} ref={root}>
      <Button
        size="s"
        variant="ghost"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        data-testid="desk-canned-pick"
      >
        {t("desk.canned.pick")}
      </Button>
      {open && (
        <div className={cv.pickerMenu} role="dialog" aria-label={t("desk.canned.pick")}>
          <Input
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t("desk.canned.filter")}
            aria-label={t("desk.canned.filter")}
            autoFocus
          />
          <ul className={cv.pickerList}>
            {shown?.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className={cv.pickerItem}
                  onClick={() => {
                    onPick(r.body);
                    setOpen(false);
                    setFilter("");
                  }}
                  data-testid={`desk-canned-${r.id}`}
                >
                  <span className={cv.pickerTitle} dir="auto">
                    {r.title}
                  </span>
                  <span className={cv.pickerBody} dir="auto">
                    {r.body}
                  </span>
                </button>
              </li>
            ))}
            {shown && !shown.length && (
              <li className={cv.pickerEmpty}>{canned.data?.length ? t("desk.noMatch") : t("desk.canned.none")}</li>
            )}
            {canned.isLoading && <li className={cv.pickerEmpty}>{t("ui.loading")}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
