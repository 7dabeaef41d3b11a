import { printPostLoad, readLoadPlan } from '../common/post-load.ts';

/**
 * The filing load, in its own process (bench/moderation/moderation.ts starts it): autocannon POSTing
 * one JSON body, every request signed in as the next token of the plan's list (all connections share
 * the list, so with enough tokens every request is a different buyer; one token: the same buyer
 * every time). Prints autocannon's JSON result, like `autocannon -j`.
 * Argument: a JSON file { url, path, connections, duration, body, tokens }.
 */
export type ModerationLoadPlan = { url: string; path: string; connections: number; duration: number; body: unknown; tokens: string[] };

const plan = readLoadPlan<ModerationLoadPlan>();
const body = JSON.stringify(plan.body);

let next = 0;
await printPostLoad(plan, () => () => ({ headers: { authorization: `Bearer ${plan.tokens[next++ % plan.tokens.length]!}` }, body }));
