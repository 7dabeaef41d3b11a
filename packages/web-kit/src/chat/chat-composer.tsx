import { useKitT } from '@haat/web-kit';
import { CHAT_MESSAGE_MAX_LENGTH } from '@haat/contracts/chat-rules';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import messages from './messages.json';

/** The character counter shows from this many characters before the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200;

/**
 * The send box: Enter sends, Shift+Enter breaks the line; Send is off while the text is blank
 * (spec §5); a counter near the limit. `onSend` answers whether the text went (it is then cleared).
 */
export function ChatComposer({ onSend, onTyping, disabled = false, placeholder, initialText = '' }: {
  onSend: (text: string) => boolean;
  onTyping: (text: string) => void;
  disabled?: boolean;
  placeholder?: string;
  /** A first message ready to edit and send (a buyer writing about an order). */
  initialText?: string;
}) {
  const t = useKitT(messages);
  const [text, setText] = useState(initialText);
  const id = useId();
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!blank && !disabled && onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>{t('kit.chat.message')}</label>
      <textarea
        id={id} className="chat-composer__input" rows={1} maxLength={CHAT_MESSAGE_MAX_LENGTH} placeholder={placeholder ?? t('kit.chat.placeholder')} disabled={disabled}
        value={text} onChange={(e) => { setText(e.target.value); onTyping(e.target.value); }} onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn--primary chat-composer__send" disabled={disabled || blank}>{t('kit.chat.send')}</button>
      {text.length >= COUNTER_FROM ? (
        <p className="chat-composer__counter" aria-live="polite">{text.length}/{CHAT_MESSAGE_MAX_LENGTH}</p>
      ) : null}
    </form>
  );
}
