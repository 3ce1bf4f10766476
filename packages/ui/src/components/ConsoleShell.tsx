import type { ReactNode } from "react";
import { NavLink } from "react-router";
import s from "./ConsoleShell.module.css";

export type NavItem = { to: string; label: ReactNode; icon?: ReactNode; end?: boolean; badge?: ReactNode };
export type NavSection = { title?: ReactNode; items: NavItem[] };

/**
 * The frame of a back-office app: a top bar (brand, title, tools such as the language menu and the user),
 * a side navigation of sections, and the page content.
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
  /** Beside the brand: the app's name ("Seller centre", "Platform console"). */
  title?: ReactNode;
  tools?: ReactNode;
  nav: NavSection[];
  navFooter?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={s.shell}>
      <header className={s.topbar}>
        <div className={s.brand}>
          {brand}
          {title && <span className={s.appTitle}>{title}</span>}
        </div>
        <div className={s.tools}>{tools}</div>
      </header>
      <nav className={s.sidenav}>
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
