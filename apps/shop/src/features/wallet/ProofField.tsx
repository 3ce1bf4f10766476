import { UPLOAD_MAX_BYTES } from "@mall/contract";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon, ImageIcon } from "../../components/goods/icons.tsx";
import { formStyles as f } from "../account/index.ts";
import s from "./forms.module.css";
import { useProblemText } from "./FormRow.tsx";
import type { Problem } from "./money-input.ts";
import { PROOF_ACCEPT, type Proof } from "./useProof.ts";

const MB = (UPLOAD_MAX_BYTES / 1024 / 1024).toFixed(1).replace(/\.0$/, "");

/**
 * The payment screenshot: pick one, see it go up with its progress, replace or remove it. A refused pick
 * and the form's own problem (none picked, still uploading) show under it.
 */
export function ProofField({
  id,
  label,
  hint,
  proof,
  refused,
  problem,
  onPick,
  onClear,
  disabled,
}: {
  id: string;
  label: string;
  hint: string;
  proof: Proof | null;
  refused: "proofType" | "proofSize" | undefined;
  problem: Problem | undefined;
  onPick: (file: File) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation("account");
  const text = useProblemText();
  const input = useRef<HTMLInputElement>(null);
  const shown: Problem | undefined = refused ? { key: refused, values: { size: MB } } : problem;
  const percent = proof ? Math.round(proof.progress * 100) : 0;
  const uploading = proof && proof.url === undefined && proof.failed === undefined;
  const choose = () => input.current?.click();
  return (
    <div className={`${f.field} ${shown ? s.proofInvalid : ""}`}>
      <span className={f.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={s.proof}>
        {proof ? (
          <div
            className={s.proofShot}
            data-testid="recharge-proof-state"
            data-state={uploading ? "uploading" : proof.failed ? "failed" : "done"}
          >
            <img src={proof.preview} alt={t("wallet.proof.alt")} />
            {uploading && (
              <span className={s.proofProgress} role="status">
                {t("wallet.proof.uploading", { percent })}
                <span
                  className={s.bar}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-label={t("wallet.proof.progress")}
                  data-testid="recharge-proof-progress"
                >
                  <span style={{ inlineSize: `${Math.max(4, percent)}%` }} />
                </span>
              </span>
            )}
            {proof.failed && <span className={s.proofFailed}>{t("wallet.proof.failed")}</span>}
            {proof.url && (
              <span className={s.proofDone} title={t("wallet.proof.done")}>
                <CheckIcon size={14} />
              </span>
            )}
          </div>
        ) : (
          <button
            type="button"
            className={s.proofPick}
            onClick={choose}
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
          >
            <ImageIcon size={26} />
            {t("wallet.proof.pick")}
          </button>
        )}
        <div className={s.proofSide}>
          {proof && (
            <>
              <span className={s.proofName} dir="auto" title={proof.name}>
                {proof.name}
              </span>
              {proof.failed && (
                <span className={f.problem} role="alert">
                  {proof.failed}
                </span>
              )}
              <span className={s.proofActions}>
                <button type="button" className={s.textBtn} onClick={choose} disabled={disabled}>
                  {t("wallet.proof.replace")}
                </button>
                <button type="button" className={s.textBtn} onClick={onClear} disabled={disabled}>
                  {t("wallet.proof.remove")}
                </button>
              </span>
            </>
          )}
          <span className={f.hint} id={`${id}-hint`}>
            {hint} {t("wallet.proof.limits", { size: MB })}
          </span>
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={PROOF_ACCEPT}
          className={s.fileInput}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="recharge-proof"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onPick(file);
          }}
        />
      </div>
      {shown && (
        <p className={f.problem} role="alert" data-testid="recharge-proof-problem">
          {text(shown)}
        </p>
      )}
    </div>
  );
}
