import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import s from "./Button.module.css";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "s" | "m" | "l";
  /** Shows a spinner and blocks further clicks (a submit in flight). */
  loading?: boolean;
  block?: boolean;
  icon?: ReactNode;
};

export function Button({
  variant = "secondary",
  size = "m",
  loading = false,
  block = false,
  icon,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  const cls = [s.button, s[variant], s[size], block ? s.block : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className={s.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

/** An anchor that looks like a button (links that open pages, such as a store preview). */
export function ButtonLink({
  variant = "secondary",
  size = "m",
  icon,
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & Pick<ButtonProps, "variant" | "size" | "icon">) {
  const cls = [s.button, s[variant], s[size], s.link, className ?? ""].filter(Boolean).join(" ");
  return (
    <a className={cls} {...rest}>
      {icon}
      {children}
    </a>
  );
}
