/**
 * The one place for site-wide facts: names, addresses and the releases each doc tree documents.
 * `docusaurus.config.ts` and the pages import from here; build-time overrides come from the environment.
 */
export interface SiteMetadata {
  /** Browser title and navbar brand. */
  title: string;
  tagline: string;
  /** Production origin (overridable with SITE_URL). */
  url: string;
  baseUrl: string;
  /** The repository this site is built from (edit links, navbar). */
  sourceRepository: string;
  /** The platform that operates this mirror. */
  parentPlatform: {label: string; url: string};
  /** Credited in the footer. */
  mirrorOperator: string;
  copyrightYear: number;
  /** The vLLM release whose facts each doc tree was checked against. */
  releases: {current: string; legacy: string};
  upstreamRepository: string;
  /** Page-view analytics: a Plausible-style script that counts views for `domain`. */
  analytics: {domain: string; scriptUrl: string};
}

export const siteMetadata: SiteMetadata = {
  title: 'vLLM 中文文档',
  tagline: 'vLLM 是一个快速、易用的大语言模型推理与服务库',
  url: 'https://vllm.hyper.ai',
  baseUrl: '/',
  sourceRepository: 'https://github.com/hyperai/vllm-cn',
  parentPlatform: {label: 'HyperAI 超神经', url: 'https://hyper.ai'},
  mirrorOperator: 'HyperAI 超神经',
  copyrightYear: 2025,
  releases: {current: 'v0.8.4', legacy: 'v0.6.2'},
  upstreamRepository: 'https://github.com/vllm-project/vllm',
  analytics: {domain: 'vllm.hyper.ai', scriptUrl: 'https://plausible.io/js/script.manual.js'},
};

/** The vLLM release a docs version (`current` or `0.8.x`, as the docs plugin names them) documents. */
export function releaseOfVersion(version: string): string {
  return version === 'current' ? siteMetadata.releases.current : siteMetadata.releases.legacy;
}
