import { CHAT_TEXT_MAX } from "@mall/contract";
import { Button, ImageIcon } from "@mall/ui";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api.ts";
import { CannedPicker } from "./CannedPicker.tsx";
import cv from "./conversation.module.css";
import { type Holding, sendableText } from "./desk.ts";

/** Agents send pictures: uploadimg!execute takes a console session holding `service` (auth/policies canUpload). */
const CONSOLE_MAY_UPLOAD = true;
const PICTURE_TYPES = "image/jpeg,image/png";
/** Counting starts to show this close to the limit. */
const COUNT_FROM = CHAT_TEXT_MAX - 200;

/**
 * The text box (Enter sends, Shift+Enter starts a new line), the canned replies, and send. A waiting
 * conversation is taken by answering it; one another agent holds, or a closed one, cannot be written in.
 */
export function Composer({
  holding,
  holder,
  onSend,
  onTake,
  onReopen,
}: {
  holding: Holding | undefined;
  holder: string | undefined;
  onSend: (type: "text" | "img", content: string) => Promise<boolean>;
  onTake: () => void;
  onReopen: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [progress, setProgress] = useState<number>();
  const box = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const ready = sendableText(typed);
  const length = [...typed.trim()].length;

  if (holding === "closed" || holding === "other") {
    return (
      <div className={cv.composerNote} data-testid="desk-composer-note">
        <span>{holding === "closed" ? t("desk.closedNote") : t("desk.otherNote", { name: holder ?? "" })}</span>
        {holding === "closed" && (
          <Button size="s" onClick={onReopen}>
            {t("desk.reopen")}
          </Button>
        )}
      </div>
    );
  }

  const submit = () => {
    if (!ready || !("text" in ready)) return;
    setTyped("");
    void onSend("text", ready.text);
    box.current?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a word uses Enter to choose it.
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const insert = (body: string) => {
    const el = box.current;
    const start = el?.selectionStart ?? typed.length;
    const end = el?.selectionEnd ?? typed.length;
    const next = typed.slice(0, start) + body + typed.slice(end);
    setTyped(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + body.length, start + body.length);
    });
  };
  const upload = async (f: File | undefined) => {
    if (!f) return;
    setProgress(0);
    try {
      const url = await api.upload(f, "online", { onProgress: setProgress });
      await onSend("img", url);
    } catch {
      /* the error toast said why */
    } finally {
      setProgress(undefined);
      if (file.current) file.current.value = "";
    }
  };

  return (
    <div className={cv.composer}>
      {holding === "waiting" && (
        <p className={cv.composerHint}>
          {t("desk.waitingNote")}{" "}
          <button type="button" className={cv.linkButton} onClick={onTake}>
            {t("desk.take")}
          </button>
        </p>
      )}
      <textarea
        ref={box}
        className={cv.input}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={onKey}
        placeholder={t("desk.placeholder")}
        aria-label={t("desk.placeholder")}
        rows={3}
        dir="auto"
        data-testid="desk-input"
      />
      <div className={cv.composerBar}>
        <CannedPicker onPick={insert} />
        {CONSOLE_MAY_UPLOAD && (
          <>
            <input
              ref={file}
              type="file"
              accept={PICTURE_TYPES}
              hidden
              onChange={(e) => void upload(e.target.files?.[0])}
              data-testid="desk-picture-input"
            />
            <Button
              size="s"
              variant="ghost"
              icon={<ImageIcon size={16} />}
              loading={progress !== undefined}
              onClick={() => file.current?.click()}
            >
              {progress !== undefined ? t("desk.uploading", { n: Math.round(progress * 100) }) : t("desk.sendPicture")}
            </Button>
          </>
        )}
        <span className={cv.spacer} />
        {length >= COUNT_FROM && (
          <span className={cv.counter} data-over={length > CHAT_TEXT_MAX || undefined}>
            {length} / {CHAT_TEXT_MAX}
          </span>
        )}
        <span className={cv.enterHint}>{t("desk.enterHint")}</span>
        <Button
          size="s"
          variant="primary"
          disabled={!ready || !("text" in ready)}
          onClick={submit}
          data-testid="desk-send"
        >
          {t("desk.send")}
        </Button>
      </div>
    </div>
  );
}
