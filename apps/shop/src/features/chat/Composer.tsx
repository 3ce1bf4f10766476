import { CHAT_TEXT_MAX } from "@mall/contract";
import { toast } from "@mall/ui";
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./messages.module.css";
import { PictureIcon, SendIcon } from "./icons.tsx";
import { CHAT_IMAGE_ACCEPT, chatImageProblem, textLength } from "./messages.ts";

/** The counter shows from this share of the limit on. */
const COUNT_FROM = 0.8;

/**
 * The text box, the picture button and the send button. Enter sends, Shift+Enter starts a new line (and an
 * input method's Enter picks its candidate). JPEG and PNG pictures only, within the upload limit.
 */
export function Composer({
  disabled,
  onSendText,
  onSendImage,
  maxBytes,
}: {
  disabled: boolean;
  onSendText: (text: string) => void;
  onSendImage: (file: File) => void;
  maxBytes: number;
}) {
  const { t } = useTranslation("chat");
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const length = textLength(text);
  const tooLong = length > CHAT_TEXT_MAX;
  const empty = text.trim() === "";

  useEffect(() => {
    // Not on a touch screen: the keyboard would cover the messages before the buyer asks for it.
    if (!disabled && !window.matchMedia("(pointer: coarse)").matches) box.current?.focus({ preventScroll: true });
  }, [disabled]);

  // The box grows with its text, up to a few lines, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.blockSize = "auto";
    el.style.blockSize = `${Math.min(el.scrollHeight, 140)}px`;
  }, [text]);

  const send = () => {
    if (disabled || empty || tooLong) return;
    onSendText(text);
    setText("");
    box.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const problem = chatImageProblem(file, maxBytes);
    if (problem) {
      toast.error(t(`image.${problem}`, { size: Math.floor(maxBytes / 1024 / 1024) }));
      return;
    }
    onSendImage(file);
  };

  return (
    <form
      className={s.composer}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={box}
        className={s.input}
        value={text}
        rows={1}
        dir="auto"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("composer.placeholder")}
        aria-label={t("composer.label")}
        aria-describedby="chat-composer-hint"
        aria-invalid={tooLong || undefined}
        disabled={disabled}
        data-testid="chat-input"
      />
      <div className={s.tools}>
        <span id="chat-composer-hint" className={`${s.hintLine} ${tooLong ? s.over : ""}`}>
          {length >= CHAT_TEXT_MAX * COUNT_FROM
            ? t("composer.count", { count: length, max: CHAT_TEXT_MAX })
            : t("composer.hint")}
        </span>
        <input
          ref={picker}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          className={s.file}
          onChange={onPick}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="chat-image-input"
        />
        <button
          type="button"
          className={s.tool}
          onClick={() => picker.current?.click()}
          disabled={disabled}
          aria-label={t("composer.image")}
          title={t("composer.image")}
          data-testid="chat-image"
        >
          <PictureIcon size={20} />
        </button>
        <button type="submit" className={s.send} disabled={disabled || empty || tooLong} data-testid="chat-send">
          <SendIcon size={18} />
          <span>{t("composer.send")}</span>
        </button>
      </div>
    </form>
  );
}
