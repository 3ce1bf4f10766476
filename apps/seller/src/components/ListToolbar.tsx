import type { ComponentProps, ReactNode } from "react";
import p from "./page.module.css";
import { SearchBox } from "./SearchBox.tsx";

/** The bar above a list: the search field taking the free room, then the list's own controls. */
export function ListToolbar({ search, children }: { search: ComponentProps<typeof SearchBox>; children?: ReactNode }) {
  return (
    <div className={p.toolbar}>
      <div className={p.grow}>
        <SearchBox {...search} />
      </div>
      {children}
    </div>
  );
}
