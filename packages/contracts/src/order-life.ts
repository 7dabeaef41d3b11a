// Filled in by issue 5 (order-life).
export {};
