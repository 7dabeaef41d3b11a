// Filled in by issue 5 (coins).
export {};
