/**
 * The one tslib helper the browser bundle calls (from @docusaurus/utils-common, via CommonJS
 * `require("tslib")`, which pulled all of tslib, 4 KB gzip, into main.js). config/clientBundle.ts
 * points `tslib` here; an e2e test fails if the built JS starts calling another helper.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
