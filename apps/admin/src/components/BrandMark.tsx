import s from "./BrandMark.module.css";

/** The platform's mark in the top bar and on the login page. */
export function BrandMark({ name }: { name: string }) {
  return (
    <span className={s.mark}>
      <span className={s.logo} aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          aria-hidden="true"
        >
          <path d="M4 8h16l-1.4 11.2a2 2 0 0 1-2 1.8H7.4a2 2 0 0 1-2-1.8L4 8Z" strokeLinejoin="round" />
          <path d="M9 8V6.5a3 3 0 0 1 6 0V8" strokeLinecap="round" />
        </svg>
      </span>
      <span className={s.name}>{name}</span>
    </span>
  );
}
