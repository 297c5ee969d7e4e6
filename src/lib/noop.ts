/** An empty module: stands in for client modules the site does not need (see config/highlight.ts). */
export default function noop(): void {}
