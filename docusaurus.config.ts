import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import {siteMetadata} from './src/lib/siteMetadata';
import {KATEX_STATIC_DIR, prepareKatexAssets, rehypeKatexStylesheet} from './config/katex';
import redirectsPlugin from './config/redirects';
import rawTsvPlugin from './config/rawTsv';
import markdownExportPlugin from './config/markdownExport';
import pagefindPlugin from './config/pagefind';
import analyticsPlugin, {type AnalyticsOptions} from './config/analytics';
import remarkApiIndex, {docsTrees} from './config/apiIndex';
import definitionsPlugin from './config/definitions';
import errorCataloguePlugin, {remarkErrorCatalogue} from './config/errorCatalogue';
import slimDocsPlugin from './config/docsPlugin';
import {rehypeHighlightCode} from './config/highlight';
import clientBundlePlugin from './config/clientBundle';
import rehypeTableRegion from './config/rehypeTableRegion';
import recentPostsPlugin from './config/recentPosts';

// Build-time overrides (see README): the production origin and the analytics settings.
const SITE_URL = process.env.SITE_URL ?? siteMetadata.url;
const ANALYTICS: AnalyticsOptions = {
  enabled: process.env.ANALYTICS !== 'off',
  domain: process.env.ANALYTICS_DOMAIN ?? siteMetadata.analytics.domain,
  scriptUrl: process.env.ANALYTICS_SCRIPT_URL ?? siteMetadata.analytics.scriptUrl,
};

const katexStylesheet = prepareKatexAssets(siteMetadata.baseUrl);
// Maths: rendered at build time; only pages that hold maths link the stylesheet.
const maths = {remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex, [rehypeKatexStylesheet, katexStylesheet]]};

// Code is highlighted at build time (config/highlight.ts); these grammars join Prism's bundled
// set (which has python, yaml, cpp, ...). Colours: src/css/code.css.
const highlightCode = [rehypeHighlightCode, {languages: ['bash', 'docker', 'toml', 'diff', 'ini', 'json']}];

const config: Config = {
  title: siteMetadata.title,
  tagline: siteMetadata.tagline,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: siteMetadata.baseUrl,
  // trailingSlash stays unset (spec §2): category index pages end in "/", other pages don't.

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    // English UI strings, Chinese content: tag pages as zh-Hans for screen readers, fonts and search.
    localeConfigs: {en: {htmlLang: 'zh-Hans'}},
  },

  future: {experimental_faster: true},

  staticDirectories: ['static', KATEX_STATIC_DIR],
  plugins: [
    // The classic preset's docs plugin, minus what no page reads (config/docsPlugin.ts).
    [
      slimDocsPlugin,
      {
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        versions: {
          current: {label: 'Next', path: ''},
          '0.8.x': {label: '0.8.x', path: '0.8.x'},
        },
        // Before the defaults, so the generated lists' headings and links are checked like written ones.
        beforeDefaultRemarkPlugins: [
          [remarkApiIndex, {trees: docsTrees(__dirname)}],
          [remarkErrorCatalogue, {siteDir: __dirname}],
        ],
        remarkPlugins: maths.remarkPlugins,
        rehypePlugins: [...maths.rehypePlugins, rehypeTableRegion, highlightCode],
        editUrl: `${siteMetadata.sourceRepository}/edit/main/`,
        showLastUpdateTime: true,
      },
    ],
    clientBundlePlugin,
    redirectsPlugin,
    rawTsvPlugin,
    pagefindPlugin,
    definitionsPlugin,
    errorCataloguePlugin,
    markdownExportPlugin,
    analyticsPlugin(ANALYTICS),
    recentPostsPlugin, // the home page's newest blog posts (global data)
  ],

  presets: [
    [
      'classic',
      {
        docs: false, // registered in `plugins` above (slimDocsPlugin)
        blog: {
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: '全部文章',
          // Wide tables scroll inside a focusable, labelled region (keyboard access without client JS).
          rehypePlugins: [rehypeTableRegion, highlightCode],
          // Every post names a known author and tag and has a summary above its truncate marker.
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {remarkPlugins: maths.remarkPlugins, rehypePlugins: [...maths.rehypePlugins, rehypeTableRegion, highlightCode]},
        theme: {customCss: ['./src/css/custom.css', './src/css/code.css']},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/logo.svg',
    announcementBar: {
      // Change the id when the content changes: readers who closed the old bar see the new one.
      id: `community-edition-${siteMetadata.releases.current}`,
      content: `这是 vLLM 文档的社区中文版，Next 文档按 vLLM ${siteMetadata.releases.current} 核对。<a href="/about">了解本站</a>`,
      backgroundColor: '#1a56db',
      textColor: '#ffffff',
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    navbar: {
      title: siteMetadata.title,
      hideOnScroll: false,
      // No alt: the title next to the logo names the link (an alt repeating it is read twice).
      logo: {src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: '文档'},
        {to: '/about', label: '关于', position: 'left'},
        {href: siteMetadata.sourceRepository, label: 'GitHub', position: 'left'},
        {href: siteMetadata.parentPlatform.url, label: siteMetadata.parentPlatform.label, position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'light',
      links: [],
      copyright: `Copyright © ${siteMetadata.copyrightYear} ${siteMetadata.mirrorOperator}. vLLM 中文文档镜像，内容基于 vLLM 官方文档以中文重写。`,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    // Code is highlighted at build time and coloured by src/css/code.css; an empty Prism theme
    // keeps the default one (serialized into every page's config) out of main.js.
    prism: {theme: {plain: {}, styles: []}},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  } satisfies Preset.ThemeConfig,
};

export default config;
