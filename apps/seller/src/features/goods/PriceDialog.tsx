import type { MerchantListing } from "@mall/contract";
import { ApiError, apiErrorText, Button, Field, Input } from "@mall/ui";
import { type FormEvent, useState } from "react";
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

      <Field
        label={t("goods.edit.sellingPrice")}
        required
        error={errors.sellingPrice}
        hint={<MarginNote text={draft.sellingPrice} systemPrice={listing.systemPrice} />}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            name="sellingPrice"
            inputMode="decimal"
            dir="ltr"
            value={draft.sellingPrice}
            onChange={(e) => set("sellingPrice", e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={13}
          />
        )}
      </Field>

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
            <Field
              label={t("goods.edit.discountPrice")}
              required
              error={errors.discountPrice}
              hint={<MarginNote text={draft.discountPrice} systemPrice={listing.systemPrice} />}
              className={s.span2}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  name="discountPrice"
                  inputMode="decimal"
                  dir="ltr"
                  value={draft.discountPrice}
                  onChange={(e) => set("discountPrice", e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  maxLength={13}
                />
              )}
            </Field>
            <Field label={t("goods.edit.start")} required error={errors.discountWindow}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  name="discountStart"
                  type="datetime-local"
                  dir="ltr"
                  value={draft.start}
                  onChange={(e) => set("start", e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Field>
            <Field label={t("goods.edit.end")} required>
              {({ id }) => (
                <Input
                  id={id}
                  name="discountEnd"
                  type="datetime-local"
                  dir="ltr"
                  value={draft.end}
                  onChange={(e) => set("end", e.target.value)}
                  aria-invalid={errors.discountWindow ? true : undefined}
                />
              )}
            </Field>
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
