import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { MenuIcon } from "../icons.tsx";
import { useUiText } from "../text.tsx";
import s from "./ConsoleShell.module.css";

export type NavItem = { to: string; label: ReactNode; icon?: ReactNode; end?: boolean; badge?: ReactNode };
export type NavSection = { title?: ReactNode; items: NavItem[] };

/**
 * The frame of a back-office app: a top bar (brand, title, tools such as the language menu and the user),
 * a side navigation of sections, and the page content.
 *
 * Below 900px (phones, small tablets) the side navigation becomes a drawer behind a menu button at the start
 * of the top bar; choosing a page, the backdrop or Escape closes it. The page then takes the whole width.
 */
export function ConsoleShell({
  brand,
  title,
  tools,
  nav,
  navFooter,
  children,
}: {
  brand: ReactNode;
  /** Beside the brand: the app's name ("Seller centre", "Platform console"). Hidden on phones. */
  title?: ReactNode;
  tools?: ReactNode;
  nav: NavSection[];
  navFooter?: ReactNode;
  children: ReactNode;
}) {
  const text = useUiText();
  const navId = useId();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // Every move closes the drawer (a link chosen in it, or the browser's back button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on each new path is the point.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    // Keyboard users land on the current page's entry; Escape gives the focus back to the menu button.
    const current = drawer.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    (current ?? drawer.current?.querySelector<HTMLElement>("a"))?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className={s.shell} data-nav={open ? "open" : undefined}>
      <header className={s.topbar}>
        <div className={s.brand}>
          <button
            ref={menuButton}
            type="button"
            className={s.menuButton}
            aria-expanded={open}
            aria-controls={navId}
            aria-label={text.menu}
            onClick={() => setOpen((v) => !v)}
            data-testid="console-menu"
          >
            <MenuIcon size={20} />
          </button>
          {brand}
          {title && <span className={s.appTitle}>{title}</span>}
        </div>
        <div className={s.tools}>{tools}</div>
      </header>
      <nav ref={drawer} id={navId} className={s.sidenav} data-testid="console-nav">
        <div className={s.sections}>
          {nav.map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed per app.
            <div key={i} className={s.section}>
              {section.title && <div className={s.sectionTitle}>{section.title}</div>}
              <ul className={s.items}>
                {section.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end={item.end ?? false}
                      className={({ isActive }) => `${s.item} ${isActive ? s.active : ""}`}
                      // The current page's entry closes the drawer too, though the path stays the same.
                      onClick={() => setOpen(false)}
                    >
                      {item.icon && <span className={s.icon}>{item.icon}</span>}
                      <span className={s.label}>{item.label}</span>
                      {item.badge !== undefined && <span className={s.badge}>{item.badge}</span>}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {navFooter && <div className={s.navFooter}>{navFooter}</div>}
      </nav>
      {open && (
        <button
          type="button"
          className={s.scrim}
          tabIndex={-1}
          aria-label={text.close}
          onClick={() => setOpen(false)}
        />
      )}
      <main className={s.content}>
        <div className={s.inner}>{children}</div>
      </main>
    </div>
  );
}

/** Initials on a colour picked from `seed`, or the picture when there is one. */
export function Avatar({
  name,
  src,
  seed,
  size = 32,
}: {
  name: string;
  src?: string;
  seed?: string | number;
  size?: number;
}) {
  const dims = { inlineSize: size, blockSize: size };
  if (src) return <img src={src} alt="" className={s.avatar} style={dims} />;
  const key = String(seed ?? name);
  let h = 0;
  for (const ch of key) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? "?";
  return (
    <span
      className={s.avatar}
      style={{ ...dims, fontSize: size * 0.42, background: `hsl(${h} 55% 46%)` }}
      aria-hidden="true"
    >
      {initial}
    </span>
  );
}

/** The signed-in person in the top bar: avatar, name and a caption (role, store). */
export function UserChip({ name, caption, avatar }: { name: string; caption?: ReactNode; avatar?: ReactNode }) {
  return (
    <div className={s.user}>
      {avatar ?? <Avatar name={name} />}
      <div className={s.userText}>
        <span className={s.userName}>{name}</span>
        {caption && <span className={s.userCaption}>{caption}</span>}
      </div>
    </div>
  );
}
