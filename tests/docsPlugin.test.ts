import {withoutDocDescriptions} from '../config/docsPlugin';

describe('slim docs plugin', () => {
  const versionProp = {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {tutorialSidebar: [{type: 'link', label: '快速上手', href: '/docs/quickstart', docId: 'quickstart'}]},
    docs: {quickstart: {id: 'quickstart', title: '快速上手', description: '一段很长的摘要', sidebar: 'tutorialSidebar'}},
  };

  it('drops each doc\'s description from the version prop and keeps the rest', () => {
    const route = {path: '/docs', component: 'DocVersionRoot', props: {version: versionProp}, routes: [{path: '/docs/quickstart', component: 'DocItem'}]};
    const slim = withoutDocDescriptions(route);
    expect((slim.props as {version: typeof versionProp}).version.docs).toEqual({quickstart: {id: 'quickstart', title: '快速上手', sidebar: 'tutorialSidebar'}});
    expect((slim.props as {version: typeof versionProp}).version.docsSidebars).toBe(versionProp.docsSidebars);
    expect(slim.routes).toEqual(route.routes);
    expect(versionProp.docs.quickstart.description).toBe('一段很长的摘要');
  });

  it('finds the version prop in nested routes and leaves other routes alone', () => {
    const nested = {path: '/docs', component: 'DocsRoot', routes: [{path: '/docs', component: 'DocVersionRoot', props: {version: versionProp}}]};
    const slim = withoutDocDescriptions(nested);
    expect(JSON.stringify(slim)).not.toContain('一段很长的摘要');
    const plain = {path: '/blog', component: 'BlogList', props: {title: 'x'}};
    expect(withoutDocDescriptions(plain)).toEqual({...plain, routes: undefined});
  });
});
