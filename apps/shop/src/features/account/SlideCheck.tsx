import { isRtl } from "@mall/contract";
import { type KeyboardEvent, type PointerEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { dragged, keyed } from "./slide-motion.ts";
import s from "./slide.module.css";
import type { SlideCheckState } from "./useSlideCheck.ts";

const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The slide check (decision 0013): a picture with a gap, the piece cut from it, and a handle under it that
 * moves the piece, by mouse, touch or keys (role "slider"). In a right-to-left page the picture is mirrored
 * and the piece runs from right to left (slide-motion.ts). The answer goes with the form's own call.
 */
export function SlideCheck({ slide }: { slide: SlideCheckState }) {
  const { t, i18n } = useTranslation("account");
  const rtl = isRtl(i18n.language);
  const id = useId();
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; clientX: number; startX: number } | null>(null);
  const { challenge: c, x, note } = slide;
  const max = c ? c.width - c.pieceWidth : 0;
  const scale = () => (c && stage.current ? stage.current.clientWidth / c.width : 1);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!c || e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    drag.current = { pointer: e.pointerId, clientX: e.clientX, startX: x };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    slide.move(dragged({ startX: d.startX, dx: e.clientX - d.clientX, scale: scale(), max, rtl }));
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === e.pointerId) drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = keyed({ key: e.key, shift: e.shiftKey, x, max, rtl });
    if (next === undefined) return;
    e.preventDefault();
    slide.move(next);
  };

  const message = note === "failed" ? t("slide.failed") : note === "required" ? t("slide.required") : undefined;
  return (
    <fieldset className={`${s.slide} ${note ? s.invalid : ""}`}>
      <legend className={s.title}>{t("slide.title")}</legend>
      <div className={s.stage} ref={stage} style={c ? { aspectRatio: `${c.width} / ${c.height}` } : undefined}>
        {c ? (
          <div className={`${s.picture} ${rtl ? s.mirrored : ""}`}>
            <img className={s.background} src={c.background} alt="" draggable={false} data-testid="slide-background" />
            <img
              className={s.piece}
              src={c.piece}
              alt=""
              draggable={false}
              data-testid="slide-piece"
              style={{
                left: pct(x, c.width),
                top: pct(c.y, c.height),
                width: pct(c.pieceWidth, c.width),
              }}
            />
          </div>
        ) : (
          <p className={s.placeholder} role="status">
            {slide.failedToLoad ? t("slide.loadFailed") : t("slide.loading")}
          </p>
        )}
        <button
          type="button"
          className={s.reload}
          onClick={() => void slide.reload()}
          aria-label={t("slide.reload")}
          title={t("slide.reload")}
        >
          <ReloadIcon />
        </button>
      </div>
      <div className={s.track}>
        <div className={s.fill} style={{ inlineSize: c ? pct(x + c.pieceWidth / 2, c.width) : 0 }} />
        <span className={s.trackText} aria-hidden="true">
          {t("slide.drag")}
        </span>
        <div
          ref={slide.handle}
          className={s.handle}
          role="slider"
          tabIndex={c ? 0 : -1}
          aria-label={t("slide.label")}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-valuetext={t("slide.position", { percent: max ? Math.round((x / max) * 100) : 0 })}
          aria-describedby={`${id}-note`}
          aria-invalid={note ? true : undefined}
          aria-disabled={c ? undefined : true}
          data-testid="slide-handle"
          style={c ? { insetInlineStart: pct(x, c.width), inlineSize: pct(c.pieceWidth, c.width) } : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onKeyDown={onKeyDown}
        >
          <ArrowIcon />
        </div>
      </div>
      <p className={message ? s.problem : s.hint} id={`${id}-note`} role={message ? "alert" : undefined}>
        {message ?? t("slide.hint")}
      </p>
    </fieldset>
  );
}

/** Points along the way the piece goes: mirrored with the page in right-to-left. */
const ArrowIcon = () => (
  <svg
    className={s.arrow}
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    aria-hidden="true"
  >
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

const ReloadIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    aria-hidden="true"
  >
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
  </svg>
);
