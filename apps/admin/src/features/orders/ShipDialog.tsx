import { SHIP_PROVIDER_MAX, SHIP_PROVIDER_MIN, TRACKING_NO_PATTERN } from "@mall/contract";
import { apiErrorText, Button, Field, Input, toast } from "@mall/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@mall/ui";
import f from "../../components/forms.module.css";
import { Select } from "../../components/Select.tsx";
import { useShip } from "./api.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import o from "./orders.module.css";
import type { OrderRef } from "./ref.ts";

/** Carriers staff pick most; anything else is typed in. Names are brands, the same in every language. */
const CARRIERS = ["DHL", "FedEx", "UPS", "USPS", "EMS", "SF Express", "Aramex", "J&T Express", "Royal Mail"];
const OTHER = "other";

type Errors = { carrier?: string; trackingNo?: string; server?: string };

/** Hands a confirmed order to a carrier: the order becomes shipped and the buyer sees the tracking number. */
export function ShipDialog({ order, onClose }: { order: OrderRef | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const ship = useShip();
  const [carrier, setCarrier] = useState(CARRIERS[0] ?? "");
  const [otherName, setOtherName] = useState("");
  const [trackingNo, setTrackingNo] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!order) return;
    setCarrier(CARRIERS[0] ?? "");
    setOtherName("");
    setTrackingNo("");
    setErrors({});
  }, [order]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!order) return;
    const provider = (carrier === OTHER ? otherName : carrier).trim();
    const tracking = trackingNo.trim();
    const found: Errors = {};
    if (provider.length < SHIP_PROVIDER_MIN) found.carrier = t("orders.ship.carrierRequired");
    if (!TRACKING_NO_PATTERN.test(tracking)) found.trackingNo = t("orders.ship.trackingInvalid");
    setErrors(found);
    if (found.carrier || found.trackingNo) return;
    ship.mutate(
      { orderId: order.id, provider, trackingNo: tracking },
      {
        onSuccess: () => {
          toast.success(t("orders.ship.done", { id: order.id, carrier: provider }));
          onClose();
        },
        onError: (err) => setErrors({ server: apiErrorText(t, err) }),
      },
    );
  };

  return (
    <Dialog
      open={Boolean(order)}
      width="520px"
      title={t("orders.ship.title")}
      description={t("orders.ship.text")}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button variant="primary" loading={ship.isPending} onClick={() => submit()} data-testid="confirm-ship">
            {t("orders.ship.confirm")}
          </Button>
        </>
      }
    >
      {order && (
        <form className={f.stack} onSubmit={submit} noValidate>
          <OrderSummary order={order} />
          <div className={o.carrierRow}>
            <Field label={t("orders.ship.carrier")} required error={carrier === OTHER ? undefined : errors.carrier}>
              {({ id }) => (
                <Select
                  id={id}
                  value={carrier}
                  onChange={(e) => setCarrier(e.target.value)}
                  options={[
                    ...CARRIERS.map((c) => ({ value: c, label: c })),
                    { value: OTHER, label: t("orders.ship.otherCarrier") },
                  ]}
                  data-testid="ship-carrier"
                />
              )}
            </Field>
            {carrier === OTHER && (
              <Field label={t("orders.ship.carrierName")} required error={errors.carrier}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    value={otherName}
                    maxLength={SHIP_PROVIDER_MAX}
                    onChange={(e) => setOtherName(e.target.value)}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    placeholder={t("orders.ship.carrierPlaceholder")}
                    data-testid="ship-carrier-name"
                  />
                )}
              </Field>
            )}
          </div>
          <Field
            label={t("orders.ship.tracking")}
            required
            hint={t("orders.ship.trackingHint")}
            error={errors.trackingNo}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={trackingNo}
                maxLength={40}
                onChange={(e) => setTrackingNo(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                placeholder="JD0123456789"
                autoComplete="off"
                spellCheck={false}
                data-testid="ship-tracking"
              />
            )}
          </Field>
          {errors.server && (
            <p className={f.refusal} role="alert">
              {errors.server}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
