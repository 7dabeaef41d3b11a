import { translate } from '../i18n.ts';
// The store page shows it too (a closed store's products): common's catalog, not the orders' one.
import messages from '../common/messages.json';

/**
 * Fixed texts the buyer screens share with the server (spec §8 'Orders', §4, §5): contracts' texts
 * (a value imported from contracts would load all of it, zod included, into this remote), in the
 * messages.json files of the features that show them; order-texts.test.ts keeps their English equal.
 */
export const storeClosedText = (): string => translate(messages, 'common.storeClosed');

export const RETURN_REASON_MAX_LENGTH = 500;
