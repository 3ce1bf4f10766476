import { CHAT_TEXT_MAX } from "@mall/contract";
import { Button, ImageIcon, toast } from "@mall/ui";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import s from "./chat.module.css";
import { CHAT_PICTURE_ACCEPT, pictureProblem, sendsOnKey, textLength, textProblem } from "./compose.ts";
import { SendIcon } from "./icons.tsx";

const MAX_ROWS_PX = 160;

/**
 * The reply box: Enter sends, Shift+Enter starts a new line; a picture (JPEG or PNG) goes at once. The count
 * of characters shows as the text nears the limit, and a text past it cannot be sent.
 */
export function Composer({
  onText,
  onPicture,
  draftKey,
}: {
  onText: (text: string) => void;
  onPicture: (file: File) => void;
  /** The conversation: each keeps its own unsent text while the page is open. */
  draftKey: string;
}) {
  const { t } = useTranslation("seller");
  const [text, setText] = useState(() => drafts.get(draftKey) ?? "");
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const hintId = useId();
  const problem = textProblem(text);
  const length = textLength(text);
  const nearLimit = length > CHAT_TEXT_MAX * 0.8;

  const change = (v: string) => {
    setText(v);
    drafts.set(draftKey, v);
  };

  // The box grows with the text up to a few lines, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.blockSize = "auto";
    el.style.blockSize = `${Math.min(el.scrollHeight + 2, MAX_ROWS_PX)}px`;
  }, [text]);

  const send = () => {
    if (problem) return;
    onText(text);
    change("");
    area.current?.focus();
  };

  const pick = (file: File | undefined) => {
    if (!file) return;
    const p = pictureProblem(file);
    if (p === "type") toast.error(t("chat.pictureType"));
    else if (p === "size") toast.error(t("errors:imageTooLarge"));
    else onPicture(file);
  };

  return (
    <form
      className={s.composer}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Button
        variant="ghost"
        className={s.attach}
        icon={<ImageIcon size={20} />}
        onClick={() => picker.current?.click()}
        aria-label={t("chat.attach")}
        title={t("chat.attach")}
        data-testid="chat-attach"
      />
      <input
        ref={picker}
        type="file"
        accept={CHAT_PICTURE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="chat-picture-input"
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <div className={s.field}>
        <textarea
          ref={area}
          className={s.input}
          value={text}
          rows={1}
          dir="auto"
          onChange={(e) => change(e.target.value)}
          onKeyDown={(e) => {
            if (
              !sendsOnKey({
                key: e.key,
                shiftKey: e.shiftKey,
                isComposing: e.nativeEvent.isComposing,
                keyCode: e.keyCode,
              })
            )
              return;
            e.preventDefault();
            send();
          }}
          placeholder={t("chat.placeholder")}
          aria-label={t("chat.input")}
          title={t("chat.keys")}
          aria-describedby={nearLimit ? `${hintId} ${counterId}` : hintId}
          aria-invalid={problem === "tooLong" || undefined}
          data-testid="chat-input"
        />
        <span id={hintId} className="visually-hidden">
          {t("chat.keys")}
        </span>
        {nearLimit && (
          <span
            id={counterId}
            className={`${s.counter} ${s.num} ${problem === "tooLong" ? s.over : ""}`}
            aria-live="polite"
          >
            {t("chat.counter", { n: length, max: CHAT_TEXT_MAX })}
          </span>
        )}
      </div>
      <Button
        type="submit"
        variant="primary"
        icon={<SendIcon size={18} className={s.flip} />}
        disabled={Boolean(problem)}
        aria-label={t("chat.send")}
        data-testid="chat-send"
      >
        <span className={s.sendLabel}>{t("chat.send")}</span>
      </Button>
    </form>
  );
}

/** Unsent texts per conversation, for as long as the page is open. */
const drafts = new Map<string, string>();
