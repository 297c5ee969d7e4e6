// What Docusaurus generates for this site: localStorage, no namespace (spec §9).
export default {type: 'localStorage', namespace: ''};
