import type { AddressVo } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { placeLine } from "./useAddressBook.ts";

/**
 * One address of the book, the same on the desktop and on /wap; only the look differs: `styles` is the page's CSS
 * module (card, cardDefault, cardTop, name, phone, badge, line, place, cardActions, textBtn, iconBtn, spacer,
 * danger). While one address is being changed (`working`), the others' buttons wait.
 */
export function AddressCard({
  address: a,
  working,
  onDefault,
  onEdit,
  onRemove,
  styles: s,
  editIcon,
}: {
  address: AddressVo;
  working: string | null;
  onDefault: () => void;
  onEdit: () => void;
  onRemove: () => void;
  styles: CSSModuleClasses;
  editIcon?: ReactNode;
}) {
  const { t } = useTranslation("orders");
  return (
    <li
      className={`${s.card} ${a.use === 1 ? s.cardDefault : ""}`}
      data-testid="book-address"
      aria-busy={working === a.id}
    >
      <div className={s.cardTop}>
        <strong className={s.name} dir="auto">
          {a.contacts}
        </strong>
        <bdi className={s.phone}>+{a.phone}</bdi>
        {a.use === 1 && (
          <span className={s.badge} data-testid="address-default">
            {t("addresses.default")}
          </span>
        )}
      </div>
      <p className={s.line} dir="auto">
        {a.address}
      </p>
      <p className={s.place} dir="auto">
        {placeLine(a)}
        {a.postcode ? ` ${a.postcode}` : ""}
      </p>
      {a.email && <p className={s.place}>{a.email}</p>}
      <div className={s.cardActions}>
        {a.use !== 1 && (
          <button
            type="button"
            className={s.textBtn}
            disabled={working !== null}
            onClick={onDefault}
            data-testid="address-set-default"
          >
            {t("addresses.setDefault")}
          </button>
        )}
        <span className={s.spacer} />
        <button
          type="button"
          className={s.iconBtn}
          disabled={working !== null}
          onClick={onEdit}
          data-testid="address-edit"
        >
          {editIcon}
          {t("addresses.edit")}
        </button>
        <button
          type="button"
          className={`${s.iconBtn} ${s.danger}`}
          disabled={working !== null}
          onClick={onRemove}
          data-testid="address-delete"
        >
          {t("addresses.delete")}
        </button>
      </div>
    </li>
  );
}
