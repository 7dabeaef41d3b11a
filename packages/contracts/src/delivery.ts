// Filled in by issue 5 (delivery).
export {};
