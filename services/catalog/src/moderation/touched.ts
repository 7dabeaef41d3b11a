/** What an applied action changed that kept answers show: the store's listing and page, the store cards, cross-store searches. */
export type Touched = { storeId: string | null; storeCards?: boolean; crossStore?: boolean };
