export { SOURCE_LANGUAGE, SERVER_LANGUAGES, languageOfRequest, translateText, catalogTranslator, catalogEntries } from './server-texts.ts';
export { translateReplies, translatedReply } from './translate-replies.ts';
