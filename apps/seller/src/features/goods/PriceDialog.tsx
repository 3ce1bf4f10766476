import type { MerchantListing } from "@mall/contract";
import { ApiError, apiErrorText, Button, Field, Input } from "@mall/ui";
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@mall/ui";
import { FormAlert } from "../../components/FormAlert.tsx";
import { GoodsThumb } from "../../components/GoodsThumb.tsx";
import { Switch } from "../../components/Switch.tsx";
import { usdt } from "../../lib/format.ts";
import { useUpdateListing } from "./api.ts";
import { MarginNote } from "./MarginNote.tsx";
import { draftOf, inputOf, type PriceDraft, priceErrors, suggestedDiscount } from "./price-form.ts";
import s from "./goods.module.css";

/** Edits a listing's selling price and its discount (price and window). */
export function PriceDialog({ listing, onClose }: { listing: MerchantListing | undefined; onClose: () => void }) {
  const { t } = useTranslation("seller");
  return (
    <Dialog
      open={listing !== undefined}
      onClose={onClose}
      title={t("goods.edit.title")}
      width="min(560px, 100%)"
      testId="price-dialog"
    >
      {listing && <PriceForm key={listing.id} listing={listing} onDone={onClose} />}
    </Dialog>
  );
}

function PriceForm({ listing, onDone }: { listing: MerchantListing; onDone: () => void }) {
  const { t } = useTranslation("seller");
  const save = useUpdateListing();
  const [draft, setDraft] = useState<PriceDraft>(() => draftOf(listing));
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = checked ? priceErrors(t, draft, listing.systemPrice) : {};
  const set = <K extends keyof PriceDraft>(k: K, v: PriceDraft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setRefusal(null);
  };

  /** A price of the draft, with the margin it leaves under it. */
  const priceField = (k: "sellingPrice" | "discountPrice") =>
    ({
      name: k,
      inputMode: "decimal",
      maxLength: 13,
      value: draft[k],
      onValue: (v: string) => set(k, v),
      error: errors[k],
      hint: <MarginNote text={draft[k]} systemPrice={listing.systemPrice} />,
    }) as const;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(priceErrors(t, draft, listing.systemPrice)).length) return;
    save.mutate(
      { sellerGoodsId: listing.id, ...inputOf(draft) },
      {
        onSuccess: onDone,
        onError: (err) => setRefusal(err instanceof ApiError ? apiErrorText(t, err) : t("errors:systemError")),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={s.priceForm}>
      <div className={s.editGoods}>
        <GoodsThumb src={listing.imgUrl} size={56} />
        <div className={s.editGoodsText}>
          <strong dir="auto">{listing.name}</strong>
          <span className={s.editCost}>
            {t("goods.platformPrice")}: <bdi className={s.num}>{usdt(listing.systemPrice)}</bdi> USDT
          </span>
        </div>
      </div>

      <DraftField label={t("goods.edit.sellingPrice")} {...priceField("sellingPrice")} />

      <section className={s.discountBox}>
        <div className={s.discountHead}>
          <div>
            <strong>{t("goods.edit.discount")}</strong>
            <p className={s.discountHint}>{t("goods.edit.discountHint")}</p>
          </div>
          <Switch
            checked={draft.discountOn}
            onChange={(on) => {
              set("discountOn", on);
              if (on && !draft.discountPrice)
                set("discountPrice", suggestedDiscount(draft.sellingPrice, listing.systemPrice));
            }}
            label={t("goods.edit.discount")}
            testId="discount-switch"
          />
        </div>
        {draft.discountOn && (
          <div className={s.discountFields}>
            <DraftField label={t("goods.edit.discountPrice")} className={s.span2} {...priceField("discountPrice")} />
            <DraftField
              label={t("goods.edit.start")}
              error={errors.discountWindow}
              name="discountStart"
              type="datetime-local"
              value={draft.start}
              onValue={(v) => set("start", v)}
            />
            {/* The window's one complaint shows under its start; the end is only marked. */}
            <DraftField
              label={t("goods.edit.end")}
              invalid={Boolean(errors.discountWindow)}
              name="discountEnd"
              type="datetime-local"
              value={draft.end}
              onValue={(v) => set("end", v)}
            />
          </div>
        )}
      </section>

      <FormAlert>{refusal}</FormAlert>
      <div className={s.formFoot}>
        <Button onClick={onDone}>{t("ui.cancel")}</Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t("goods.edit.save")}
        </Button>
      </div>
    </form>
  );
}

/** A required field of the draft, written left to right; `invalid` marks it without a message of its own. */
function DraftField({
  label,
  error,
  invalid = false,
  hint,
  className,
  value,
  onValue,
  ...input
}: {
  label: string;
  error?: string | undefined;
  invalid?: boolean;
  hint?: ReactNode;
  className?: string | undefined;
  value: string;
  onValue: (v: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange">) {
  return (
    <Field label={label} required error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid: refused }) => (
        <Input
          id={id}
          dir="ltr"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={refused || invalid || undefined}
          {...input}
        />
      )}
    </Field>
  );
}
