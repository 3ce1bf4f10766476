import { ChevronEndIcon, ChevronStartIcon, CloseIcon, useUiText } from "@mall/ui";
import { useCallback, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import s from "./Lightbox.module.css";

/**
 * Pictures shown large, one at a time, over the page. Escape or a click outside closes; the arrow keys and
 * the side buttons move in reading order, so a right-to-left page steps the other way.
 */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
  label,
}: {
  images: string[];
  /** The picture shown; undefined when closed. */
  index: number | undefined;
  onIndex: (i: number) => void;
  onClose: () => void;
  /** Accessible name of the viewer ("Picture 2 of 5"). */
  label: (n: number, total: number) => string;
}) {
  const text = useUiText();
  const frame = useRef<HTMLDivElement>(null);
  const open = index !== undefined && images.length > 0;
  const step = useCallback(
    (by: number) => index !== undefined && onIndex((index + by + images.length) % images.length),
    [index, images.length, onIndex],
  );

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    frame.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
      const rtl = document.documentElement.dir === "rtl";
      step((e.key === "ArrowRight") !== rtl ? 1 : -1);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      before?.focus?.();
    };
  }, [open, onClose, step]);

  if (!open) return null;
  const many = images.length > 1;
  return createPortal(
    <div
      ref={frame}
      className={s.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={label(index + 1, images.length)}
      tabIndex={-1}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <img className={s.image} src={images[index]} alt={label(index + 1, images.length)} />
      <button type="button" className={`${s.button} ${s.close}`} onClick={onClose} aria-label={text.close}>
        <CloseIcon size={20} />
      </button>
      {many && (
        <>
          <button type="button" className={`${s.button} ${s.prev}`} onClick={() => step(-1)} aria-label={text.previous}>
            <ChevronStartIcon size={22} />
          </button>
          <button type="button" className={`${s.button} ${s.next}`} onClick={() => step(1)} aria-label={text.next}>
            <ChevronEndIcon size={22} />
          </button>
          <span className={s.counter}>
            {index + 1} / {images.length}
          </span>
        </>
      )}
    </div>,
    document.body,
  );
}
