import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../components/Modal.tsx";
import s from "./detail.module.css";

/**
 * A record's details in a drawer at the end of the reading direction (the right, or the left in Arabic):
 * Escape, a click outside or the close button dismiss it.
 */
export function DetailDrawer({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation("account");
  const titleId = useId();
  return (
    <Modal
      classes={{ overlay: s.overlay, dialog: s.drawer, close: s.close }}
      titleId={titleId}
      busy={false}
      onClose={onClose}
      closeLabel={t("wallet.detail.close")}
    >
      <div className={s.inner} data-testid={testId}>
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        {children}
      </div>
    </Modal>
  );
}

export type Fact = { label: string; value: ReactNode; testId?: string };

/** Label and value pairs; a fact without a value (null, "") is left out. */
export function Facts({ facts }: { facts: (Fact | false | null | undefined)[] }) {
  const shown = facts.filter((f): f is Fact => !!f && f.value !== "" && f.value !== null && f.value !== undefined);
  return (
    <dl className={s.facts}>
      {shown.map((f) => (
        <div key={f.label} className={s.fact}>
          <dt>{f.label}</dt>
          <dd data-testid={f.testId}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
