// Filled in by issue 5 (cart).
export {};
