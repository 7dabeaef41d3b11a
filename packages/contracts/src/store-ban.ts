// Filled in by issue 5 (store-ban).
export {};
