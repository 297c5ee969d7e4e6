// The navbar's `type: 'search'` item renders @theme/SearchBar, which no installed plugin
// provides: this file fills the slot with the Pagefind search box (src/components/Search).
import SearchBox from '@site/src/components/Search/SearchBox';

export default SearchBox;
