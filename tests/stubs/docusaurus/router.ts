/** Replaced per test with vi.mock('@docusaurus/router', ...): the real module is the bundler's alias. */
export function useLocation(): {pathname: string; search: string; hash: string} {
  return {pathname: '/', search: '', hash: ''};
}
export function useHistory(): {push: (url: string) => void} {
  return {push: () => undefined};
}
