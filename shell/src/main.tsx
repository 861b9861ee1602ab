// The page's own styles are linked from index.html (the server puts them inline), so a page the
// server rendered is styled before any script runs.
import '@openpresale/shared/styles.css';
import './styles/shell.css';
// The consent banner's styles too: on a page the server rendered it shows before the app runs.
import './features/consent/consent.css';

// An asynchronous boundary: the federation runtime must set up the shared scope before React
// and the other singletons are first imported.
import('./bootstrap');
