/** Unit-test stand-in for @docusaurus/useDocusaurusContext: tests mock it with the site config they need. */
export default function useDocusaurusContext(): {siteConfig: {url: string}} {
  return {siteConfig: {url: 'https://example.com'}};
}
