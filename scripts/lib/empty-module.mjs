// Stands in for `server-only` when a Node script loads server code: the guard matters only in the Next build.
export {};
