/**
 * The docs plugin, with a lighter version prop.
 *
 * Every doc page loads its version's metadata (`p/docs-*.json`) before it can render: the
 * sidebar plus, for each doc, its id, title, description and sidebar. Descriptions are read
 * only by DocCard (generated category indexes, which this site has none of), yet they were
 * ~60 % of the file (current tree: 98 KB raw, 25 KB gzip). This wrapper drops them from the
 * prop; everything else, including each page's own description in its <meta>, is unchanged.
 */
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, * as docsPluginModule from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

// Exported by the module at runtime, though missing from its type declarations.
const {validateOptions} = docsPluginModule as unknown as Required<Pick<PluginModule, 'validateOptions'>>;

interface VersionProp {
  docs?: Record<string, {description?: string}>;
}

/** A route (and its children) with `description` removed from its version prop's docs. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  const props =
    version?.docs === undefined
      ? route.props
      : {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(Object.entries(version.docs).map(([id, {description: _omitted, ...doc}]) => [id, doc])),
          },
        };
  return {...route, props, routes: route.routes?.map(withoutDocDescriptions)};
}

export default async function slimDocsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Already normalized by validateOptions below.
  const plugin = (await pluginContentDocs(context, options as PluginOptions)) as Plugin;
  return {
    ...plugin,
    contentLoaded: (args) =>
      plugin.contentLoaded!({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route))}}),
  };
}

// Docusaurus validates a function plugin's options with its static validateOptions.
slimDocsPlugin.validateOptions = validateOptions;
