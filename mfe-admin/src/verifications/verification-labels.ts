import commonMessages from '../common/messages.json';
import messages from './messages.json';

/** The verification pages' words: the console's shared ones and their own. */
export const verificationMessages = { ...commonMessages, ...messages };
