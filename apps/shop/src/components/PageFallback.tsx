import s from "./PageFallback.module.css";

/** Shown while a page's code chunk loads. */
export function PageFallback() {
  return (
    <div className={s.fallback} aria-busy="true">
      <span className={s.spinner} />
    </div>
  );
}
