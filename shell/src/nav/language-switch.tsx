import { LANGUAGES, languageName, useLanguage, useLanguageStore } from '@haat/web-kit';
import { useId } from 'react';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * The language switch, for everyone, signed in or not: each language named in its own script, so a
 * Hindi reader finds 'हिन्दी' on an English page. The choice is kept under the spec's `language` key
 * (and on the account, by language-sync.ts).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT(messages);
  const language = useLanguage();
  const id = useId();
  return (
    <span className={`language-switch ${className}`}>
      <label htmlFor={id} className="visually-hidden">{t('nav.language')}</label>
      <select id={id} className="language-switch__select" value={language} onChange={(event) => void useLanguageStore.getState().setLanguage(event.target.value)}>
        {/* The right-to-left marker is not a language: it shows English texts, and stays selected while it is in use. */}
        {LANGUAGES.includes(language) ? null : <option value={language}>{language}</option>}
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>{languageName(code)}</option>
        ))}
      </select>
    </span>
  );
}
